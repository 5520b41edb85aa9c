// Every commerce, account and form route module, mounted by routes/index.ts.
import type { RouteModule } from '../index';
import { registerAccountRoutes } from '../account/account-routes';
import { registerAddressRoutes } from '../account/address-routes';
import { registerBusinessRoutes } from '../account/business-routes';
import { registerBusinessTestRoutes } from '../account/business-test-routes';
import { registerPasswordRoutes } from '../account/password-routes';
import { registerFormRoutes } from '../forms/form-routes';
import { registerAuthRoutes } from './auth-routes';
import { registerCartRoutes } from './cart-routes';
import { registerCheckoutRoutes } from './checkout-routes';
import { registerOrderRoutes } from './order-routes';
import { registerOrderTestRoutes } from './order-test-routes';
import { registerOutboxRoutes } from './outbox-routes';
import { registerPaymentRoutes } from './payment-routes';
import { registerTestGatewayRoutes } from '../../payments/test-gateway-routes';
import { registerQuoteRoutes } from './quote-routes';
import { registerReturnRoutes } from './return-routes';
import { registerWishlistRoutes } from './wishlist-routes';

export const commerceRouteModules: RouteModule[] = [
  registerAuthRoutes,
  registerPasswordRoutes,
  registerCartRoutes,
  registerWishlistRoutes,
  registerOrderRoutes,
  registerReturnRoutes,
  registerCheckoutRoutes,
  registerPaymentRoutes,
  registerTestGatewayRoutes,
  registerAddressRoutes,
  registerAccountRoutes,
  registerBusinessRoutes,
  registerQuoteRoutes,
  registerFormRoutes,
  registerOutboxRoutes,
  registerOrderTestRoutes,
  registerBusinessTestRoutes,
];
