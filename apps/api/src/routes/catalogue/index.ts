import type { RouteModule } from '../index';
import { registerBrandAndSaleRoutes } from './brand-sale-routes';
import { registerCategoryRoutes } from './category-routes';
import { registerImageRoutes } from './image-routes';
import { registerProductRoutes } from './product-routes';
import { registerReviewRoutes } from './review-routes';

export const catalogueRouteModules: RouteModule[] = [
  registerCategoryRoutes,
  registerProductRoutes,
  registerBrandAndSaleRoutes,
  registerImageRoutes,
  registerReviewRoutes,
];
