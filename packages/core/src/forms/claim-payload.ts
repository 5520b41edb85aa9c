// The price-match claim as collected (ClaimForm) -> as sent (ClaimSubmitRequest), docs/behaviour.md §3.
// Types only from the schema module: the client (every widget loads it) must not load yup.
import type { ClaimField } from './claim';
import type { ClaimForm, ClaimSubmitRequest } from './form-types';
import type { Storefront } from '../constants/constants';

/** The picker's "My product is not listed" choice: the order details are typed by hand and
 * no product id is sent. Any other picked value is the product's id. */
export const CLAIM_PRODUCT_NOT_LISTED = 'not-listed';

/**
 * Sent field -> the form field it comes from, for every sent field that has one
 * (customer_country_code is always ''). The API answers a refused claim under the sent
 * names; this turns them back into the fields the customer fills in.
 */
export const CLAIM_SENT_FIELDS = {
  claim_type: 'claimType',
  customer_name: 'fullName',
  customer_business_name: 'businessName',
  customer_email: 'email',
  customer_mobile_number: 'phone',
  customer_address: 'address',
  customer_country: 'country',
  customer_state: 'state',
  customer_city: 'city',
  customer_zipcode: 'postalCode',
  product_url: 'productUrl',
  product_quantity: 'quantity',
  competitor_product_url: 'competitorUrl',
  competitor_product_price: 'competitorPrice',
  competitor_product_shipping_charge: 'shippingFees',
  competitor_screenshot: 'screenshot',
  is_confirm: 'confirmAccuracy',
  is_agree: 'acceptTerms',
  order_number: 'orderNumber',
  order_date: 'orderDate',
  product_amount: 'productAmount',
  selected_product_id: 'selectedProductId',
} as const satisfies Partial<Record<keyof ClaimSubmitRequest, ClaimField>>;

/**
 * Builds the multipart fields of a claim that passed claimSchema. Blank optional fields
 * are left out, customer_country_code is always '' (spec), quantity defaults to 1, and
 * the order fields travel only with a post-purchase claim: the product picked from the
 * order too, unless the customer chose "not listed".
 * Throws when the screenshot is missing: the schema rejects that form before this runs.
 */
export function buildClaimRequest(form: ClaimForm, storefront?: Storefront): ClaimSubmitRequest {
  if (!form.screenshot) throw new TypeError('A claim needs its competitor screenshot');
  const post = form.claimType === 'post';
  return {
    claim_type: form.claimType,
    order_number: post ? optionalText(form.orderNumber) : undefined,
    order_date: post ? optionalText(form.orderDate) : undefined,
    product_amount: post ? optionalNumber(form.productAmount) : undefined,
    selected_product_id: post ? pickedProduct(form.selectedProductId) : undefined,
    customer_name: form.fullName.trim(),
    customer_business_name: optionalText(form.businessName),
    customer_email: form.email.trim(),
    customer_country_code: '',
    customer_mobile_number: form.phone.trim(),
    customer_address: form.address.trim(),
    customer_country: form.country.trim(),
    customer_state: optionalText(form.state),
    customer_city: form.city.trim(),
    customer_zipcode: optionalText(form.postalCode),
    product_url: form.productUrl.trim(),
    product_quantity: optionalNumber(form.quantity) ?? 1,
    competitor_product_url: form.competitorUrl.trim(),
    competitor_product_price: optionalNumber(form.competitorPrice) ?? 0,
    competitor_product_shipping_charge: optionalNumber(form.shippingFees),
    competitor_screenshot: form.screenshot,
    is_confirm: form.confirmAccuracy,
    is_agree: form.acceptTerms,
    ...(storefront ? { storefront } : {}),
  };
}

function optionalText(value: string): string | undefined {
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** The picked product's id as the picker holds it; the API decides whether it is one. */
function pickedProduct(value: string): string | undefined {
  const picked = optionalText(value);
  return picked === CLAIM_PRODUCT_NOT_LISTED ? undefined : picked;
}

function optionalNumber(value: string): number | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}
