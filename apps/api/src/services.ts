// Every domain service, built once per app from its deps and handed to the route modules
// (app.ts). Services hold the queries and rules; they know nothing of Hono or the router.
import type { AppDeps } from './deps';
import { createAccountService, type AccountService } from './accounts/account-service';
import { createAddressService, type AddressService } from './accounts/addresses';
import { createBusinessService, type BusinessService } from './accounts/business-requests';
import { createAuthService, type AuthService } from './auth/auth-service';
import { createCartService, type CartService } from './cart/cart-service';
import { createHandoffService, type HandoffService } from './cart/handoff-service';
import { createCatalogueService, type CatalogueService } from './catalogue/catalogue-service';
import { createImageService, type ImageService } from './catalogue/image-service';
import { createReviewService, type ReviewService } from './catalogue/review-service';
import { createCheckoutService, type CheckoutService } from './checkout/checkout-service';
import { createContentService, type ContentService } from './content/content-service';
import { createSitemapService, type SitemapService } from './content/sitemap-service';
import { createFormService, type FormService } from './forms/form-service';
import { createOrderService, type OrderService } from './orders/order-service';
import { createPaymentService, type PaymentService } from './payments/payment-results';
import { createQuoteService, type QuoteService } from './quotes/quote-service';
import { createReturnService, type ReturnService } from './returns/return-service';
import { createSearchService, type SearchService } from './search/search-service';
import { createWishlistService, type WishlistService } from './wishlist/wishlist-service';

export interface Services {
  accounts: AccountService;
  addresses: AddressService;
  auth: AuthService;
  business: BusinessService;
  cart: CartService;
  catalogue: CatalogueService;
  checkout: CheckoutService;
  content: ContentService;
  forms: FormService;
  /** Partner pages' carts handed to the store (cart/handoff-service.ts). */
  handoffs: HandoffService;
  images: ImageService;
  orders: OrderService;
  /** Null when no payment provider is configured (card payment is then not offered). */
  payments: PaymentService | null;
  quotes: QuoteService;
  returns: ReturnService;
  reviews: ReviewService;
  search: SearchService;
  sitemap: SitemapService;
  wishlist: WishlistService;
}

export function buildServices(deps: AppDeps): Services {
  const { db, commerce } = deps;
  const cart = createCartService(db);
  return {
    accounts: createAccountService(db, deps.files),
    addresses: createAddressService(db),
    auth: createAuthService(db, { limits: commerce.limits, google: commerce.google, apple: commerce.apple, mailer: commerce.mailer, storefrontUrl: deps.config.payment.storefrontUrl }),
    business: createBusinessService(db),
    cart,
    catalogue: createCatalogueService(db),
    checkout: createCheckoutService(db, cart, commerce.payments, commerce.mailer),
    content: createContentService(db),
    forms: createFormService(db, commerce.mailer),
    handoffs: createHandoffService(db),
    images: createImageService(db),
    orders: createOrderService(db),
    payments: commerce.payments ? createPaymentService(db, commerce.payments, deps.logger) : null,
    quotes: createQuoteService(db, { validDays: deps.config.quoteValidDays }),
    returns: createReturnService(db, commerce.mailer),
    reviews: createReviewService(db),
    search: createSearchService(db, { answerCache: deps.config.searchAnswerCache }),
    sitemap: createSitemapService(db, deps.config.payment.storefrontUrl),
    wishlist: createWishlistService(db),
  };
}
