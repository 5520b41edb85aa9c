import { describe, expect, it } from 'vitest';
import { CLAIM_PRODUCT_NOT_LISTED } from './claim';
import { CLAIM_SENT_FIELDS, buildClaimRequest } from './claim-payload';
import type { ClaimForm } from './form-types';

const screenshot = new File([new Uint8Array([1])], 'offer.png', { type: 'image/png' });

const form: ClaimForm = {
  claimType: 'pre',
  fullName: '  Sara Ali ',
  businessName: '',
  email: 'sara@example.com',
  phone: '(123) 456-7890',
  orderNumber: 'HX-1',
  orderDate: '2025-05-02',
  productUrl: 'https://shop.example/oven',
  variant: 'Large',
  quantity: '',
  // Left over from a post-purchase pick before switching to pre-purchase: not sent.
  selectedProductId: '5120',
  productAmount: '950',
  competitorUrl: 'https://rival.example/oven',
  competitorPrice: '899.99',
  shippingFees: '',
  address: '1 Palm St',
  country: 'United States',
  state: '',
  city: 'Austin',
  postalCode: '',
  screenshot,
  confirmAccuracy: true,
  acceptTerms: true,
};

describe('buildClaimRequest', () => {
  it('maps a pre-purchase claim to the sent fields of docs/behaviour.md §3', () => {
    expect(buildClaimRequest(form)).toEqual({
      claim_type: 'pre',
      order_number: undefined,
      order_date: undefined,
      product_amount: undefined,
      selected_product_id: undefined,
      customer_name: 'Sara Ali',
      customer_business_name: undefined,
      customer_email: 'sara@example.com',
      customer_country_code: '',
      customer_mobile_number: '(123) 456-7890',
      customer_address: '1 Palm St',
      customer_country: 'United States',
      customer_state: undefined,
      customer_city: 'Austin',
      customer_zipcode: undefined,
      product_url: 'https://shop.example/oven',
      product_quantity: 1,
      competitor_product_url: 'https://rival.example/oven',
      competitor_product_price: 899.99,
      competitor_product_shipping_charge: undefined,
      competitor_screenshot: screenshot,
      is_confirm: true,
      is_agree: true,
    });
  });

  it('sends the order fields of a post-purchase claim and the optional ones that were filled', () => {
    const sent = buildClaimRequest({
      ...form,
      claimType: 'post',
      businessName: 'Cafe Sara',
      state: 'TX',
      postalCode: '73301-1234',
      shippingFees: '0',
      quantity: '3',
    });
    expect(sent).toMatchObject({
      claim_type: 'post',
      order_number: 'HX-1',
      order_date: '2025-05-02',
      product_amount: 950,
      selected_product_id: '5120',
      customer_business_name: 'Cafe Sara',
      customer_state: 'TX',
      customer_zipcode: '73301-1234',
      competitor_product_shipping_charge: 0,
      product_quantity: 3,
    });
  });

  it('sends no product for a post-purchase claim whose product is not listed, or not picked', () => {
    for (const selectedProductId of [CLAIM_PRODUCT_NOT_LISTED, ' ']) {
      const sent = buildClaimRequest({ ...form, claimType: 'post', selectedProductId });
      expect(sent).toMatchObject({ claim_type: 'post', order_number: 'HX-1' });
      expect(sent.selected_product_id).toBeUndefined();
    }
  });

  it('names every sent field after a field of the form it comes from', () => {
    const sent = buildClaimRequest({ ...form, claimType: 'post' });
    const { customer_country_code: alwaysEmpty, ...fromTheForm } = sent;
    expect(alwaysEmpty).toBe('');
    expect(Object.keys(CLAIM_SENT_FIELDS).sort()).toEqual(Object.keys(fromTheForm).sort());
    expect(Object.values(CLAIM_SENT_FIELDS).every((field) => field in form)).toBe(true);
  });

  it('refuses a claim without a screenshot', () => {
    expect(() => buildClaimRequest({ ...form, screenshot: null })).toThrow(TypeError);
  });
});
