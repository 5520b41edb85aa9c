// Every call of the reference API as one typed function, one module per resource in
// ./endpoints/ (whether or not docs/behaviour.md §7 shows the call).
import type { RequestFn } from './http';
import { accountEndpoints } from './endpoints/account';
import { addressEndpoints } from './endpoints/addresses';
import { authEndpoints } from './endpoints/auth';
import { brandEndpoints } from './endpoints/brands';
import { cartEndpoints } from './endpoints/cart';
import { categoryEndpoints } from './endpoints/categories';
import { checkoutEndpoints } from './endpoints/checkout';
import { contentEndpoints } from './endpoints/content';
import { formEndpoints } from './endpoints/forms';
import { geoEndpoints } from './endpoints/geo';
import { orderEndpoints } from './endpoints/orders';
import { productEndpoints } from './endpoints/products';
import { quoteEndpoints } from './endpoints/quotes';
import { reviewEndpoints } from './endpoints/reviews';
import { saleEndpoints } from './endpoints/sales';
import { searchEndpoints } from './endpoints/search';
import { sessionEndpoints } from './endpoints/session';
import { wishlistEndpoints } from './endpoints/wishlist';

export function createEndpoints(request: RequestFn) {
  return {
    ...contentEndpoints(request),
    ...categoryEndpoints(request),
    ...productEndpoints(request),
    ...reviewEndpoints(request),
    ...brandEndpoints(request),
    ...saleEndpoints(request),
    ...searchEndpoints(request),
    ...geoEndpoints(request),
    ...cartEndpoints(request),
    ...wishlistEndpoints(request),
    ...checkoutEndpoints(request),
    ...orderEndpoints(request),
    ...quoteEndpoints(request),
    ...addressEndpoints(request),
    ...accountEndpoints(request),
    ...sessionEndpoints(request),
    ...authEndpoints(request),
    ...formEndpoints(request),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;

/**
 * The client's former halves (the catalogue pages' calls, the commerce pages' calls): each is
 * now the whole client, kept under its old name for existing importers.
 */
export const storeEndpoints = createEndpoints;
export const commerceEndpoints = createEndpoints;
export type StoreEndpoints = Endpoints;
export type CommerceEndpoints = Endpoints;
