// The one list of route modules, in mounting order (earlier declarations win a path). Only app.ts
// imports this file, and only this file imports a *-routes module or the test-only routes of
// test-support/ (mounted there under NODE_ENV=test alone) (test/import-rules.test.ts).
import type { AppDeps } from './deps';
import type { ApiRouter } from './http/router';
import type { Services } from './services';
import { registerAccountRoutes } from './accounts/account-routes';
import { registerAddressRoutes } from './accounts/address-routes';
import { registerBusinessRoutes } from './accounts/business-routes';
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
import { registerGeoRoutes } from './content/geo-routes';
import { registerHomeRoutes } from './content/home-routes';
import { registerInfoRoutes } from './content/info-routes';
import { registerSitemapXmlRoutes } from './content/sitemap-xml-routes';
import { registerFormRoutes } from './forms/form-routes';
import { registerOrderRoutes } from './orders/order-routes';
import { registerPaymentRoutes } from './payments/payment-routes';
import { registerTestGatewayRoutes } from './payments/test-gateway-routes';
import { registerQuoteRoutes } from './quotes/quote-routes';
import { registerReturnRoutes } from './returns/return-routes';
import { registerSearchRoutes } from './search/search-routes';
import { registerTestSupport } from './test-support';
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
  registerFormRoutes,
  // under NODE_ENV=test only, the test-only routes (/api/test/...)
  registerTestSupport,
];
