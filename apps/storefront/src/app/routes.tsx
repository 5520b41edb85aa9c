// The route table of docs/behaviour.md §2, one table: browsing and content routes, the shopper's
// settings, the routes where money and personal data move (issue 8; those of §2.2 behind the
// protected wrapper) and not-found. Static segments outrank dynamic ones in React Router, so
// /pages/about-us wins over /:category/:subcategory whatever the order; the not-found route
// comes last (app/router.tsx puts them in the shell's root layout).
import { DEPARTMENTS } from '@horeca/core/constants';
import type { RouteObject } from 'react-router';
import '../styles/commerce.css';
import { AccountLayout } from '../account/account-layout';
import { ProtectedRoute } from '../account/session/protected-route';
import { lazyPage } from './lazy-page';

export const browsingRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../catalogue/home/home-page')) },
  { path: 'seo/:id', lazy: lazyPage(() => import('../catalogue/seo-page')) },
  ...DEPARTMENTS.map((department) => ({
    path: department.slug,
    lazy: lazyPage(() => import('../catalogue/category/department-page')),
  })),
  { path: ':category/:subcategory', lazy: lazyPage(() => import('../catalogue/category/category-page')) },
  // Product page or, with a category id in navigation state or a category slug last, a
  // third-level category: the page decides from the data (docs/behaviour.md §2.1 gives both shapes).
  { path: ':first/:second/:third', lazy: lazyPage(() => import('../catalogue/product/three-segment-page')) },
  { path: 'products', lazy: lazyPage(() => import('../catalogue/products-page')) },
  { path: 'products/:slug', lazy: lazyPage(() => import('../catalogue/products-page')) },
  { path: 'all-categories', lazy: lazyPage(() => import('../catalogue/all-categories-page')) },
  { path: 'all-brands', lazy: lazyPage(() => import('../catalogue/brands/all-brands-page')) },
  { path: 'selected-brand/:id', lazy: lazyPage(() => import('../catalogue/brands/brand-page')) },
  { path: 'brands/:id', lazy: lazyPage(() => import('../catalogue/brands/brand-page')) },
  { path: 'brands/:id/:slug', lazy: lazyPage(() => import('../catalogue/brands/brand-page')) },
  { path: 'about-brand/:id', lazy: lazyPage(() => import('../catalogue/brands/about-brand-page')) },
  { path: 'brand-page-four', lazy: lazyPage(() => import('../catalogue/brands/featured-brands-page')) },
  { path: 'shop-by-sale/:id', lazy: lazyPage(() => import('../catalogue/sale-page')) },
  { path: 'search/:id', lazy: lazyPage(() => import('../search/search-page')) },
  { path: 'pages/contact-us', lazy: lazyPage(() => import('../content/contact-page')) },
  { path: 'pages/:id', lazy: lazyPage(() => import('../content/info-page')) },
  { path: 'terms-condition', lazy: lazyPage(() => import('../content/info-page')) },
  { path: 'faq', lazy: lazyPage(() => import('../content/faq-page')) },
  { path: 'sell-on-horeca', lazy: lazyPage(() => import('../content/sell-page')) },
  { path: 'blog', lazy: lazyPage(() => import('../content/blog/blog-page')) },
  { path: 'blog/category/:id', lazy: lazyPage(() => import('../content/blog/blog-page')) },
  { path: 'blog/:id', lazy: lazyPage(() => import('../content/blog/blog-post-page')) },
  { path: 'price-match', lazy: lazyPage(() => import('../content/price-match/price-match-page')) },
  { path: 'maintenance', lazy: lazyPage(() => import('../content/maintenance/maintenance-page')) },
  { path: 'customized-quatation', lazy: lazyPage(() => import('../content/custom-quote-page')) },
  { path: 'reviews', lazy: lazyPage(() => import('../catalogue/reviews-page')) },
  { path: 'sitemap', lazy: lazyPage(() => import('../content/sitemap-page')) },
];

/** The shopper's own choices live in this browser: the server has nothing to draw for them. */
export const settingsRoute: RouteObject = { path: 'settings', lazy: lazyPage(() => import('../account/settings/settings-page')) };

export const notFoundRoute: RouteObject = { path: '*', lazy: lazyPage(() => import('../shell/not-found-page')) };

/**
 * Routes where money and personal data move (issue 8). The shell's root layout renders
 * these as its children. Routes of docs/behaviour.md §2.2 sit under the protected wrapper.
 */
export const protectedRoutes: RouteObject[] = [
  // Public in docs/behaviour.md §2.1, but only a signed-in (or guest-registered) shopper has a server cart to review.
  { path: 'review-checkout', lazy: lazyPage(() => import('../checkout/review-checkout-page'), (m) => m.ReviewCheckoutPage) },
  { path: 'my-order', lazy: lazyPage(() => import('../orders/orders-page'), (m) => m.OrdersPage) },
  { path: 'registration/all-orders', lazy: lazyPage(() => import('../orders/orders-page'), (m) => m.OrdersPage) },
  { path: 'order-details/:id', lazy: lazyPage(() => import('../orders/order-details-page'), (m) => m.OrderDetailsPage) },
  { path: 'view-order/:id', lazy: lazyPage(() => import('../orders/order-details-page'), (m) => m.OrderDetailsPage) },
  { path: 'track-order/:id', lazy: lazyPage(() => import('../orders/track-order-pages'), (m) => m.TrackOwnOrderPage) },
  { path: 'search-order', lazy: lazyPage(() => import('../orders/track-order-pages'), (m) => m.TrackByNumberPage) },
  { path: 'cancel-order/:id', lazy: lazyPage(() => import('../orders/cancel-order-page'), (m) => m.CancelOrderPage) },
  { path: 'return-order/:id', lazy: lazyPage(() => import('../orders/returns/return-order-page'), (m) => m.ReturnOrderPage) },
  { path: 'registration/return-orders/:id', lazy: lazyPage(() => import('../orders/returns/return-order-page'), (m) => m.ReturnOrderPage) },
  { path: 'my-quotes', lazy: lazyPage(() => import('../account/quotes/quote-pages'), (m) => m.QuotesPage) },
  { path: 'my-quatation', lazy: lazyPage(() => import('../account/quotes/quote-pages'), (m) => m.QuotesPage) },
  { path: 'create-quotation', lazy: lazyPage(() => import('../account/quotes/quote-pages'), (m) => m.CreateQuotePage) },
  { path: 'view-quotation/:id', lazy: lazyPage(() => import('../account/quotes/quote-pages'), (m) => m.QuotePage) },
  { path: 'download-quotation/:id', lazy: lazyPage(() => import('../account/quotes/quote-pages'), (m) => m.QuotePage) },
  { path: 'update-quotation/:id', lazy: lazyPage(() => import('../account/quotes/update-quote-page'), (m) => m.UpdateQuotePage) },
  { path: 'review', lazy: lazyPage(() => import('../account/reviews/write-review-page'), (m) => m.WriteReviewPage) },
  {
    // The account area of docs/behaviour.md §2.3: the sidebar around each page.
    element: <AccountLayout />,
    children: [
      { path: 'registration/dashboard', lazy: lazyPage(() => import('../account/profile-page'), (m) => m.ProfilePage) },
      { path: 'registration/account-settings/:id', lazy: lazyPage(() => import('../account/account-settings-page'), (m) => m.AccountSettingsPage) },
      { path: 'registration/addresses', lazy: lazyPage(() => import('../account/account-settings-page'), (m) => m.AddressesPage) },
      { path: 'registration/AccountSecurity', lazy: lazyPage(() => import('../account/account-settings-page'), (m) => m.SecurityPage) },
      { path: 'registration/coupons-offers', lazy: lazyPage(() => import('../account/account-lists'), (m) => m.CouponsPage) },
      { path: 'registration/creditBalance', lazy: lazyPage(() => import('../account/account-lists'), (m) => m.CreditBalancePage) },
      { path: 'registration/saved-documents', lazy: lazyPage(() => import('../account/documents-page'), (m) => m.DocumentsPage) },
      { path: 'registration/browsing-history', lazy: lazyPage(() => import('../account/history/browsing-history-page'), (m) => m.BrowsingHistoryPage) },
      { path: 'registration/reviews', lazy: lazyPage(() => import('../account/reviews/my-reviews-page'), (m) => m.MyReviewsPage) },
      { path: 'registration/wishlist', lazy: lazyPage(() => import('../account/account-lists'), (m) => m.WishlistPage) },
      { path: 'payment-invoices', lazy: lazyPage(() => import('../account/account-lists'), (m) => m.InvoicesPage) },
      { path: 'support', lazy: lazyPage(() => import('../account/account-lists'), (m) => m.SupportPage) },
      { path: 'support-center', lazy: lazyPage(() => import('../account/account-lists'), (m) => m.SupportPage) },
    ],
  },
];

export const commerceRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('../account/auth/login-page'), (m) => m.LoginPage) },
  { path: 'loginOrder', lazy: lazyPage(() => import('../account/auth/login-page'), (m) => m.LoginPage) },
  { path: 'login-source', lazy: lazyPage(() => import('../account/auth/login-page'), (m) => m.LoginPage) },
  { path: 'sign-up', lazy: lazyPage(() => import('../account/auth/sign-up-page'), (m) => m.SignUpPage) },
  { path: 'forgot-password', lazy: lazyPage(() => import('../account/auth/forgot-password-page'), (m) => m.ForgotPasswordPage) },
  { path: 'reset-password', lazy: lazyPage(() => import('../account/auth/reset-password-page'), (m) => m.ResetPasswordPage) },
  { path: 'checkout', lazy: lazyPage(() => import('../checkout/fresh-checkout'), (m) => m.FreshCheckout) },
  // A partner page's cart handed to the store (docs/behaviour.md §2); wins over /:category/:subcategory.
  { path: 'cart/add', lazy: lazyPage(() => import('../cart/cart-handoff-page'), (m) => m.CartHandoffPage) },
  { path: 'checkout/:id', lazy: lazyPage(() => import('../checkout/checkout-page'), (m) => m.CheckoutPage) },
  { path: 'wishlist', lazy: lazyPage(() => import('../account/public-wishlist-page'), (m) => m.PublicWishlistPage) },
  { path: 'payment/success/:id', lazy: lazyPage(() => import('../checkout/payment-pages'), (m) => m.PaymentSuccessPage) },
  { path: 'payment/decline', lazy: lazyPage(() => import('../checkout/payment-pages'), (m) => m.PaymentDeclinePage) },
  { path: 'payment/cancel', lazy: lazyPage(() => import('../checkout/payment-pages'), (m) => m.PaymentCancelPage) },
  // Public in docs/behaviour.md §2.1: each explains itself to a guest and offers sign-in.
  { path: 'sale-invoice-uae', lazy: lazyPage(() => import('../account/invoices/sale-invoice-page'), (m) => m.SaleInvoiceUaePage) },
  { path: 'sale-invoice-us', lazy: lazyPage(() => import('../account/invoices/sale-invoice-page'), (m) => m.SaleInvoiceUsPage) },
  { path: 'download-quotation', lazy: lazyPage(() => import('../account/quotes/download-quotations-page'), (m) => m.DownloadQuotationsPage) },
  { path: 'TrackYourOrder', lazy: lazyPage(() => import('../orders/track-order-pages'), (m) => m.TrackByNumberPage) },
  { element: <ProtectedRoute />, children: protectedRoutes },
];
