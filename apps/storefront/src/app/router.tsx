// The route table of docs/behaviour.md §2. Browsing and content routes live here; the routes
// where money and personal data move come from ../commerce/routes (issue 8). Static
// segments outrank dynamic ones in React Router, so /pages/about-us wins over
// /:category/:subcategory whatever the order; the not-found route comes last.
import { DEPARTMENTS } from '@horeca/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { commerceRoutes } from '../commerce/routes';
import { RootLayout } from '../shell/root-layout';
import { RouteError, ShellError } from '../shell/route-error';
import { lazyPage } from './lazy-page';

export const browsingRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../pages/home/home-page')) },
  { path: 'seo/:id', lazy: lazyPage(() => import('../pages/seo-page')) },
  ...DEPARTMENTS.map((department) => ({
    path: department.slug,
    lazy: lazyPage(() => import('../pages/category/department-page')),
  })),
  { path: ':category/:subcategory', lazy: lazyPage(() => import('../pages/category/category-page')) },
  // Product page or, with a category id in navigation state or a category slug last, a
  // third-level category: the page decides from the data (docs/behaviour.md §2.1 gives both shapes).
  { path: ':first/:second/:third', lazy: lazyPage(() => import('../pages/product/three-segment-page')) },
  { path: 'products', lazy: lazyPage(() => import('../pages/products-page')) },
  { path: 'products/:slug', lazy: lazyPage(() => import('../pages/products-page')) },
  { path: 'all-categories', lazy: lazyPage(() => import('../pages/all-categories-page')) },
  { path: 'all-brands', lazy: lazyPage(() => import('../pages/brands/all-brands-page')) },
  { path: 'selected-brand/:id', lazy: lazyPage(() => import('../pages/brands/brand-page')) },
  { path: 'brands/:id', lazy: lazyPage(() => import('../pages/brands/brand-page')) },
  { path: 'brands/:id/:slug', lazy: lazyPage(() => import('../pages/brands/brand-page')) },
  { path: 'about-brand/:id', lazy: lazyPage(() => import('../pages/brands/about-brand-page')) },
  { path: 'brand-page-four', lazy: lazyPage(() => import('../pages/brands/featured-brands-page')) },
  { path: 'shop-by-sale/:id', lazy: lazyPage(() => import('../pages/sale-page')) },
  { path: 'search/:id', lazy: lazyPage(() => import('../pages/search-page')) },
  { path: 'pages/contact-us', lazy: lazyPage(() => import('../pages/content/contact-page')) },
  { path: 'pages/:id', lazy: lazyPage(() => import('../pages/content/info-page')) },
  { path: 'terms-condition', lazy: lazyPage(() => import('../pages/content/info-page')) },
  { path: 'faq', lazy: lazyPage(() => import('../pages/content/faq-page')) },
  { path: 'sell-on-horeca', lazy: lazyPage(() => import('../pages/content/sell-page')) },
  { path: 'blog', lazy: lazyPage(() => import('../pages/blog/blog-page')) },
  { path: 'blog/category/:id', lazy: lazyPage(() => import('../pages/blog/blog-page')) },
  { path: 'blog/:id', lazy: lazyPage(() => import('../pages/blog/blog-post-page')) },
  { path: 'price-match', lazy: lazyPage(() => import('../pages/price-match/price-match-page')) },
  { path: 'maintenance', lazy: lazyPage(() => import('../pages/maintenance/maintenance-page')) },
  { path: 'customized-quatation', lazy: lazyPage(() => import('../pages/content/custom-quote-page')) },
  { path: 'reviews', lazy: lazyPage(() => import('../pages/reviews-page')) },
  { path: 'sitemap', lazy: lazyPage(() => import('../pages/sitemap-page')) },
];

/** The shopper's own choices live in this browser: the server has nothing to draw for them. */
export const settingsRoute: RouteObject = { path: 'settings', lazy: lazyPage(() => import('../pages/settings/settings-page')) };

export const notFoundRoute: RouteObject = { path: '*', lazy: lazyPage(() => import('../pages/not-found-page')) };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ShellError />,
    // A page that fails (its chunk did not load, it threw) shows its error inside the shell.
    children: [{ errorElement: <RouteError />, children: [...browsingRoutes, settingsRoute, ...commerceRoutes, notFoundRoute] }],
  },
];

export function createStorefrontRouter() {
  return createBrowserRouter(routes);
}
