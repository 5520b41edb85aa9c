// The returns' answers (routes/commerce/return-routes.ts).
import { arrayOf, component, dateTime, int, obj, oneOfValues, str } from '../http/schemas/build';

export const ReturnRequest = component(
  'ReturnRequest',
  obj({
    id: int(),
    order_id: int(),
    order_number: str(),
    order_product_id: int(),
    product: obj({ id: int(), name: str(), images: arrayOf(str()) }),
    quantity: int(),
    reason: str(),
    description: str(),
    status: str(),
    files: arrayOf(obj({ kind: oneOfValues(['image', 'video']), mime: str(), size: int(), name: str() })),
    created_at: dateTime(),
  }),
);
