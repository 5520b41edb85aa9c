// The storefront's router: the route table (./routes.tsx) inside the shell's root layout.
import { createBrowserRouter, type RouteObject } from 'react-router';
// The table first: its commerce.css comes before the shell's sheets in the bundle, as it always did.
import { browsingRoutes, commerceRoutes, notFoundRoute, settingsRoute } from './routes';
import { RootLayout } from '../shell/root-layout';
import { RouteError, ShellError } from '../shell/route-error';

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
