// Categories: the tree, the home page's picks, one category and its product listing.
import type { DataResponse } from '../answer-types';
import type { CategoryDetail, CategoryListing, HomeCategory } from '../../answers/catalogue';
import type { CategoryNode } from '../../product/product-types';
import type { RequestFn } from '../http';
import { listingQuery, type ListingParams } from './listing';
import { segment } from './paths';
import { verbs } from './verbs';

export type { BreadcrumbStep as BreadcrumbItem, CategoryDetail, CategoryListing, HomeCategory } from '../../answers/catalogue';

export function categoryEndpoints(request: RequestFn) {
  const { get } = verbs(request);
  return {
    getCategoriesWithChildren: () => get<DataResponse<CategoryNode[]>>('/frontend/categories-with-children'),
    getHomeCategories: () => get<DataResponse<HomeCategory[]>>('/frontend/home-categories'),
    getCategory: (slug: string) => get<DataResponse<CategoryDetail>>(`/frontend/categories/${segment(slug)}`),
    listCategoryProducts: (slug: string, params?: ListingParams) =>
      get<CategoryListing>(`/frontend/categories/${segment(slug)}/products`, listingQuery(params)),
  };
}
