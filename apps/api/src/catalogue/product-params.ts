// Request fields that name a product or a storefront, shared by the cart and wishlist routes.
import { messages } from '@horeca/core/messages';
import { storefrontSchema } from '@horeca/core/storefront';
import { number, object } from 'yup';

export const productIdField = () =>
  number()
    .typeError(messages.cart.productRequired)
    .integer(messages.cart.productRequired)
    .positive(messages.cart.productRequired)
    .required(messages.cart.productRequired);

export const productIdParam = object({ product_id: productIdField() });

export const storefrontQuery = object({
  storefront: storefrontSchema(),
});
