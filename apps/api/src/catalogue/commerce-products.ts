// The product facts commerce needs (purchasability, limits, server-side prices, card data),
// read from the catalogue tables. Prices always come from here, never from the client.
import type { Locale } from '@horeca/core/locale';
import type { Storefront } from '@horeca/core/storefront';
import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { priceTieredLine, type PriceTier, type TieredLine } from '@horeca/core/product';
import type { Db } from '../db/client';
import { categories, discountTiers, products } from '../db/schema/catalogue';
import { validationFailed, type FieldErrors } from '../http/errors';
import { absoluteUrls, productImageUrls } from './product-images';
import { productNameIn } from './product-names';
import { type KeyedMessage, said } from '../words/message-keys';

/** The storefront code is core's (one declaration), re-exported for this module's readers. */
export type { Storefront };

export interface CommerceProduct {
  id: number;
  name: string;
  /** The Arabic name (issue 23), null where the product has none: answers pick with productNameIn. */
  nameAr: string | null;
  sku: string;
  slug: string;
  status: string;
  stock: number;
  minimumOrderQuantity: number;
  maximumOrderQuantity: number;
  priceAed: number;
  salePriceAed: number | null;
  priceUsd: number;
  salePriceUsd: number | null;
  imageCount: number;
  videoPath: string | null;
  deliveryDays: number | null;
  storeId: number;
  vendorId: number;
  sellingUnit: string;
  categorySlug: string | null;
  parentCategorySlug: string | null;
  /** Where Buy-More-Save-More tiers may come from when the product has none of its own. */
  categoryId: number;
  parentCategoryId: number;
  departmentId: number;
}

const category = alias(categories, 'category');
const parentCategory = alias(categories, 'parent_category');

export async function loadProducts(db: Db, ids: readonly number[]): Promise<Map<number, CommerceProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameAr: products.nameAr,
      sku: products.sku,
      slug: products.slug,
      status: products.status,
      stock: products.stock,
      minimumOrderQuantity: products.minimumOrderQuantity,
      maximumOrderQuantity: products.maximumOrderQuantity,
      priceAed: products.priceAed,
      salePriceAed: products.salePriceAed,
      priceUsd: products.priceUsd,
      salePriceUsd: products.salePriceUsd,
      imageCount: products.imageCount,
      videoPath: products.videoPath,
      deliveryDays: products.deliveryDays,
      storeId: products.storeId,
      vendorId: products.vendorId,
      sellingUnit: products.sellingUnit,
      categorySlug: category.slug,
      parentCategorySlug: parentCategory.slug,
      categoryId: products.categoryId,
      parentCategoryId: products.parentCategoryId,
      departmentId: products.departmentId,
    })
    .from(products)
    .leftJoin(category, eq(category.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, products.parentCategoryId))
    .where(inArray(products.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Published products only; anything else is refused at the field that named it. */
export async function loadPurchasable(db: Db, ids: readonly number[], field: (index: number) => string) {
  const found = await loadProducts(db, ids);
  const errors: FieldErrors = {};
  ids.forEach((id, index) => {
    const product = found.get(id);
    if (!product || product.status !== 'published') errors[field(index)] = ['api.productNotAvailable'];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return found;
}

/** Whole quantity within the product's own limits (and never above the cart's 100). */
export function quantityLimits(product: CommerceProduct): { min: number; max: number } {
  const max = Math.min(product.maximumOrderQuantity, 100);
  return { min: Math.min(product.minimumOrderQuantity, max), max };
}

export function quantityMessage(product: CommerceProduct): KeyedMessage {
  const { min, max } = quantityLimits(product);
  return said('api.quantityRange', { min, max });
}

export function unitPrice(product: CommerceProduct, storefront: Storefront): { original: number; sale: number | null; price: number } {
  const original = storefront === 'us' ? product.priceUsd : product.priceAed;
  const rawSale = storefront === 'us' ? product.salePriceUsd : product.salePriceAed;
  // A sale counts only when it is set, non-zero and below the original (docs/behaviour.md §5).
  const sale = rawSale !== null && rawSale > 0 && rawSale < original ? rawSale : null;
  return { original, sale, price: sale ?? original };
}

export const CURRENCY: Record<Storefront, string> = { ae: 'AED', us: 'USD' };

export type TierRow = typeof discountTiers.$inferSelect;
type TierScope = Pick<CommerceProduct, 'id' | 'categoryId' | 'parentCategoryId' | 'departmentId'>;

/**
 * Buy-More-Save-More tiers of each product, in one query: the product's own, else the nearest
 * category's (leaf, then parent, then department), by ascending minimum quantity.
 */
export async function tiersByProduct(db: Db, items: readonly TierScope[]): Promise<Map<number, TierRow[]>> {
  if (items.length === 0) return new Map();
  const scopes = [...new Set(items.flatMap((item) => [item.categoryId, item.parentCategoryId, item.departmentId]))];
  const rows = await db
    .select()
    .from(discountTiers)
    .where(or(inArray(discountTiers.productId, items.map((item) => item.id)), inArray(discountTiers.categoryId, scopes)))
    .orderBy(asc(discountTiers.minQuantity), asc(discountTiers.id));
  return new Map(items.map((item) => [item.id, tiersOf(item, rows)]));
}

/** `item`'s tiers among `rows` (its own and its categories', by ascending minimum quantity): its own, else the nearest category's. */
export function tiersOf(item: TierScope, rows: readonly TierRow[]): TierRow[] {
  const own = rows.filter((row) => row.productId === item.id);
  if (own.length > 0) return own;
  for (const scope of [item.categoryId, item.parentCategoryId, item.departmentId]) {
    const tiers = rows.filter((row) => row.productId === null && row.categoryId === scope);
    if (tiers.length > 0) return tiers;
  }
  return [];
}

export const asPriceTier = (row: TierRow): PriceTier => ({ min_quantity: row.minQuantity, discount_percent: row.discountPercent });

export type PricedLine = TieredLine & { product: CommerceProduct; quantity: number };

/** Each line at its server price with the tier its quantity reaches (core's rule): the cart and the order both price this way. */
export async function priceLines(db: Db, storefront: Storefront, items: readonly { product: CommerceProduct; quantity: number }[]): Promise<PricedLine[]> {
  const tiers = await tiersByProduct(db, items.map((item) => item.product));
  return items.map(({ product, quantity }) => ({
    product,
    quantity,
    ...priceTieredLine(unitPrice(product, storefront).price, quantity, (tiers.get(product.id) ?? []).map(asPriceTier)),
  }));
}

/** The product as a card or cart line reads it (field names of docs/behaviour.md §3), named in `locale`. */
export function productCardFields(product: CommerceProduct, storefront: Storefront = 'ae', origin = '', locale: Locale = 'en') {
  const images = absoluteUrls(origin, productImageUrls(product.id, product.imageCount));
  const { original, sale, price } = unitPrice(product, storefront);
  return {
    id: product.id,
    product_id: product.id,
    name: productNameIn(product, locale),
    sku: product.sku,
    url: product.slug,
    image: images[0] ?? null,
    images,
    video_path: product.videoPath && product.videoPath.startsWith('/') ? origin + product.videoPath : product.videoPath,
    original_price: original,
    sale_price: sale ?? 0,
    front_sale_price: price,
    price,
    currency: CURRENCY[storefront],
    currency_title: CURRENCY[storefront],
    delivery_days: product.deliveryDays,
    store_id: product.storeId,
    vendor_id: product.vendorId,
    selling_unit: product.sellingUnit,
    minimum_order_quantity: product.minimumOrderQuantity,
    maximum_order_quantity: product.maximumOrderQuantity,
    in_stock: product.stock > 0,
    category_url: product.categorySlug,
    parent_category_url: product.parentCategorySlug,
  };
}
