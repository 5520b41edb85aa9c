import { asc, eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { homeCategories, products } from '../db/schema/catalogue';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { ancestry, catalogueCache, type CatalogueCache, type CategoryRecord } from './catalogue-cache';
import { brandFacet, listingQuery, listProducts } from './listing';
import { originOf } from './product-view';

const slugParams = object({ slug: string().trim().max(200).required() });

function scopeColumn(category: CategoryRecord) {
  if (category.level === 1) return products.departmentId;
  if (category.level === 2) return products.parentCategoryId;
  return products.categoryId;
}

/** Breadcrumb items: Home, then department/category/subcategory with their storefront paths. */
export function breadcrumb(cache: CatalogueCache, categoryId: number) {
  const trail = ancestry(cache, categoryId);
  const items: { id: number | null; name: string; url: string | null }[] = [{ id: null, name: 'Home', url: '/' }];
  trail.forEach((category, i) => {
    // Department: /{department}; category: /{department}/{category}; subcategory: /{category}/{subcategory}.
    const path = i === 0 ? `/${category.slug}` : `/${trail.slice(i - 1, i + 1).map((c) => c.slug).join('/')}`;
    items.push({ id: category.id, name: category.name, url: path });
  });
  return items;
}

function withOrigin(origin: string, path: string) {
  return path.startsWith('/') ? origin + path : path;
}

export function registerCategoryRoutes(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/frontend/categories-with-children',
    summary: 'The three-level category tree (id, name, slug, children, image)',
    tags: ['catalogue'],
    responses: { 200: '{ data: CategoryNode[] }' },
    handler: async ({ c }) => {
      const cache = await catalogueCache(deps.db);
      const origin = originOf(c);
      const absoluteTree = (nodes: typeof cache.tree): typeof cache.tree =>
        nodes.map((n) => ({ ...n, image: withOrigin(origin, n.image), children: absoluteTree(n.children) }));
      c.header('Cache-Control', 'public, max-age=300');
      return { data: absoluteTree(cache.tree) };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/home-categories',
    summary: 'Category menu of the home page',
    tags: ['catalogue'],
    responses: { 200: '{ data: [{ id, category_id, title, name, slug, url, image, children }] }' },
    handler: async ({ c }) => {
      const cache = await catalogueCache(deps.db);
      const origin = originOf(c);
      const rows = await deps.db.select().from(homeCategories).orderBy(asc(homeCategories.position));
      return {
        data: rows.flatMap((row) => {
          const category = cache.categoriesById.get(row.categoryId);
          if (!category) return [];
          const department = category.parentId === null ? undefined : cache.categoriesById.get(category.parentId);
          return [{
            id: row.id,
            category_id: category.id,
            title: row.title,
            name: category.name,
            slug: category.slug,
            url: department ? `/${department.slug}/${category.slug}` : `/${category.slug}`,
            image: withOrigin(origin, row.image),
            product_count: category.productCount,
            children: (cache.childrenOf.get(category.id) ?? []).map((child) => ({ id: child.id, name: child.name, slug: child.slug, image: withOrigin(origin, child.image) })),
          }];
        }),
      };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/categories/{slug}',
    summary: 'One category (any level) with its children and breadcrumb',
    tags: ['catalogue'],
    params: slugParams,
    responses: { 200: '{ data: { id, name, slug, level, image, description, product_count, children, breadcrumb } }', 404: 'Unknown category' },
    handler: async ({ c, params }) => {
      const cache = await catalogueCache(deps.db);
      const category = cache.categoriesBySlug.get(params.slug);
      if (!category) throw notFound('Category not found.');
      const origin = originOf(c);
      return {
        data: {
          id: category.id,
          name: category.name,
          slug: category.slug,
          level: category.level,
          image: withOrigin(origin, category.image),
          description: category.description,
          product_count: category.productCount,
          children: (cache.childrenOf.get(category.id) ?? []).map((child) => ({
            id: child.id, name: child.name, slug: child.slug, image: withOrigin(origin, child.image), product_count: child.productCount,
          })),
          breadcrumb: breadcrumb(cache, category.id),
        },
      };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/categories/{slug}/products',
    summary: 'Category listing: brand, price range and in-stock filters, sort, pagination with total',
    tags: ['catalogue'],
    params: slugParams,
    query: listingQuery,
    responses: { 200: '{ data: ProductCard[], meta: { total, page, per_page, last_page, sort }, category, facets: { brands } }', 404: 'Unknown category' },
    handler: async ({ c, params, query }) => {
      const cache = await catalogueCache(deps.db);
      const category = cache.categoriesBySlug.get(params.slug);
      if (!category) throw notFound('Category not found.');
      const scope = [eq(scopeColumn(category), category.id)];
      const [listing, brands] = await Promise.all([
        listProducts(deps.db, cache, c, scope, query, `category:${category.id}`, category.id),
        brandFacet(deps.db, cache, category.id),
      ]);
      return {
        ...listing,
        category: { id: category.id, name: category.name, slug: category.slug, level: category.level, breadcrumb: breadcrumb(cache, category.id) },
        facets: { brands },
      };
    },
  });
}
