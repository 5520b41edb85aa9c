// Each page is its own chunk: a shopper landing on a product page downloads no blog code.
// A page module's default export is its component; an exported `handle` (e.g. to hide the
// top strip) goes to the route too.
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

interface PageModule {
  default: ComponentType;
  handle?: unknown;
}

export function lazyPage(load: () => Promise<PageModule>): LazyRouteFunction<RouteObject> {
  return async () => {
    const page = await load();
    return page.handle === undefined ? { Component: page.default } : { Component: page.default, handle: page.handle };
  };
}
