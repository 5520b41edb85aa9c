import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import './commerce.css';
import { AccountLayout } from './account/account-layout';
import { ProtectedRoute } from './session/protected-route';

/** Each page is its own chunk, loaded on first visit, like the shell's pages (app/lazy-page.ts). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: pick(await load()) });
}

/**
 * Routes where money and personal data move (issue 8). The shell's root layout renders
 * these as its children. Routes of docs/behaviour.md §2.2 sit under the protected wrapper.
 */
export const protectedRoutes: RouteObject[] = [
  // Public in docs/behaviour.md §2.1, but only a signed-in (or guest-registered) shopper has a server cart to review.
  { path: 'review-checkout', lazy: page(() => import('./checkout/review-checkout-page'), (m) => m.ReviewCheckoutPage) },
  { path: 'my-order', lazy: page(() => import('./orders/orders-page'), (m) => m.OrdersPage) },
  { path: 'registration/all-orders', lazy: page(() => import('./orders/orders-page'), (m) => m.OrdersPage) },
  { path: 'order-details/:id', lazy: page(() => import('./orders/order-details-page'), (m) => m.OrderDetailsPage) },
  { path: 'view-order/:id', lazy: page(() => import('./orders/order-details-page'), (m) => m.OrderDetailsPage) },
  { path: 'track-order/:id', lazy: page(() => import('./orders/track-order-pages'), (m) => m.TrackOwnOrderPage) },
  { path: 'search-order', lazy: page(() => import('./orders/track-order-pages'), (m) => m.TrackByNumberPage) },
  { path: 'cancel-order/:id', lazy: page(() => import('./orders/cancel-order-page'), (m) => m.CancelOrderPage) },
  { path: 'return-order/:id', lazy: page(() => import('./returns/return-order-page'), (m) => m.ReturnOrderPage) },
  { path: 'registration/return-orders/:id', lazy: page(() => import('./returns/return-order-page'), (m) => m.ReturnOrderPage) },
  { path: 'my-quotes', lazy: page(() => import('./quotes/quote-pages'), (m) => m.QuotesPage) },
  { path: 'my-quatation', lazy: page(() => import('./quotes/quote-pages'), (m) => m.QuotesPage) },
  { path: 'create-quotation', lazy: page(() => import('./quotes/quote-pages'), (m) => m.CreateQuotePage) },
  { path: 'view-quotation/:id', lazy: page(() => import('./quotes/quote-pages'), (m) => m.QuotePage) },
  { path: 'download-quotation/:id', lazy: page(() => import('./quotes/quote-pages'), (m) => m.QuotePage) },
  { path: 'update-quotation/:id', lazy: page(() => import('./quotes/update-quote-page'), (m) => m.UpdateQuotePage) },
  { path: 'review', lazy: page(() => import('./reviews/write-review-page'), (m) => m.WriteReviewPage) },
  {
    // The account area of docs/behaviour.md §2.3: the sidebar around each page.
    element: <AccountLayout />,
    children: [
      { path: 'registration/dashboard', lazy: page(() => import('./account/profile-page'), (m) => m.ProfilePage) },
      { path: 'registration/account-settings/:id', lazy: page(() => import('./account/account-settings-page'), (m) => m.AccountSettingsPage) },
      { path: 'registration/addresses', lazy: page(() => import('./account/account-settings-page'), (m) => m.AddressesPage) },
      { path: 'registration/AccountSecurity', lazy: page(() => import('./account/account-settings-page'), (m) => m.SecurityPage) },
      { path: 'registration/coupons-offers', lazy: page(() => import('./account/account-lists'), (m) => m.CouponsPage) },
      { path: 'registration/creditBalance', lazy: page(() => import('./account/account-lists'), (m) => m.CreditBalancePage) },
      { path: 'registration/saved-documents', lazy: page(() => import('./account/documents-page'), (m) => m.DocumentsPage) },
      { path: 'registration/browsing-history', lazy: page(() => import('./history/browsing-history-page'), (m) => m.BrowsingHistoryPage) },
      { path: 'registration/reviews', lazy: page(() => import('./reviews/my-reviews-page'), (m) => m.MyReviewsPage) },
      { path: 'registration/wishlist', lazy: page(() => import('./account/account-lists'), (m) => m.WishlistPage) },
      { path: 'payment-invoices', lazy: page(() => import('./account/account-lists'), (m) => m.InvoicesPage) },
      { path: 'support', lazy: page(() => import('./account/account-lists'), (m) => m.SupportPage) },
      { path: 'support-center', lazy: page(() => import('./account/account-lists'), (m) => m.SupportPage) },
    ],
  },
];

export const commerceRoutes: RouteObject[] = [
  { path: 'login', lazy: page(() => import('./auth/login-page'), (m) => m.LoginPage) },
  { path: 'loginOrder', lazy: page(() => import('./auth/login-page'), (m) => m.LoginPage) },
  { path: 'login-source', lazy: page(() => import('./auth/login-page'), (m) => m.LoginPage) },
  { path: 'sign-up', lazy: page(() => import('./auth/sign-up-page'), (m) => m.SignUpPage) },
  { path: 'forgot-password', lazy: page(() => import('./auth/forgot-password-page'), (m) => m.ForgotPasswordPage) },
  { path: 'reset-password', lazy: page(() => import('./auth/reset-password-page'), (m) => m.ResetPasswordPage) },
  { path: 'checkout', lazy: page(() => import('./checkout/fresh-checkout'), (m) => m.FreshCheckout) },
  // A partner page's cart handed to the store (docs/behaviour.md §2); wins over /:category/:subcategory.
  { path: 'cart/add', lazy: page(() => import('./cart/cart-handoff-page'), (m) => m.CartHandoffPage) },
  { path: 'checkout/:id', lazy: page(() => import('./checkout/checkout-page'), (m) => m.CheckoutPage) },
  { path: 'wishlist', lazy: page(() => import('./account/public-wishlist-page'), (m) => m.PublicWishlistPage) },
  { path: 'payment/success/:id', lazy: page(() => import('./checkout/payment-pages'), (m) => m.PaymentSuccessPage) },
  { path: 'payment/decline', lazy: page(() => import('./checkout/payment-pages'), (m) => m.PaymentDeclinePage) },
  { path: 'payment/cancel', lazy: page(() => import('./checkout/payment-pages'), (m) => m.PaymentCancelPage) },
  // Public in docs/behaviour.md §2.1: each explains itself to a guest and offers sign-in.
  { path: 'sale-invoice-uae', lazy: page(() => import('./invoices/sale-invoice-page'), (m) => m.SaleInvoiceUaePage) },
  { path: 'sale-invoice-us', lazy: page(() => import('./invoices/sale-invoice-page'), (m) => m.SaleInvoiceUsPage) },
  { path: 'download-quotation', lazy: page(() => import('./quotes/download-quotations-page'), (m) => m.DownloadQuotationsPage) },
  { path: 'TrackYourOrder', lazy: page(() => import('./orders/track-order-pages'), (m) => m.TrackByNumberPage) },
  { element: <ProtectedRoute />, children: protectedRoutes },
];
