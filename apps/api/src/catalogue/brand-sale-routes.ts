import { asc, eq } from 'drizzle-orm';
import { number, object, string } from 'yup';
import { products, sales } from '../db/schema/catalogue';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { catalogueCache, type BrandRecord, type CatalogueCache } from './catalogue-cache';
import { discountAtLeast, listingQuery, listProducts, onSale } from './listing';
import { originOf } from './product-view';

function brandView(brand: BrandRecord, origin: string) {
  return { id: brand.id, name: brand.name, slug: brand.slug, logo: origin + brand.logo, description: brand.description, country: brand.country, is_featured: brand.isFeatured, product_count: brand.productCount };
}

/** Brands are addressed by id (/brands/{id}) or slug (/brands/{slug} in the footer). */
function findBrand(cache: CatalogueCache, key: string): BrandRecord | undefined {
  return /^\d+$/.test(key) ? cache.brandsById.get(Number(key)) : cache.brandsBySlug.get(key);
}

const brandKey = object({ brand: string().trim().max(200).required() });

export function registerBrandAndSaleRoutes(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/frontend/brands',
    summary: 'All brands (A-Z), optionally by first letter or featured only',
    tags: ['catalogue'],
    query: object({
      letter: string().trim().matches(/^[A-Za-z0-9]$/, 'letter must be one letter or digit.'),
      featured: string().oneOf(['0', '1', 'true', 'false']),
    }),
    responses: { 200: '{ data: Brand[] }' },
    handler: async ({ c, query }) => {
      const cache = await catalogueCache(deps.db);
      const origin = originOf(c);
      const letter = query.letter?.toLowerCase();
      const featured = query.featured === '1' || query.featured === 'true';
      return {
        data: cache.brandList
          .filter((b) => (!letter || b.name.toLowerCase().startsWith(letter)) && (!featured || b.isFeatured))
          .map((b) => brandView(b, origin)),
      };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/brands/{brand}',
    summary: 'Brand page data by id or slug',
    tags: ['catalogue'],
    params: brandKey,
    responses: { 200: '{ data: Brand & { departments } }', 404: 'Unknown brand' },
    handler: async ({ c, params }) => {
      const cache = await catalogueCache(deps.db);
      const brand = findBrand(cache, params.brand);
      if (!brand) throw notFound('Brand not found.');
      const departments = await deps.db
        .selectDistinct({ id: products.departmentId })
        .from(products)
        .where(eq(products.brandId, brand.id));
      return {
        data: {
          ...brandView(brand, originOf(c)),
          departments: departments.flatMap((d) => {
            const category = cache.categoriesById.get(d.id);
            return category ? [{ id: category.id, name: category.name, slug: category.slug }] : [];
          }),
        },
      };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/brands/{brand}/products',
    summary: 'Products of a brand with the listing filters, sort and pagination',
    tags: ['catalogue'],
    params: brandKey,
    query: listingQuery,
    responses: { 200: '{ data: ProductCard[], meta, brand }', 404: 'Unknown brand' },
    handler: async ({ c, params, query }) => {
      const cache = await catalogueCache(deps.db);
      const brand = findBrand(cache, params.brand);
      if (!brand) throw notFound('Brand not found.');
      const listing = await listProducts(deps.db, cache, c, [eq(products.brandId, brand.id)], query, `brand:${brand.id}`);
      return { ...listing, brand: brandView(brand, originOf(c)) };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/sales',
    summary: 'Running sales',
    tags: ['catalogue'],
    responses: { 200: '{ data: Sale[] }' },
    handler: async ({ c }) => {
      const rows = await deps.db.select().from(sales).orderBy(asc(sales.id));
      const origin = originOf(c);
      return { data: rows.map((s) => ({ id: s.id, name: s.name, slug: s.slug, description: s.description, banner: origin + s.banner, department_id: s.departmentId, min_discount_percent: s.minDiscountPercent, ends_at: s.endsAt })) };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/sales/{id}/products',
    summary: 'Sale page (/shop-by-sale/{id}): discounted products with the listing filters',
    tags: ['catalogue'],
    params: object({ id: number().typeError('id must be a number.').integer().positive().required() }),
    query: listingQuery,
    responses: { 200: '{ data: ProductCard[], meta, sale }', 404: 'Unknown sale' },
    handler: async ({ c, params, query }) => {
      const rows = await deps.db.select().from(sales).where(eq(sales.id, params.id)).limit(1);
      const sale = rows[0];
      if (!sale) throw notFound('Sale not found.');
      const cache = await catalogueCache(deps.db);
      const scope = [onSale(), discountAtLeast(sale.minDiscountPercent)];
      if (sale.departmentId !== null) scope.push(eq(products.departmentId, sale.departmentId));
      const listing = await listProducts(deps.db, cache, c, scope, query, `sale:${sale.id}`);
      return { ...listing, sale: { id: sale.id, name: sale.name, slug: sale.slug, description: sale.description, banner: originOf(c) + sale.banner, min_discount_percent: sale.minDiscountPercent, ends_at: sale.endsAt } };
    },
  });
}
