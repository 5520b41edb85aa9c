// The claim arrives as the spec sends it (snake_case multipart fields); it is checked with the
// very schema the claim form uses (core's claimSchema, camelCase) and errors are answered under
// the names that were sent, so the client's "first message of the first entry" rule works.
import { CLAIM_SENT_FIELDS, claimSchema, type ClaimContext } from '@horeca/core/forms';
import { isStorefront, STOREFRONT_IDS, STOREFRONT_MESSAGE } from '@horeca/core/storefront';
import { boolean, number, object, string } from 'yup';
import { validationFailed, type FieldErrors } from '../http/errors';
import { validateWith } from '../http/validate';
import { HttpError } from '../http/errors';
import type { ReceivedFile } from '../uploads/multipart';
import { schemaIn } from '@horeca/core/fields';
import { said } from '../words/message-keys';

/** Sent field -> form field: core's table, the one the client builds the claim with. */
const CLAIM_FIELD_MAP = CLAIM_SENT_FIELDS;

const FORM_TO_SENT = Object.fromEntries(Object.entries(CLAIM_FIELD_MAP).map(([sent, form]) => [form, sent])) as Record<string, string>;

/** The variant is not sent (docs/behaviour.md §3). The picked product (selected_product_id) is
 * optional here, for clients that do not send it, and is checked against the catalogue and
 * the customer's order in claim-product.ts. */
const serverClaimSchema = schemaIn(claimSchema, said).omit(['selectedProductId', 'variant']);

/** For the OpenAPI document only: the multipart fields. */
export const CLAIM_FIELDS_DOC = object({
  claim_type: string().oneOf(['pre', 'post']).required(),
  customer_name: string().required(),
  customer_business_name: string(),
  customer_email: string().email().required(),
  customer_country_code: string(),
  customer_mobile_number: string(),
  customer_address: string().required(),
  customer_country: string().required(),
  customer_state: string(),
  customer_city: string().required(),
  customer_zipcode: string(),
  product_url: string(),
  product_quantity: number().integer().min(1),
  competitor_product_url: string().required(),
  competitor_product_price: number().required(),
  competitor_product_shipping_charge: number().min(0),
  is_confirm: boolean().required(),
  is_agree: boolean().required(),
  order_number: string(),
  order_date: string(),
  product_amount: number(),
  selected_product_id: number().integer().min(1),
  storefront: string().oneOf(STOREFRONT_IDS),
});

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/**
 * Whose phone and postal code rules the claim is held to (docs/behaviour.md §5): one of our
 * storefronts when it names one (ae: a Gulf mobile, any postal code); the spec's US rules when it
 * names none, as the spec's own clients send it. Anything else (a storefront we do not have,
 * or two of them) is null: the claim is refused, never checked by no rules or by a guess.
 */
function claimContext(sent: string | string[] | undefined): ClaimContext | null {
  if (Array.isArray(sent)) return sent.length === 1 ? claimContext(sent[0]) : null;
  const storefront = (sent ?? '').trim();
  if (storefront === '') return {};
  return isStorefront(storefront) ? { storefront } : null;
}

export async function claimFromPayload(fields: Record<string, string | string[]>, screenshot: ReceivedFile | null) {
  const form: Record<string, unknown> = {};
  for (const [sent, name] of Object.entries(CLAIM_FIELD_MAP)) {
    if (sent !== 'competitor_screenshot') form[name] = text(fields[sent]);
  }
  // Tick boxes arrive as 'true'/'false' (or '1'/'0'); a missing one is unticked.
  form.confirmAccuracy = /^(true|1|on)$/i.test(text(fields.is_confirm));
  form.acceptTerms = /^(true|1|on)$/i.test(text(fields.is_agree));
  form.screenshot = screenshot ? { name: screenshot.originalName, type: screenshot.mime, size: screenshot.size } : null;
  const context = claimContext(fields.storefront);
  // An unknown storefront is the first error; the other fields are still all checked (by the
  // US rules), so the answer lists every problem at once.
  const storefrontErrors: FieldErrors = context ? {} : { storefront: [{ text: STOREFRONT_MESSAGE }] };
  let input;
  try {
    input = await validateWith(serverClaimSchema, form, context ?? {});
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    const errors = { ...storefrontErrors };
    for (const [field, list] of Object.entries(error.errors)) errors[FORM_TO_SENT[field] ?? field] = list;
    throw validationFailed(errors);
  }
  if (!context) throw validationFailed(storefrontErrors);
  // Checked as a real calendar day by core's claimSchema above (orderDate).
  const orderDate = text(fields.order_date).trim();
  return {
    input,
    payload: {
      customer_country_code: text(fields.customer_country_code).trim().slice(0, 8),
      order_date: orderDate || null,
      selected_product_id: text(fields.selected_product_id).trim(),
    },
  };
}
