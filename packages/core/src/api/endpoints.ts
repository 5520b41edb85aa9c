// Every call of spec section 7 as one typed function, grouped by area in ./endpoints/.
import type { RequestFn } from './http';
import { authEndpoints } from './endpoints/auth';
import { cartEndpoints } from './endpoints/cart';
import { catalogueEndpoints } from './endpoints/catalogue';
import { formEndpoints } from './endpoints/forms';
import { orderEndpoints } from './endpoints/orders';
import { wishlistEndpoints } from './endpoints/wishlist';

export function createEndpoints(request: RequestFn) {
  return {
    ...catalogueEndpoints(request),
    ...cartEndpoints(request),
    ...wishlistEndpoints(request),
    ...orderEndpoints(request),
    ...authEndpoints(request),
    ...formEndpoints(request),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
