// Categories: the tree, the home page's picks, one category and its product listing.
import type { DataResponse, Id } from '../../types/common';
import type { CategoryNode } from '../../types/product';
import type { RequestFn } from '../http';
import { listingQuery, type ListingParams, type ProductListing } from './listing';
import { segment } from './paths';
import { verbs } from './verbs';

export interface BreadcrumbItem {
  id: Id | null;
  name: string;
  url: string | null;
}

export interface CategoryDetail {
  id: Id;
  name: string;
  slug: string;
  level: 1 | 2 | 3;
  image: string;
  description: string;
  product_count: number;
  children: { id: Id; name: string; slug: string; image: string; product_count: number }[];
  breadcrumb: BreadcrumbItem[];
}

export interface CategoryListing extends ProductListing {
  category: Pick<CategoryDetail, 'id' | 'name' | 'slug' | 'level' | 'breadcrumb'>;
  facets: { brands: { id: Id; name: string; slug: string; products: number }[] };
}

/**
 * A category the home page features: a node of the tree with its tile's title, link and count;
 * its children are one level only (no grandchildren).
 */
export interface HomeCategory extends Omit<CategoryNode, 'children'> {
  children: Omit<CategoryNode, 'children'>[];
  category_id: Id;
  title: string;
  url: string;
  image: string;
  product_count: number;
}

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
