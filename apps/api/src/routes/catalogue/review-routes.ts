// The storefront's /reviews page: the newest customer reviews across the catalogue, each
// with the product it is about (name, image and its page path), paginated.
import { count, desc, eq, inArray } from 'drizzle-orm';
import { number, object, string } from 'yup';
import { productReviews, products } from '../../db/schema/catalogue';
import type { AppDeps } from '../../deps';
import type { ApiRouter } from '../../http/router';
import { catalogueCache } from './catalogue-cache';
import { originOf, productImages } from './product-view';

const reviewQuery = object({
  page: number().typeError('page must be a number.').integer().min(1).max(1000).default(1),
  per_page: number().typeError('per_page must be a number.').integer().min(1).max(50).default(20),
  rating: number().typeError('rating must be a number.').integer().min(1).max(5),
  storefront: string().oneOf(['ae', 'us'], 'storefront must be ae or us.').default('ae'),
});

export function registerReviewRoutes(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/frontend/reviews',
    summary: 'Newest customer reviews with their product (the /reviews page); optional star filter',
    tags: ['catalogue'],
    query: reviewQuery,
    responses: { 200: '{ data: [{ id, author, rating, title, body, created_at, product: { id, name, path, image } }], meta }' },
    handler: async ({ c, query }) => {
      const where = query.rating === undefined ? undefined : eq(productReviews.rating, query.rating);
      const [rows, totals, cache] = await Promise.all([
        deps.db.select().from(productReviews).where(where).orderBy(desc(productReviews.createdAt), desc(productReviews.id)).limit(query.per_page).offset((query.page - 1) * query.per_page),
        deps.db.select({ total: count() }).from(productReviews).where(where),
        catalogueCache(deps.db),
      ]);
      const ids = [...new Set(rows.map((row) => row.productId))];
      const items = ids.length === 0
        ? []
        : await deps.db
            .select({ id: products.id, name: products.name, slug: products.slug, categoryId: products.categoryId, parentCategoryId: products.parentCategoryId, imageCount: products.imageCount })
            .from(products)
            .where(inArray(products.id, ids));
      const byId = new Map(items.map((item) => [item.id, item]));
      const origin = originOf(c);
      const total = Number(totals[0]?.total ?? 0);
      return {
        data: rows.flatMap((row) => {
          const product = byId.get(row.productId);
          if (!product) return [];
          const parent = cache.categoriesById.get(product.parentCategoryId)?.slug ?? '';
          const leaf = cache.categoriesById.get(product.categoryId)?.slug ?? '';
          return [{
            id: row.id, author: row.author, rating: row.rating, title: row.title, body: row.body, created_at: row.createdAt,
            product: { id: product.id, name: product.name, path: `/${parent}/${leaf}/${product.slug}`, image: productImages(origin, product.id, Math.max(1, product.imageCount))[0] ?? null },
          }];
        }),
        meta: { total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
      };
    },
  });
}
