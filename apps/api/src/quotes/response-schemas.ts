// The quotations' answers (routes/commerce/quote-routes.ts).
import { arrayOf, bool, component, dateTime, int, nullable, num, obj, oneOfValues, str } from '../http/schemas/build';
import { Currency, Storefront } from '../catalogue/response-schemas';

export const Quote = component(
  'Quote',
  obj({
    id: int(),
    number: str(),
    /** requested -> quoted -> accepted | expired (quotes table). */
    status: oneOfValues(['requested', 'quoted', 'accepted', 'expired']),
    storefront: Storefront,
    currency: Currency,
    notes: str(),
    valid_until: nullable(str()),
    can_update: bool(),
    items: arrayOf(obj({ id: int(), product_id: int(), name: str(), sku: str(), quantity: int(), unit_price: num(), line_total: num() })),
    total: num(),
    created_at: dateTime(),
    updated_at: dateTime(),
  }),
);
