import type { Storefront } from '@horeca/core/storefront';
import type { Context } from 'hono';
import { publicOrigin } from '../http/public-origin';
import type { AppEnv } from '../http/router';
import { products } from '../db/schema/catalogue';
import type { CatalogueCache } from './catalogue-cache';
import { productNameIn } from './product-names';
import { kindIdOf } from './pictures/kinds';
import { pictureSources, pictureVersion } from './pictures/urls';

/** The storefront code is core's (one declaration), re-exported for this module's readers. */
export type { Storefront };
export type ProductRecord = typeof products.$inferSelect;

/** Columns a product card needs (no long text, no jsonb): what listings select. */
export const cardColumns = {
  id: products.id,
  name: products.name,
  nameAr: products.nameAr,
  slug: products.slug,
  sku: products.sku,
  brandId: products.brandId,
  storeId: products.storeId,
  vendorId: products.vendorId,
  categoryId: products.categoryId,
  parentCategoryId: products.parentCategoryId,
  departmentId: products.departmentId,
  priceAed: products.priceAed,
  salePriceAed: products.salePriceAed,
  priceUsd: products.priceUsd,
  salePriceUsd: products.salePriceUsd,
  minimumOrderQuantity: products.minimumOrderQuantity,
  maximumOrderQuantity: products.maximumOrderQuantity,
  stock: products.stock,
  deliveryDays: products.deliveryDays,
  avgRating: products.avgRating,
  reviewCount: products.reviewCount,
  imageCount: products.imageCount,
  videoPath: products.videoPath,
  sellingUnit: products.sellingUnit,
  createdAt: products.createdAt,
};
export type CardRecord = Pick<ProductRecord, keyof typeof cardColumns>;

/** Absolute URLs, so widgets on partner pages load images from this API host (PUBLIC_ORIGIN, never Host). */
export function originOf(c: Context<AppEnv>): string {
  return publicOrigin(c);
}

/**
 * PNG, not SVG: a browser decodes a PNG off its main thread, while every SVG <img> is a small
 * document parsed on the main thread. The 600 px picture; `image_sets` lists the other sizes.
 */
export function productImages(origin: string, id: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${origin}/api/images/products/${id}/${i + 1}.png`);
}

export function absolute(origin: string, path: string | null): string | null {
  return path === null ? null : path.startsWith('/') ? origin + path : path;
}

/** The product's name in the cache's language (issue 23): Arabic where it has one, else English. */
export function productName(row: Pick<ProductRecord, 'name' | 'nameAr'>, cache: Pick<CatalogueCache, 'locale'>): string {
  return productNameIn(row, cache.locale);
}

/**
 * A product as the spec's card reads it (section 3), priced for the storefront, named in the
 * cache's language. The slug and URL are the same in both languages: only the storefront's
 * /ar/ prefix tells an Arabic page's address from the English one.
 */
export function productCard(row: CardRecord, cache: CatalogueCache, storefront: Storefront, origin: string) {
  const currency = storefront === 'us' ? 'USD' : 'AED';
  const original = storefront === 'us' ? row.priceUsd : row.priceAed;
  const sale = storefront === 'us' ? row.salePriceUsd : row.salePriceAed;
  const leaf = cache.categoriesById.get(row.categoryId);
  const parent = cache.categoriesById.get(row.parentCategoryId);
  const department = cache.categoriesById.get(row.departmentId);
  const brand = cache.brandsById.get(row.brandId);
  const images = productImages(origin, row.id, row.imageCount);
  const name = productName(row, cache);
  const imageWord = cache.locale === 'ar' ? 'صورة' : 'image';
  return {
    id: row.id,
    product_id: row.id,
    name,
    product_name: name,
    slug: row.slug,
    url: row.slug,
    sku: row.sku,
    images,
    image: images[0] ?? null,
    alt_tags: images.map((_, i) => `${name} ${imageWord} ${i + 1}`),
    image_sets: pictureSources(origin, row.id, row.imageCount, pictureVersion(kindIdOf(leaf?.name ?? ''), brand?.name ?? '', row.name)),
    video_path: absolute(origin, row.videoPath),
    avg_rating: row.avgRating,
    review_count: row.reviewCount,
    original_price: original,
    sale_price: sale ?? 0,
    front_sale_price: sale ?? original,
    price: sale ?? original,
    currency,
    currency_title: currency,
    selling_type: { attribute_value: `1/${row.sellingUnit}`, attribute_value_unit: row.sellingUnit },
    selling_unit: row.sellingUnit,
    per_unit_price: sale ?? original,
    delivery_days: row.deliveryDays,
    store_id: row.storeId,
    vendor_id: row.vendorId,
    brand_id: row.brandId,
    brand_name: brand?.name ?? '',
    quantity: row.stock,
    in_stock: row.stock > 0 ? 1 : 0,
    stock_status: row.stock > 0 ? 'in_stock' : 'out_of_stock',
    minimum_order_quantity: row.minimumOrderQuantity,
    maximum_order_quantity: row.maximumOrderQuantity,
    in_wishlist: false,
    category_id: row.categoryId,
    department_slug: department?.slug ?? '',
    parent_category_url: parent?.slug ?? '',
    category_url: leaf?.slug ?? '',
    created_at: row.createdAt,
  };
}
export type ProductCard = ReturnType<typeof productCard>;

/** The fields a product's size family is worked out from. */
export type SizeSibling = Pick<ProductRecord, 'id' | 'slug' | 'specifications'>;

export const SIZE_SPEC = 'Size / Capacity';
/** What a size family's products share beside their subcategory and brand, where the product names them. */
export const SIZE_FAMILY_SPECS = ['Type', 'Configuration'] as const;
const specValue = (row: SizeSibling, name: string) => row.specifications.find((entry) => entry.name === name)?.value ?? null;

/**
 * The sizes a product comes in (docs/behaviour.md §2.10's size options), from the catalogue itself: its
 * family is the products of its subcategory and brand with the same type and configuration
 * that differ only by size or capacity. Each other size links to the family's first
 * product (lowest id) of that size, the product's own size to itself. Sizes follow
 * `sizeOrder` (the subcategory's sizes, small to large). Fewer than two sizes: no options.
 */
export function sizeOptions(product: SizeSibling, siblings: SizeSibling[], sizeOrder: readonly string[]) {
  const own = specValue(product, SIZE_SPEC);
  if (own === null) return [];
  const sameFamily = (row: SizeSibling) => SIZE_FAMILY_SPECS.every((name) => specValue(row, name) === specValue(product, name));
  const bySize = new Map<string, SizeSibling>();
  for (const row of siblings) {
    const size = specValue(row, SIZE_SPEC);
    if (size === null || size === own || !sameFamily(row)) continue;
    const chosen = bySize.get(size);
    if (!chosen || row.id < chosen.id) bySize.set(size, row);
  }
  if (bySize.size === 0) return [];
  bySize.set(own, product);
  const rank = (size: string) => (sizeOrder.includes(size) ? sizeOrder.indexOf(size) : sizeOrder.length);
  return [...bySize.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([size, row]) => ({ size, product_id: row.id, slug: row.slug, url: row.slug, current: row.id === product.id }));
}
