// The route table of spec section 2. Browsing and content routes live here; the routes
// where money and personal data move come from ../commerce/routes (issue 8). Static
// segments outrank dynamic ones in React Router, so /pages/about-us wins over
// /:category/:subcategory whatever the order; the not-found route comes last.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { commerceRoutes } from '../commerce/routes';
import { RootLayout } from '../shell/root-layout';
import { RouteError } from '../shell/route-error';
import { lazyPage } from './lazy-page';

export const browsingRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../pages/home/home-page')) },
];

export const notFoundRoute: RouteObject = { path: '*', lazy: lazyPage(() => import('../pages/not-found-page')) };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [...browsingRoutes, ...commerceRoutes, notFoundRoute],
  },
];

export function createStorefrontRouter() {
  return createBrowserRouter(routes);
}
