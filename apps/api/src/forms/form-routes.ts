// Public forms: newsletter, glitch reports, price-match claims and marketing leads. Each is
// rate limited per client address; files are checked by their bytes before anything is kept.
import { issueReportSchema, messages, newsletterSchema } from '@horeca/core';
import { sql } from 'drizzle-orm';
import { object, string } from 'yup';
import {
  glitchReportFiles,
  glitchReports,
  leads,
  newsletterSubscribers,
  priceMatchClaims,
} from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { validateWith } from '../http/validate';
import { withUpload } from '../uploads/commit';
import { CLAIM_SCREENSHOT, GLITCH_SCREENSHOTS } from '../uploads/rules';
import { incomingOf, limitByAddress, uploadOptions } from '../http/request-info';
import { claimFromPayload, CLAIM_FIELDS_DOC } from './claim-payload';
import { selectedProductOf } from './claim-product';
import { registerClaimTestRoutes } from './claim-test-routes';
import { registerFormTestRoutes } from './forms-test-routes';
import { glitchContextColumns, glitchContextSchema } from './glitch-context';

export const SUBSCRIBED = 'Thank you for subscribing!';
export const CLAIM_RECEIVED = 'Your price-match claim has been received. We will review it and reply by email.';

export function registerFormRoutes(api: ApiRouter, deps: AppDeps): void {
  const { db } = deps;
  registerFormTestRoutes(api, deps);
  registerClaimTestRoutes(api, deps);

  api.route({
    method: 'post',
    path: '/api/newsletters',
    summary: 'Subscribe an email to the newsletter (subscribing twice is fine)',
    tags: ['forms'],
    body: newsletterSchema,
    middleware: [limitByAddress(deps, 'newsletter')],
    responses: { 200: '{ success, status, message }', 422: "'Enter your email address' or an invalid email", 429: 'Too many requests' },
    handler: async ({ body }) => {
      await db
        .insert(newsletterSubscribers)
        .values({ email: body.email.toLowerCase(), status: 'subscribed' })
        .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { status: 'subscribed', updatedAt: sql`now()` } });
      return { success: true, status: 'subscribed', message: SUBSCRIBED };
    },
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
    responses: { 201: '{ success, message }', 422: 'Missing email/description, or a screenshot that is not png/jpeg/gif or above 5MB', 429: 'Too many reports' },
    handler: async ({ c, customer }) =>
      withUpload(incomingOf(c), { files: { images: GLITCH_SCREENSHOTS }, maxFields: 10, maxFieldBytes: 4096 }, await uploadOptions(c, deps, customer), async ({ parsed, commit }) => {
        const images = parsed.files.images ?? [];
        const input = await validateWith(issueReportSchema, {
          ...parsed.fields,
          images: images.map((file) => ({ name: file.originalName, type: file.mime, size: file.size })),
        });
        const context = await validateWith(glitchContextSchema, parsed.fields);
        const stored = await commit('glitches', images);
        await db.transaction(async (tx) => {
          const [report] = await tx
            .insert(glitchReports)
            .values({
              email: input.email.toLowerCase(),
              description: input.description,
              device: input.device,
              customerId: customer?.id ?? null,
              ...glitchContextColumns(context),
            })
            .returning({ id: glitchReports.id });
          if (stored.length > 0) {
            await tx.insert(glitchReportFiles).values(
              stored.map((file) => ({ reportId: report!.id, kind: 'image' as const, storageKey: file.key, mime: file.mime, size: file.size, originalName: file.originalName })),
            );
          }
        });
        return c.json({ success: true, message: messages.issueReport.success }, 201);
      }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/price-match-claims',
    summary: 'Submit a price-match claim (multipart: the claim fields of spec section 3 plus claim_type, order_number, order_date, product_amount, selected_product_id; competitor_screenshot one JPG/PNG/WEBP up to 2MB)',
    tags: ['forms'],
    auth: 'optional',
    body: CLAIM_FIELDS_DOC,
    bodyType: 'multipart',
    middleware: [limitByAddress(deps, 'claims')],
    responses: {
      201: '{ id, status: "received", message, data { id, status, claim_type, selected_product_id, created_at } }',
      422: 'errors keyed by the sent field names; selected_product_id not a published product, or not a product of the signed-in customer’s order it names',
      429: 'Too many claims',
    },
    handler: async ({ c, customer }) =>
      withUpload(
        incomingOf(c),
        { files: { competitor_screenshot: CLAIM_SCREENSHOT }, maxFields: 40, maxFieldBytes: 4096 },
        await uploadOptions(c, deps, customer),
        async ({ parsed, commit }) => {
          const screenshot = parsed.files.competitor_screenshot?.[0] ?? null;
          const { input, payload } = await claimFromPayload(parsed.fields, screenshot);
          const selectedProductId = await selectedProductOf(db, payload.selected_product_id, {
            claimType: input.claimType,
            orderNumber: input.orderNumber,
            customerId: customer?.id ?? null,
          });
          const [stored] = await commit('claims', screenshot ? [screenshot] : []);
          const [row] = await db
            .insert(priceMatchClaims)
            .values({
              customerId: customer?.id ?? null,
              claimType: input.claimType,
              customerName: input.fullName,
              customerBusinessName: input.businessName || null,
              customerEmail: input.email.toLowerCase(),
              customerCountryCode: payload.customer_country_code,
              customerMobileNumber: input.phone,
              customerAddress: input.address,
              customerCountry: input.country,
              customerState: input.state || null,
              customerCity: input.city,
              customerZipcode: input.postalCode || null,
              productUrl: input.productUrl || null,
              productQuantity: input.quantity ? Number(input.quantity) : 1,
              competitorProductUrl: input.competitorUrl,
              competitorProductPrice: Number(input.competitorPrice),
              competitorProductShippingCharge: input.shippingFees ? Number(input.shippingFees) : null,
              orderNumber: input.orderNumber || null,
              orderDate: payload.order_date,
              productAmount: input.productAmount ? Number(input.productAmount) : null,
              selectedProductId,
              isConfirm: input.confirmAccuracy,
              isAgree: input.acceptTerms,
              screenshotKey: stored!.key,
              screenshotMime: stored!.mime,
            })
            .returning();
          const data = {
            id: row!.id,
            status: row!.status,
            claim_type: row!.claimType,
            selected_product_id: row!.selectedProductId,
            created_at: row!.createdAt.toISOString(),
          };
          return c.json({ id: row!.id, status: row!.status, message: CLAIM_RECEIVED, data }, 201);
        },
      ),
  });

  const utm = () => string().trim().max(200).optional();
  api.route({
    method: 'post',
    path: '/api/store-lead',
    summary: 'Register a marketing visit (query utm_source required; utm_medium, utm_campaign, utm_term, utm_content, gclid optional)',
    tags: ['forms'],
    query: object({
      utm_source: string().trim().required('utm_source is required.').max(200),
      utm_medium: utm(),
      utm_campaign: utm(),
      utm_term: utm(),
      utm_content: utm(),
      gclid: utm(),
    }),
    body: object({ name: string().trim().max(200).nullable().default(null), email: string().trim().max(320).nullable().default(null) }),
    middleware: [limitByAddress(deps, 'lead')],
    responses: { 201: '{ lead { id } }', 429: 'Too many leads' },
    handler: async ({ c, query, body }) => {
      const [lead] = await db
        .insert(leads)
        .values({
          utmSource: query.utm_source,
          utmMedium: query.utm_medium ?? null,
          utmCampaign: query.utm_campaign ?? null,
          utmTerm: query.utm_term ?? null,
          utmContent: query.utm_content ?? null,
          gclid: query.gclid ?? null,
          name: body.name,
          email: body.email,
        })
        .returning({ id: leads.id });
      return c.json({ lead: { id: lead!.id } }, 201);
    },
  });
}
