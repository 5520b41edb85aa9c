import type { RouteObject } from 'react-router';
import './commerce.css';
import { ForgotPasswordPage } from './auth/forgot-password-page';
import { LoginPage } from './auth/login-page';
import { ResetPasswordPage } from './auth/reset-password-page';
import { SignUpPage } from './auth/sign-up-page';
import { CheckoutPage } from './checkout/checkout-page';
import { PaymentCancelPage, PaymentDeclinePage, PaymentSuccessPage } from './checkout/payment-pages';
import { ReviewCheckoutPage } from './checkout/review-checkout-page';
import { CancelOrderPage } from './orders/cancel-order-page';
import { OrderDetailsPage } from './orders/order-details-page';
import { OrdersPage } from './orders/orders-page';
import { TrackByNumberPage, TrackOwnOrderPage } from './orders/track-order-pages';
import { ReturnOrderPage } from './returns/return-order-page';
import { AccountLayout } from './account/account-layout';
import { CouponsPage, CreditBalancePage, InvoicesPage, SupportPage, WishlistPage } from './account/account-lists';
import { AccountSettingsPage, AddressesPage, SecurityPage } from './account/account-settings-page';
import { DocumentsPage } from './account/documents-page';
import { ProfilePage } from './account/profile-page';
import { CreateQuotePage, QuotePage, QuotesPage } from './quotes/quote-pages';
import { PublicWishlistPage } from './account/public-wishlist-page';
import { FreshCheckout } from './checkout/fresh-checkout';
import { ProtectedRoute } from './session/protected-route';

/**
 * Routes where money and personal data move (issue 8). The shell's root layout renders
 * these as its children. Routes of spec 2.2 sit under the protected wrapper.
 */
export const protectedRoutes: RouteObject[] = [
  // Public in spec 2.1, but only a signed-in (or guest-registered) shopper has a server cart to review.
  { path: 'review-checkout', element: <ReviewCheckoutPage /> },
  { path: 'my-order', element: <OrdersPage /> },
  { path: 'registration/all-orders', element: <OrdersPage /> },
  { path: 'order-details/:id', element: <OrderDetailsPage /> },
  { path: 'view-order/:id', element: <OrderDetailsPage /> },
  { path: 'track-order/:id', element: <TrackOwnOrderPage /> },
  { path: 'search-order', element: <TrackByNumberPage /> },
  { path: 'cancel-order/:id', element: <CancelOrderPage /> },
  { path: 'return-order/:id', element: <ReturnOrderPage /> },
  { path: 'registration/return-orders/:id', element: <ReturnOrderPage /> },
  { path: 'my-quotes', element: <QuotesPage /> },
  { path: 'my-quatation', element: <QuotesPage /> },
  { path: 'create-quotation', element: <CreateQuotePage /> },
  { path: 'view-quotation/:id', element: <QuotePage /> },
  { path: 'download-quotation/:id', element: <QuotePage /> },
  {
    // The account area of spec 2.3: the sidebar around each page.
    element: <AccountLayout />,
    children: [
      { path: 'registration/dashboard', element: <ProfilePage /> },
      { path: 'registration/account-settings/:id', element: <AccountSettingsPage /> },
      { path: 'registration/addresses', element: <AddressesPage /> },
      { path: 'registration/AccountSecurity', element: <SecurityPage /> },
      { path: 'registration/coupons-offers', element: <CouponsPage /> },
      { path: 'registration/creditBalance', element: <CreditBalancePage /> },
      { path: 'registration/saved-documents', element: <DocumentsPage /> },
      { path: 'registration/wishlist', element: <WishlistPage /> },
      { path: 'payment-invoices', element: <InvoicesPage /> },
      { path: 'support', element: <SupportPage /> },
      { path: 'support-center', element: <SupportPage /> },
    ],
  },
];

export const commerceRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'loginOrder', element: <LoginPage /> },
  { path: 'login-source', element: <LoginPage /> },
  { path: 'sign-up', element: <SignUpPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'checkout', element: <FreshCheckout /> },
  { path: 'checkout/:id', element: <CheckoutPage /> },
  { path: 'wishlist', element: <PublicWishlistPage /> },
  { path: 'payment/success/:id', element: <PaymentSuccessPage /> },
  { path: 'payment/decline', element: <PaymentDeclinePage /> },
  { path: 'payment/cancel', element: <PaymentCancelPage /> },
  { path: 'TrackYourOrder', element: <TrackByNumberPage /> },
  { element: <ProtectedRoute />, children: protectedRoutes },
];
