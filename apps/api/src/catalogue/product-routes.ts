import { tierUnitPrice, type DiscountTier } from '@horeca/core';
import { and, desc, eq } from 'drizzle-orm';
import { number, object, string } from 'yup';
import type { Db } from '../db/client';
import { productReviews, products } from '../db/schema/catalogue';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { tiersByProduct, type TierRow } from './commerce-products';
import { ancestry, catalogueCache } from './catalogue-cache';
import { breadcrumb } from './category-routes';
import { parseTaxonomy } from '../seed/tables/taxonomy';
import { originOf, productCard, sizeOptions, type ProductRecord, type Storefront } from './product-view';

/** Each subcategory's sizes from small to large, as the seed's taxonomy lists them. */
const SIZE_ORDER = new Map(parseTaxonomy().flatMap((d) => d.categories.flatMap((c) => c.leaves.map((leaf) => [leaf.name, leaf.sizes] as const))));

/** The products a product's size family is drawn from: its subcategory and brand. */
function sizeSiblings(db: Db, product: ProductRecord) {
  return db
    .select({ id: products.id, slug: products.slug, specifications: products.specifications })
    .from(products)
    .where(and(eq(products.categoryId, product.categoryId), eq(products.brandId, product.brandId), eq(products.status, 'published')));
}

const storefrontQuery = object({ storefront: string().oneOf(['ae', 'us'], 'storefront must be ae or us.').default('ae') });

/** Buy-More-Save-More tiers: the product's own, else the nearest category's (one rule with the cart's). */
export async function discountTiersFor(db: Db, product: Pick<ProductRecord, 'id' | 'categoryId' | 'parentCategoryId' | 'departmentId'>) {
  return (await tiersByProduct(db, [product])).get(product.id) ?? [];
}

/** Core's DiscountTier is the contract: this answer cannot drift from what clients read. */
export function tierView(tier: TierRow, unitPrice: number): DiscountTier {
  return {
    id: tier.id,
    min_quantity: tier.minQuantity,
    discount_percent: tier.discountPercent,
    discounted_unit_price: tierUnitPrice(unitPrice, tier.discountPercent),
  };
}

async function productDetail(deps: AppDeps, product: ProductRecord, storefront: Storefront, origin: string) {
  const cache = await catalogueCache(deps.db);
  const card = productCard(product, cache, storefront, origin);
  const [reviews, tiers, siblings] = await Promise.all([
    deps.db.select().from(productReviews).where(eq(productReviews.productId, product.id)).orderBy(desc(productReviews.createdAt)).limit(20),
    discountTiersFor(deps.db, product),
    sizeSiblings(deps.db, product),
  ]);
  const brand = cache.brandsById.get(product.brandId);
  const trail = ancestry(cache, product.categoryId);
  return {
    ...card,
    description: product.description,
    specifications: product.specifications,
    benefits: product.benefits,
    faq: product.faq,
    brand: brand ? { id: brand.id, name: brand.name, slug: brand.slug, logo: origin + brand.logo } : null,
    categories: trail.map((c) => ({ id: c.id, name: c.name, slug: c.slug, level: c.level })),
    breadcrumb: [...breadcrumb(cache, product.categoryId), { id: product.id, name: product.name, url: null }],
    reviews: reviews.map((r) => ({ id: r.id, author: r.author, rating: r.rating, title: r.title, body: r.body, created_at: r.createdAt })),
    discounts: tiers.map((t) => tierView(t, card.front_sale_price)),
    size_options: sizeOptions(product, siblings, SIZE_ORDER.get(cache.categoriesById.get(product.categoryId)?.name ?? '') ?? []),
    return_policy: '30 Days',
    status: product.status,
  };
}

export function registerProductRoutes(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/frontend/products/{id}',
    summary: 'Product detail by id: images, specifications, benefits, FAQ, reviews, discount tiers, breadcrumb',
    tags: ['catalogue'],
    params: object({ id: number().typeError('id must be a number.').integer().positive().required() }),
    query: storefrontQuery,
    responses: { 200: '{ data: ProductDetail }', 404: 'Unknown or unpublished product' },
    handler: async ({ c, params, query }) => {
      const rows = await deps.db.select().from(products).where(eq(products.id, params.id)).limit(1);
      const product = rows[0];
      if (!product || product.status !== 'published') throw notFound('Product not found.');
      return { data: await productDetail(deps, product, query.storefront as Storefront, originOf(c)) };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/products/slug/{slug}',
    summary: 'Product detail by slug (the last segment of the product URL)',
    tags: ['catalogue'],
    params: object({ slug: string().trim().max(300).required() }),
    query: storefrontQuery,
    responses: { 200: '{ data: ProductDetail }', 404: 'Unknown or unpublished product' },
    handler: async ({ c, params, query }) => {
      const rows = await deps.db.select().from(products).where(eq(products.slug, params.slug)).limit(1);
      const product = rows[0];
      if (!product || product.status !== 'published') throw notFound('Product not found.');
      return { data: await productDetail(deps, product, query.storefront as Storefront, originOf(c)) };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/discounts',
    summary: 'Buy-More-Save-More tiers of a product',
    tags: ['catalogue'],
    query: object({
      product_id: number().typeError('The product id must be a number.').integer('The product id must be a number.').positive().required('The product id field is required.'),
    }),
    responses: { 200: '{ success: true, data: [{ id, min_quantity, discount_percent, discounted_unit_price }] }', 404: 'Unknown product' },
    handler: async ({ query }) => {
      const rows = await deps.db
        .select({ id: products.id, categoryId: products.categoryId, parentCategoryId: products.parentCategoryId, departmentId: products.departmentId, priceAed: products.priceAed, salePriceAed: products.salePriceAed, status: products.status })
        .from(products)
        .where(eq(products.id, query.product_id))
        .limit(1);
      const product = rows[0];
      if (!product || product.status !== 'published') throw notFound('Product not found.');
      const tiers = await discountTiersFor(deps.db, product);
      return { success: true, data: tiers.map((t) => tierView(t, product.salePriceAed ?? product.priceAed)) };
    },
  });
}

