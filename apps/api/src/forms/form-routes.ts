// Public form routes: newsletter, glitch reports, price-match claims and marketing leads. Each
// is rate limited per client address; files are checked by their bytes before anything is
// kept. Declarations only; the rules live in form-service.ts.
import { singleLineText } from '@horeca/core/fields';
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { withUpload } from '../uploads/commit';
import { CLAIM_SCREENSHOT, GLITCH_SCREENSHOTS } from '../uploads/rules';
import { incomingOf, limitByAddress, uploadOptions } from '../http/request-info';
import type { Services } from '../services';
import { CLAIM_FIELDS_DOC } from './claim-payload';
import { glitchContextSchema } from './glitch-context';
import { acknowledgedAnswer, newsletterAnswer, newsletterRequest, priceMatchClaimAnswer, storeLeadAnswer, storeLeadRequest } from '@horeca/core/answers';
import { json } from '../http/answers';
import { messageText, withMessageIn } from '../words/message-keys';
import { said } from '../words/message-keys';

export function registerFormRoutes(api: ApiRouter, deps: AppDeps, { forms }: Services): void {
  api.route({
    method: 'post',
    path: '/api/newsletters',
    summary: 'Subscribe an email to the newsletter (subscribing twice is fine)',
    tags: ['forms'],
    body: newsletterRequest,
    middleware: [limitByAddress(deps, 'newsletter')],
    responses: { 200: json(newsletterAnswer, 'Subscribed (or already)'), 422: "'Enter your email address' or an invalid email", 429: 'Too many requests' },
    handler: ({ body }) => forms.subscribe(body),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/glitch-errors',
    summary: 'Report a glitch (multipart: email, description, device, images[] png/jpeg/gif up to 5MB each; with consent page_url, storefront, widget_version)',
    tags: ['forms'],
    auth: 'optional',
    body: object({ email: string().required(), description: string().required(), device: string() }).concat(glitchContextSchema),
    bodyType: 'multipart',
    middleware: [limitByAddress(deps, 'glitch')],
    responses: { 201: json(acknowledgedAnswer, 'Report received'), 422: 'Missing email/description, or a screenshot that is not png/jpeg/gif or above 5MB', 429: 'Too many reports' },
    handler: async ({ c, customer, locale }) =>
      withUpload(incomingOf(c), { files: { images: GLITCH_SCREENSHOTS }, maxFields: 10, maxFieldBytes: 4096 }, await uploadOptions(c, deps, customer), async (session) => {
        await forms.reportGlitch(customer?.id ?? null, session);
        return c.json({ success: true, message: messageText('core.issueReport.success', locale) }, 201);
      }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/price-match-claims',
    summary: 'Submit a price-match claim (multipart: the claim fields of docs/behaviour.md §3 plus claim_type, order_number, order_date, product_amount, selected_product_id; competitor_screenshot one JPG/PNG/WEBP up to 2MB)',
    tags: ['forms'],
    auth: 'optional',
    body: CLAIM_FIELDS_DOC,
    bodyType: 'multipart',
    middleware: [limitByAddress(deps, 'claims')],
    responses: {
      201: json(priceMatchClaimAnswer, 'Claim received'),
      422: 'errors keyed by the sent field names; selected_product_id not a published product, or not a product of the signed-in customer’s order it names',
      429: 'Too many claims',
    },
    handler: async ({ c, customer, locale }) =>
      withUpload(
        incomingOf(c),
        { files: { competitor_screenshot: CLAIM_SCREENSHOT }, maxFields: 40, maxFieldBytes: 4096 },
        await uploadOptions(c, deps, customer),
        async (session) => c.json(withMessageIn(await forms.claim(customer ?? null, session, locale), locale) as object, 201),
      ),
  });

  const utm = () => singleLineText(said).max(200).optional();
  api.route({
    method: 'post',
    path: '/api/store-lead',
    summary: 'Register a marketing visit (query utm_source required; utm_medium, utm_campaign, utm_term, utm_content, gclid optional)',
    tags: ['forms'],
    query: object({
      utm_source: singleLineText(said).required('utm_source is required.').max(200),
      utm_medium: utm(),
      utm_campaign: utm(),
      utm_term: utm(),
      utm_content: utm(),
      gclid: utm(),
    }),
    body: storeLeadRequest,
    middleware: [limitByAddress(deps, 'lead')],
    responses: { 201: json(storeLeadAnswer, 'Lead stored'), 429: 'Too many leads' },
    handler: async ({ c, query, body }) => c.json({ lead: { id: await forms.storeLead({ ...query, ...body }) } }, 201),
  });
}
