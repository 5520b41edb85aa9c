// A complete, valid price-match claim as the claim form sends it (multipart, snake_case), for
// the form tests and the upload corpus; each test overrides what it is about.
import { blob, PNG } from '../commerce-fixtures';

export function claimForm(overrides: Record<string, string | Blob | null> = {}, screenshotName = 'offer.png'): FormData {
  const fields: Record<string, string | Blob | null> = {
    claim_type: 'pre',
    customer_name: 'Amal Haddad',
    customer_business_name: 'Blue Fig Cafe',
    customer_email: 'amal@example.com',
    customer_country_code: '',
    customer_mobile_number: '(123) 456-7890',
    customer_address: '1 Marina Walk',
    customer_country: 'United States',
    customer_state: 'NY',
    customer_city: 'New York',
    customer_zipcode: '10001',
    product_url: 'https://horeca.example/kitchen/ovens/combi-oven',
    product_quantity: '2',
    competitor_product_url: 'https://competitor.example/combi-oven',
    competitor_product_price: '1499.50',
    competitor_product_shipping_charge: '0',
    is_confirm: 'true',
    is_agree: 'true',
    competitor_screenshot: blob(PNG, 'image/png'),
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) continue;
    if (value instanceof Blob) form.append(key, value, key === 'competitor_screenshot' ? screenshotName : 'file');
    else form.append(key, value);
  }
  return form;
}
