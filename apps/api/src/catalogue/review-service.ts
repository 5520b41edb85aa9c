// Reviews: the storefront's /reviews page (the newest reviews across the catalogue, each with
// its product), and a signed-in customer's own reviews (/registration/reviews) and the
// write-a-review form (/review) for products of their delivered orders.
//
// A review is the customer's by product_reviews.customer_id (set when they write it), so it
// stays theirs after a rename and never becomes another customer's who shares the name.
import { catalogueChanged } from '../cache/catalogue-changes';
import { plainOneLine } from '@horeca/core/fields';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productReviews, products, REVIEW_PER_CUSTOMER_INDEX } from '../db/schema/catalogue';
import { orderProducts, orders } from '../db/schema/commerce';
import { HttpError, isUniqueViolation, validationFailed } from '../http/errors';
import { findCustomerById } from '../accounts/customers';
import { catalogueCache } from './catalogue-cache';
import { productImages } from './product-view';

type ReviewRow = typeof productReviews.$inferSelect;

/** Name, page path and first image of each product, for review lists. */
async function reviewProducts(db: Db, origin: string, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, { id: number; name: string; path: string; image: string | null }>();
  const [items, cache] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, slug: products.slug, categoryId: products.categoryId, parentCategoryId: products.parentCategoryId, imageCount: products.imageCount })
      .from(products)
      .where(inArray(products.id, unique)),
    catalogueCache(db),
  ]);
  return new Map(
    items.map((product) => {
      const parent = cache.categoriesById.get(product.parentCategoryId)?.slug ?? '';
      const leaf = cache.categoriesById.get(product.categoryId)?.slug ?? '';
      const image = productImages(origin, product.id, Math.max(1, product.imageCount))[0] ?? null;
      return [product.id, { id: product.id, name: product.name, path: `/${parent}/${leaf}/${product.slug}`, image }];
    }),
  );
}

async function withProducts(db: Db, origin: string, rows: ReviewRow[]) {
  const byId = await reviewProducts(db, origin, rows.map((row) => row.productId));
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
const alreadyReviewed = () => new HttpError(409, 'api.alreadyReviewedProduct', { errors: { product_id: ['api.alreadyReviewedProduct'] } });

export function createReviewService(db: Db) {
  return {
    /** Newest reviews with their product (the /reviews page); optional star filter. */
    async list(page: { page: number; per_page: number; rating?: number | undefined }, origin: string) {
      const where = page.rating === undefined ? undefined : eq(productReviews.rating, page.rating);
      const [rows, totals] = await Promise.all([
        db.select().from(productReviews).where(where).orderBy(desc(productReviews.createdAt), desc(productReviews.id)).limit(page.per_page).offset((page.page - 1) * page.per_page),
        db.select({ total: count() }).from(productReviews).where(where),
      ]);
      const total = Number(totals[0]?.total ?? 0);
      return {
        data: await withProducts(db, origin, rows),
        meta: { total, page: page.page, per_page: page.per_page, last_page: Math.max(1, Math.ceil(total / page.per_page)) },
      };
    },

    /** The customer's own reviews, and the products of their delivered orders still to review. */
    async mine(customerId: number, origin: string) {
      const [delivered, mine] = await Promise.all([deliveredProducts(db, customerId), ownReviews(db, customerId)]);
      const reviewed = new Set(mine.map((row) => row.productId));
      const pending = [...delivered.keys()].filter((id) => !reviewed.has(id));
      const byId = await reviewProducts(db, origin, pending);
      return {
        data: await withProducts(db, origin, mine),
        to_review: pending.flatMap((id) => {
          const product = byId.get(id);
          return product ? [{ product, order_number: delivered.get(id)!.orderNumber }] : [];
        }),
      };
    },

    /** Reviews a product of one of the customer's delivered orders (once per product); updates its rating. */
    async create(customer: { id: number; name: string }, body: { product_id: number; rating: number; title: string; body: string }, origin: string) {
      // Shown to every visitor of the product: a name stored before the name rule (fields/text.ts)
      // is published as one plain line of at most 100 characters.
      const author = plainOneLine((await findCustomerById(db, customer.id))?.name ?? customer.name);
      const delivered = await deliveredProducts(db, customer.id);
      if (!delivered.has(body.product_id)) throw validationFailed({ product_id: ['api.reviewDeliveredOnly'] }, 'api.reviewDeliveredOnly');
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
      // ...and so do this process's kept product reads and pages (cache/catalogue-changes.ts).
      catalogueChanged(db);
      return (await withProducts(db, origin, [row]))[0];
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
