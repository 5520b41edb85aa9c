// The one list of route modules, in mounting order (earlier declarations win a path). Only app.ts
// imports this file, and only this file imports a *-routes module (test/import-rules.test.ts).
import type { AppDeps } from './deps';
import type { ApiRouter } from './http/router';
import type { Services } from './services';
import { registerAccountRoutes } from './accounts/account-routes';
import { registerAddressRoutes } from './accounts/address-routes';
import { registerBusinessRoutes } from './accounts/business-routes';
import { registerBusinessTestRoutes } from './accounts/business-test-routes';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerPasswordRoutes } from './auth/password-routes';
import { registerCartRoutes } from './cart/cart-routes';
import { registerHandoffRoutes } from './cart/handoff-routes';
import { registerBrandAndSaleRoutes } from './catalogue/brand-sale-routes';
import { registerCategoryRoutes } from './catalogue/category-routes';
import { registerImageRoutes } from './catalogue/image-routes';
import { registerImportedPictureRoutes } from './catalogue-import/picture-routes';
import { registerProductRoutes } from './catalogue/product-routes';
import { registerReviewRoutes } from './catalogue/review-routes';
import { registerCheckoutRoutes } from './checkout/checkout-routes';
import { registerContentTestRoutes } from './content/content-test-routes';
import { registerGeoRoutes } from './content/geo-routes';
import { registerHomeRoutes } from './content/home-routes';
import { registerInfoRoutes } from './content/info-routes';
import { registerSitemapXmlRoutes } from './content/sitemap-xml-routes';
import { registerClaimTestRoutes } from './forms/claim-test-routes';
import { registerFormRoutes } from './forms/form-routes';
import { registerFormTestRoutes } from './forms/forms-test-routes';
import { registerOutboxRoutes } from './mail/outbox-routes';
import { registerOrderRoutes } from './orders/order-routes';
import { registerOrderTestRoutes } from './orders/order-test-routes';
import { registerPaymentRoutes } from './payments/payment-routes';
import { registerTestGatewayRoutes } from './payments/test-gateway-routes';
import { registerQuoteRoutes } from './quotes/quote-routes';
import { registerReturnRoutes } from './returns/return-routes';
import { registerReturnTestRoutes } from './returns/return-test-routes';
import { registerSearchRoutes } from './search/search-routes';
import { registerWishlistRoutes } from './wishlist/wishlist-routes';

/**
 * A route module declares its routes on the router and calls the services for the work; deps
 * carries what routes themselves need (config, rate limits, the auth resolver, file store).
 */
export type RouteModule = (api: ApiRouter, deps: AppDeps, services: Services) => void;

export const routeModules: RouteModule[] = [
  // catalogue
  registerCategoryRoutes,
  registerProductRoutes,
  registerBrandAndSaleRoutes,
  registerImageRoutes,
  registerImportedPictureRoutes,
  registerReviewRoutes,
  // content
  registerHomeRoutes,
  registerGeoRoutes,
  registerInfoRoutes,
  registerSitemapXmlRoutes,
  registerContentTestRoutes,
  registerSearchRoutes,
  // commerce, accounts and forms
  registerAuthRoutes,
  registerPasswordRoutes,
  registerCartRoutes,
  registerHandoffRoutes,
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
  registerFormTestRoutes,
  registerClaimTestRoutes,
  registerFormRoutes,
  registerOutboxRoutes,
  registerOrderTestRoutes,
  registerBusinessTestRoutes,
  registerReturnTestRoutes,
];
