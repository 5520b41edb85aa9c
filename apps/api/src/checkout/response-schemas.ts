// The checkout's answers (routes/commerce/checkout-routes.ts).
import { PAYMENT_METHODS } from '../db/schema/commerce';
import { DELIVERY_METHODS } from '../cart/pricing';
import { arrayOf, bool, component, num, obj, oneOfValues } from '../http/schemas/build';
import { Currency } from '../catalogue/response-schemas';
import { CartLine } from '../cart/response-schemas';

/** The cart priced for checkout: tiers, shipping, tax and what may be chosen. */
export const CheckoutSummary = component(
  'CheckoutSummary',
  obj({
    lines: arrayOf(CartLine),
    subtotal: num(),
    discount: num(),
    shipping: num(),
    tax: num(),
    tax_included: bool(),
    total: num(),
    currency: Currency,
    delivery_methods: arrayOf(obj({ id: oneOfValues(DELIVERY_METHODS), fee: num(), free_from: num() }, ['free_from'])),
    payment_methods: arrayOf(oneOfValues(PAYMENT_METHODS)),
  }),
);
