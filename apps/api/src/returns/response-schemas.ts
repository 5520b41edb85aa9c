// The returns' answers (return-routes.ts; a return on its order: orders/response-schemas.ts).
import { Currency, Storefront } from '../catalogue/response-schemas';
import { RETURN_STATUSES } from '../db/schema/commerce';
import { arrayOf, bool, component, dateTime, extend, int, nullable, num, obj, oneOfValues, str } from '../http/schemas/build';

export const returnStatus = oneOfValues(RETURN_STATUSES);

/** A return as its order shows it: state, the steps reached (oldest first), staff's reason for a rejection. */
export const OrderReturn = component(
  'OrderReturn',
  obj({
    id: int(),
    order_product_id: int(),
    product: obj({ id: int(), name: str(), images: arrayOf(str()) }),
    quantity: int(),
    /** What the returned units were sold for (the refund if approved), in the order's currency. */
    value: num(),
    storefront: Storefront,
    currency: Currency,
    reason: str(),
    status: returnStatus,
    rejection_reason: nullable(str()),
    timeline: arrayOf(obj({ status: returnStatus, at: dateTime() })),
    can_withdraw: bool(),
    created_at: dateTime(),
  }),
);

/** A return in the shopper's list: the order's return plus its order, description and files. */
export const ReturnRequest = component(
  'ReturnRequest',
  extend(OrderReturn, {
    order_id: int(),
    order_number: str(),
    description: str(),
    files: arrayOf(obj({ kind: oneOfValues(['image', 'video']), mime: str(), size: int(), name: str() })),
  }),
);
