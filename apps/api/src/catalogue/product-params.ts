// Request fields that name a product or a storefront, shared by the cart and wishlist routes.
import { storefrontSchema } from '@horeca/core/storefront';
import { number, object } from 'yup';
import { said } from '../words/message-keys';

export const productIdField = () =>
  number()
    .typeError(said('core.cart.productRequired'))
    .integer(said('core.cart.productRequired'))
    .positive(said('core.cart.productRequired'))
    .required(said('core.cart.productRequired'));

export const productIdParam = object({ product_id: productIdField() });

export const storefrontQuery = object({
  storefront: storefrontSchema(),
});
