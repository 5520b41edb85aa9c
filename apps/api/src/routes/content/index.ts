import type { RouteModule } from '../index';
import { registerContentTestRoutes } from './content-test-routes';
import { registerGeoRoutes } from './geo-routes';
import { registerHomeRoutes } from './home-routes';
import { registerInfoRoutes } from './info-routes';
import { registerSitemapXmlRoutes } from './sitemap-xml-routes';

export const contentRouteModules: RouteModule[] = [registerHomeRoutes, registerGeoRoutes, registerInfoRoutes, registerSitemapXmlRoutes, registerContentTestRoutes];
