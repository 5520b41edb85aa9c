// Reviews: the storefront's /reviews page (the newest reviews across the catalogue, each with
// its product), and a signed-in customer's own reviews (/registration/reviews) and the
// write-a-review form (/review) for products of their delivered orders.
//
// A review is the customer's by product_reviews.customer_id (set when they write it), so it
// stays theirs after a rename and never becomes another customer's who shares the name.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { reviewSchema } from '@horeca/core';
import { number, object, string } from 'yup';
import type { Db } from '../db/client';
import { productReviews, products, REVIEW_PER_CUSTOMER_INDEX } from '../db/schema/catalogue';
import { orderProducts, orders } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import { HttpError, isUniqueViolation, validationFailed } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { findCustomerById } from '../accounts/customers';
import { catalogueCache } from './catalogue-cache';
import { originOf, productImages } from './product-view';

export const REVIEW_SAVED = 'Thank you! Your review has been published.';
export const REVIEW_NOT_BOUGHT = 'You can review products from your delivered orders only.';
export const REVIEW_EXISTS = 'You have already reviewed this product.';

type ReviewRow = typeof productReviews.$inferSelect;

const reviewQuery = object({
  page: number().typeError('page must be a number.').integer().min(1).max(1000).default(1),
  per_page: number().typeError('per_page must be a number.').integer().min(1).max(50).default(20),
  rating: number().typeError('rating must be a number.').integer().min(1).max(5),
  storefront: string().oneOf(['ae', 'us'], 'storefront must be ae or us.').default('ae'),
});

/** Name, page path and first image of each product, for review lists. */
async function reviewProducts(db: Db, c: Context, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, { id: number; name: string; path: string; image: string | null }>();
  const [items, cache] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, slug: products.slug, categoryId: products.categoryId, parentCategoryId: products.parentCategoryId, imageCount: products.imageCount })
      .from(products)
      .where(inArray(products.id, unique)),
    catalogueCache(db),
  ]);
  const origin = originOf(c);
  return new Map(
    items.map((product) => {
      const parent = cache.categoriesById.get(product.parentCategoryId)?.slug ?? '';
      const leaf = cache.categoriesById.get(product.categoryId)?.slug ?? '';
      const image = productImages(origin, product.id, Math.max(1, product.imageCount))[0] ?? null;
      return [product.id, { id: product.id, name: product.name, path: `/${parent}/${leaf}/${product.slug}`, image }];
    }),
  );
}

async function withProducts(db: Db, c: Context, rows: ReviewRow[]) {
  const byId = await reviewProducts(db, c, rows.map((row) => row.productId));
  return rows.flatMap((row) => {
    const product = byId.get(row.productId);
    return product ? [{ id: row.id, author: row.author, rating: row.rating, title: row.title, body: row.body, created_at: row.createdAt, product }] : [];
  });
}

/** Each product of the customer's delivered orders with the first order that brought it. */
async function deliveredProducts(db: Db, customerId: number) {
  const rows = await db
    .select({ productId: orderProducts.productId, orderNumber: sql<string>`min(${orders.number})` })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'delivered')))
    .groupBy(orderProducts.productId);
  return new Map(rows.map((row) => [row.productId, { orderNumber: row.orderNumber }]));
}

/** The customer's own reviews, newest first. */
function ownReviews(db: Db, customerId: number) {
  return db
    .select()
    .from(productReviews)
    .where(eq(productReviews.customerId, customerId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
}

/** A second review of one product: answered at the product field, where the form shows it. */
const alreadyReviewed = () => new HttpError(409, REVIEW_EXISTS, { product_id: [REVIEW_EXISTS] });

export function registerReviewRoutes(api: ApiRouter, deps: AppDeps): void {
  const { db } = deps;

  api.route({
    method: 'get',
    path: '/api/frontend/reviews',
    summary: 'Newest customer reviews with their product (the /reviews page); optional star filter',
    tags: ['catalogue'],
    query: reviewQuery,
    responses: { 200: '{ data: [{ id, author, rating, title, body, created_at, product: { id, name, path, image } }], meta }' },
    handler: async ({ c, query }) => {
      const where = query.rating === undefined ? undefined : eq(productReviews.rating, query.rating);
      const [rows, totals] = await Promise.all([
        db.select().from(productReviews).where(where).orderBy(desc(productReviews.createdAt), desc(productReviews.id)).limit(query.per_page).offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(productReviews).where(where),
      ]);
      const total = Number(totals[0]?.total ?? 0);
      return {
        data: await withProducts(db, c, rows),
        meta: { total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
      };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/account/reviews',
    summary: 'The customer’s own reviews, and the products of their delivered orders still to review',
    tags: ['account'],
    auth: 'required',
    responses: { 200: '{ data [review], to_review [{ product { id, name, path, image }, order_number }] }' },
    handler: async ({ c, customer }) => {
      const [delivered, mine] = await Promise.all([deliveredProducts(db, customer.id), ownReviews(db, customer.id)]);
      const reviewed = new Set(mine.map((row) => row.productId));
      const pending = [...delivered.keys()].filter((id) => !reviewed.has(id));
      const byId = await reviewProducts(db, c, pending);
      return {
        data: await withProducts(db, c, mine),
        to_review: pending.flatMap((id) => {
          const product = byId.get(id);
          return product ? [{ product, order_number: delivered.get(id)!.orderNumber }] : [];
        }),
      };
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/reviews',
    summary: 'Review a product of one of your delivered orders (once per product); updates its rating',
    tags: ['account'],
    auth: 'required',
    body: reviewSchema,
    responses: {
      201: '{ success, message, data review }',
      409: '{ message, errors { product_id } }: already reviewed (also when two posts race)',
      422: 'Invalid fields, or a product you have not received',
    },
    handler: async ({ c, body, customer }) => {
      const author = (await findCustomerById(db, customer.id))?.name ?? customer.name;
      const delivered = await deliveredProducts(db, customer.id);
      if (!delivered.has(body.product_id)) throw validationFailed({ product_id: [REVIEW_NOT_BOUGHT] }, REVIEW_NOT_BOUGHT);
      // No read-then-insert check: the unique index decides, so two concurrent posts of the
      // same review end as one 201 and one 409, and the rating below counts it once.
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(productReviews)
          .values({ productId: body.product_id, customerId: customer.id, author, rating: body.rating, title: body.title, body: body.body, createdAt: new Date().toISOString() })
          .returning();
        // The card's stars and count follow the new review at once.
        await tx
          .update(products)
          .set({
            avgRating: sql`round(((${products.avgRating} * ${products.reviewCount}) + ${body.rating}) / (${products.reviewCount} + 1), 1)`,
            reviewCount: sql`${products.reviewCount} + 1`,
          })
          .where(eq(products.id, body.product_id));
        return inserted!;
      }).catch((error: unknown) => {
        throw isUniqueViolation(error, REVIEW_PER_CUSTOMER_INDEX) ? alreadyReviewed() : error;
      });
      return c.json({ success: true, message: REVIEW_SAVED, data: (await withProducts(db, c, [row]))[0] }, 201);
    },
  });
}
