import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { catalogueRouteModules } from './catalogue/index';
import { commerceRouteModules } from './commerce/index';
import { contentRouteModules } from './content/index';
import { registerSearchRoutes } from '../search/routes';

/** A route module declares its routes on the router; app.ts mounts every module listed here. */
export type RouteModule = (api: ApiRouter, deps: AppDeps) => void;

export const routeModules: RouteModule[] = [...catalogueRouteModules, ...contentRouteModules, registerSearchRoutes, ...commerceRouteModules];
