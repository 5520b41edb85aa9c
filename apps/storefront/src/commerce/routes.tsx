import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page';
import './commerce.css';
import { AccountLayout } from './account/account-layout';
import { ProtectedRoute } from './session/protected-route';

/**
 * Routes where money and personal data move (issue 8). The shell's root layout renders
 * these as its children. Routes of docs/behaviour.md §2.2 sit under the protected wrapper.
 */
export const protectedRoutes: RouteObject[] = [
  // Public in docs/behaviour.md §2.1, but only a signed-in (or guest-registered) shopper has a server cart to review.
  { path: 'review-checkout', lazy: lazyPage(() => import('./checkout/review-checkout-page'), (m) => m.ReviewCheckoutPage) },
  { path: 'my-order', lazy: lazyPage(() => import('./orders/orders-page'), (m) => m.OrdersPage) },
  { path: 'registration/all-orders', lazy: lazyPage(() => import('./orders/orders-page'), (m) => m.OrdersPage) },
  { path: 'order-details/:id', lazy: lazyPage(() => import('./orders/order-details-page'), (m) => m.OrderDetailsPage) },
  { path: 'view-order/:id', lazy: lazyPage(() => import('./orders/order-details-page'), (m) => m.OrderDetailsPage) },
  { path: 'track-order/:id', lazy: lazyPage(() => import('./orders/track-order-pages'), (m) => m.TrackOwnOrderPage) },
  { path: 'search-order', lazy: lazyPage(() => import('./orders/track-order-pages'), (m) => m.TrackByNumberPage) },
  { path: 'cancel-order/:id', lazy: lazyPage(() => import('./orders/cancel-order-page'), (m) => m.CancelOrderPage) },
  { path: 'return-order/:id', lazy: lazyPage(() => import('./returns/return-order-page'), (m) => m.ReturnOrderPage) },
  { path: 'registration/return-orders/:id', lazy: lazyPage(() => import('./returns/return-order-page'), (m) => m.ReturnOrderPage) },
  { path: 'my-quotes', lazy: lazyPage(() => import('./quotes/quote-pages'), (m) => m.QuotesPage) },
  { path: 'my-quatation', lazy: lazyPage(() => import('./quotes/quote-pages'), (m) => m.QuotesPage) },
  { path: 'create-quotation', lazy: lazyPage(() => import('./quotes/quote-pages'), (m) => m.CreateQuotePage) },
  { path: 'view-quotation/:id', lazy: lazyPage(() => import('./quotes/quote-pages'), (m) => m.QuotePage) },
  { path: 'download-quotation/:id', lazy: lazyPage(() => import('./quotes/quote-pages'), (m) => m.QuotePage) },
  { path: 'update-quotation/:id', lazy: lazyPage(() => import('./quotes/update-quote-page'), (m) => m.UpdateQuotePage) },
  { path: 'review', lazy: lazyPage(() => import('./reviews/write-review-page'), (m) => m.WriteReviewPage) },
  {
    // The account area of docs/behaviour.md §2.3: the sidebar around each page.
    element: <AccountLayout />,
    children: [
      { path: 'registration/dashboard', lazy: lazyPage(() => import('./account/profile-page'), (m) => m.ProfilePage) },
      { path: 'registration/account-settings/:id', lazy: lazyPage(() => import('./account/account-settings-page'), (m) => m.AccountSettingsPage) },
      { path: 'registration/addresses', lazy: lazyPage(() => import('./account/account-settings-page'), (m) => m.AddressesPage) },
      { path: 'registration/AccountSecurity', lazy: lazyPage(() => import('./account/account-settings-page'), (m) => m.SecurityPage) },
      { path: 'registration/coupons-offers', lazy: lazyPage(() => import('./account/account-lists'), (m) => m.CouponsPage) },
      { path: 'registration/creditBalance', lazy: lazyPage(() => import('./account/account-lists'), (m) => m.CreditBalancePage) },
      { path: 'registration/saved-documents', lazy: lazyPage(() => import('./account/documents-page'), (m) => m.DocumentsPage) },
      { path: 'registration/browsing-history', lazy: lazyPage(() => import('./history/browsing-history-page'), (m) => m.BrowsingHistoryPage) },
      { path: 'registration/reviews', lazy: lazyPage(() => import('./reviews/my-reviews-page'), (m) => m.MyReviewsPage) },
      { path: 'registration/wishlist', lazy: lazyPage(() => import('./account/account-lists'), (m) => m.WishlistPage) },
      { path: 'payment-invoices', lazy: lazyPage(() => import('./account/account-lists'), (m) => m.InvoicesPage) },
      { path: 'support', lazy: lazyPage(() => import('./account/account-lists'), (m) => m.SupportPage) },
      { path: 'support-center', lazy: lazyPage(() => import('./account/account-lists'), (m) => m.SupportPage) },
    ],
  },
];

export const commerceRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('./auth/login-page'), (m) => m.LoginPage) },
  { path: 'loginOrder', lazy: lazyPage(() => import('./auth/login-page'), (m) => m.LoginPage) },
  { path: 'login-source', lazy: lazyPage(() => import('./auth/login-page'), (m) => m.LoginPage) },
  { path: 'sign-up', lazy: lazyPage(() => import('./auth/sign-up-page'), (m) => m.SignUpPage) },
  { path: 'forgot-password', lazy: lazyPage(() => import('./auth/forgot-password-page'), (m) => m.ForgotPasswordPage) },
  { path: 'reset-password', lazy: lazyPage(() => import('./auth/reset-password-page'), (m) => m.ResetPasswordPage) },
  { path: 'checkout', lazy: lazyPage(() => import('./checkout/fresh-checkout'), (m) => m.FreshCheckout) },
  // A partner page's cart handed to the store (docs/behaviour.md §2); wins over /:category/:subcategory.
  { path: 'cart/add', lazy: lazyPage(() => import('./cart/cart-handoff-page'), (m) => m.CartHandoffPage) },
  { path: 'checkout/:id', lazy: lazyPage(() => import('./checkout/checkout-page'), (m) => m.CheckoutPage) },
  { path: 'wishlist', lazy: lazyPage(() => import('./account/public-wishlist-page'), (m) => m.PublicWishlistPage) },
  { path: 'payment/success/:id', lazy: lazyPage(() => import('./checkout/payment-pages'), (m) => m.PaymentSuccessPage) },
  { path: 'payment/decline', lazy: lazyPage(() => import('./checkout/payment-pages'), (m) => m.PaymentDeclinePage) },
  { path: 'payment/cancel', lazy: lazyPage(() => import('./checkout/payment-pages'), (m) => m.PaymentCancelPage) },
  // Public in docs/behaviour.md §2.1: each explains itself to a guest and offers sign-in.
  { path: 'sale-invoice-uae', lazy: lazyPage(() => import('./invoices/sale-invoice-page'), (m) => m.SaleInvoiceUaePage) },
  { path: 'sale-invoice-us', lazy: lazyPage(() => import('./invoices/sale-invoice-page'), (m) => m.SaleInvoiceUsPage) },
  { path: 'download-quotation', lazy: lazyPage(() => import('./quotes/download-quotations-page'), (m) => m.DownloadQuotationsPage) },
  { path: 'TrackYourOrder', lazy: lazyPage(() => import('./orders/track-order-pages'), (m) => m.TrackByNumberPage) },
  { element: <ProtectedRoute />, children: protectedRoutes },
];
