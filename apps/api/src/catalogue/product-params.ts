// Request fields that name a product or a storefront, shared by the cart and wishlist routes.
import { messages } from '@horeca/core';
import { mixed, number, object } from 'yup';
import type { Storefront } from './commerce-products';

export const productIdField = () =>
  number()
    .typeError(messages.cart.productRequired)
    .integer(messages.cart.productRequired)
    .positive(messages.cart.productRequired)
    .required(messages.cart.productRequired);

export const productIdParam = object({ product_id: productIdField() });

export const storefrontQuery = object({
  storefront: mixed<Storefront>().oneOf(['ae', 'us']).default('ae'),
});
