// The price-match claim as collected (ClaimForm) -> as sent (ClaimSubmitRequest), spec section 3.
import type { ClaimForm, ClaimSubmitRequest } from '../types/forms';

/**
 * Builds the multipart fields of a claim that passed claimSchema. Blank optional fields
 * are left out, customer_country_code is always '' (spec), quantity defaults to 1, and
 * the order fields travel only with a post-purchase claim.
 * Throws when the screenshot is missing: the schema rejects that form before this runs.
 */
export function buildClaimRequest(form: ClaimForm): ClaimSubmitRequest {
  if (!form.screenshot) throw new TypeError('A claim needs its competitor screenshot');
  const post = form.claimType === 'post';
  return {
    claim_type: form.claimType,
    order_number: post ? optionalText(form.orderNumber) : undefined,
    order_date: post ? optionalText(form.orderDate) : undefined,
    product_amount: post ? optionalNumber(form.productAmount) : undefined,
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
  };
}

function optionalText(value: string): string | undefined {
  const text = value.trim();
  return text === '' ? undefined : text;
}

function optionalNumber(value: string): number | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}
