// Each page is its own chunk: a shopper landing on a product page downloads no blog code.
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load()).default });
}
