// The test gateway's hosted card page, served by this API only when PAYMENT_PROVIDER=test. Like
// a real gateway's page it shows what is charged and lets the card holder pay, have the card
// declined, or cancel; its answer goes back to the store as a result signed with APP_SECRET.
// The page is plain HTML with a GET form: it works without any script.
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { PAYMENT_OUTCOMES, type PaymentOutcome } from './provider';
import { signPayment, verifyPayment, type SignedPaymentFields } from './signed-payment';
import { PAYMENT_RETURN_PATH, RESULT_LIFETIME_S, TEST_GATEWAY_CHOOSE, TEST_GATEWAY_PAGE } from './test-provider';
import { file, redirect } from '../http/answers';
import { said } from '../words/message-keys';

export const TEST_GATEWAY_TEXT = {
  title: 'Test card payment',
  intro: 'This is the store’s test payment provider: no card is charged. Choose how the payment ends.',
  order: 'Order',
  amount: 'Amount',
  pay: 'Pay',
  decline: 'Decline the card',
  cancel: 'Cancel and return to the store',
} as const;

const requestQuery = object({
  order: string().optional(),
  amount: string().optional(),
  currency: string().optional(),
  expires: string().optional(),
  signature: string().optional(),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function checkoutPage(request: SignedPaymentFields, query: Record<string, string | undefined>): string {
  const charge = `${request.currency} ${request.amount.toFixed(2)}`;
  const hidden = ['order', 'amount', 'currency', 'expires', 'signature']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`)
    .join('');
  const button = (outcome: PaymentOutcome, label: string) => `<button type="submit" name="outcome" value="${outcome}">${escapeHtml(label)}</button>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TEST_GATEWAY_TEXT.title}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1f24; }
main { max-width: 28rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
dd { margin: 0; font-weight: 600; }
form { display: grid; gap: .75rem; }
button { font: inherit; padding: .75rem; border-radius: 6px; border: 1px solid #1b1f24; background: #fff; color: #1b1f24; cursor: pointer; }
button[value="success"] { background: #14532d; border-color: #14532d; color: #fff; }
button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${TEST_GATEWAY_TEXT.title}</h1>
<p>${escapeHtml(TEST_GATEWAY_TEXT.intro)}</p>
<dl><dt>${TEST_GATEWAY_TEXT.order}</dt><dd>${request.order}</dd><dt>${TEST_GATEWAY_TEXT.amount}</dt><dd>${escapeHtml(charge)}</dd></dl>
<form method="get" action="${TEST_GATEWAY_CHOOSE}" aria-label="${TEST_GATEWAY_TEXT.title}">
${hidden}
${button('success', `${TEST_GATEWAY_TEXT.pay} ${charge}`)}
${button('decline', TEST_GATEWAY_TEXT.decline)}
${button('cancel', TEST_GATEWAY_TEXT.cancel)}
</form>
</main>
</body>
</html>`;
}

export function registerTestGatewayRoutes(api: ApiRouter, deps: AppDeps): void {
  if (deps.config.payment.provider !== 'test') return;
  const secret = deps.config.appSecret;

  api.route({
    method: 'get',
    path: TEST_GATEWAY_PAGE,
    summary: 'Test payment provider (PAYMENT_PROVIDER=test only): the hosted card page for a signed payment request',
    tags: ['payments'],
    query: requestQuery,
    responses: { 200: file(['text/html'], 'HTML page: pay, decline or cancel'), 422: 'Payment request missing, tampered or expired' },
    handler: ({ c, query }) => {
      const request = verifyPayment(secret, 'test-gateway-request', query, { withOutcome: false });
      c.header('Cache-Control', 'no-store');
      // A card page runs no script and is never framed (no clickjacking of the Pay button).
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
      return c.html(checkoutPage(request, query));
    },
  });

  api.route({
    method: 'get',
    path: TEST_GATEWAY_CHOOSE,
    summary: 'Test payment provider: the card holder’s choice, sent back to the store as a signed result (303)',
    tags: ['payments'],
    query: requestQuery.shape({ outcome: string().oneOf([...PAYMENT_OUTCOMES], said('api.choosePaymentEnd')).required(said('api.choosePaymentEnd')) }),
    responses: { 303: redirect('To /api/frontend/payments/return with the signed result'), 422: 'Payment request missing, tampered or expired' },
    handler: ({ c, query }) => {
      const { outcome, ...requestFields } = query;
      const request = verifyPayment(secret, 'test-gateway-request', requestFields, { withOutcome: false });
      const result = signPayment(secret, 'test-gateway-result', {
        ...request,
        outcome: outcome as PaymentOutcome,
        expires: Math.floor(Date.now() / 1000) + RESULT_LIFETIME_S,
      });
      return c.redirect(`${PAYMENT_RETURN_PATH}?${result}`, 303);
    },
  });
}
