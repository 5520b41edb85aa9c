// The payment provider's return route: declarations only; the rules live in payment-results.ts.
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { PAYMENT_RETURN_PATH } from './test-provider';
import { redirect } from '../http/answers';

export function registerPaymentRoutes(api: ApiRouter, deps: AppDeps, { payments }: Services): void {
  if (!payments) return;
  api.route({
    method: 'get',
    path: PAYMENT_RETURN_PATH,
    summary: 'Return from the payment provider: verifies its signed result, applies it to the order, then 303 to the storefront’s /payment/... page',
    tags: ['checkout'],
    query: object({
      order: string().optional(),
      amount: string().optional(),
      currency: string().optional(),
      outcome: string().optional(),
      expires: string().optional(),
      signature: string().optional(),
    }),
    responses: {
      303: redirect('To the storefront page of the outcome: /payment/success/{id}, /payment/decline, /payment/cancel, or /order-details/{id} when the order can no longer take it'),
      404: 'No such order',
      422: 'Signature missing, tampered or expired; amount or currency not the order’s',
    },
    handler: async ({ c, query }) => {
      const page = await payments.finishReturn(query);
      return c.redirect(`${deps.config.payment.storefrontUrl}${page}`, 303);
    },
  });
}
