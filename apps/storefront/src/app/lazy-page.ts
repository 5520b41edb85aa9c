// Each page is its own chunk: a shopper landing on a product page downloads no blog code.
// A page module's default export is its component; an exported `handle` (e.g. to hide the
// top strip) goes to the route too. A module that exports several pages names the one a route
// shows with `pick`. A chunk that cannot be fetched (or takes over 120 s) fails as core's
// ChunkLoadError, 'Loading chunk {n} failed' (docs/behaviour.md §8); the route's error page then
// offers the reload. Every lazy route of the store, the shop's and the account's alike, comes here.
import { loadChunk } from '@horeca/core/routing';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

interface PageModule {
  default: ComponentType;
  handle?: unknown;
}

export function lazyPage(load: () => Promise<PageModule>): LazyRouteFunction<RouteObject>;
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteFunction<RouteObject>;
export function lazyPage<M>(load: () => Promise<M>, pick?: (module: M) => ComponentType): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await loadChunk(null, load);
    if (pick) return { Component: pick(module) };
    const page = module as PageModule;
    return page.handle === undefined ? { Component: page.default } : { Component: page.default, handle: page.handle };
  };
}
