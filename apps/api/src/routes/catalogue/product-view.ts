import type { Context } from 'hono';
import { products } from '../../db/schema/catalogue';
import type { CatalogueCache } from './catalogue-cache';

export type Storefront = 'ae' | 'us';
export type ProductRecord = typeof products.$inferSelect;

/** Columns a product card needs (no long text, no jsonb): what listings select. */
export const cardColumns = {
  id: products.id,
  name: products.name,
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

/** Absolute URLs, so widgets on partner pages load images from this API host. */
export function originOf(c: Context): string {
  return new URL(c.req.url).origin;
}

export function productImages(origin: string, id: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${origin}/api/images/products/${id}/${i + 1}.svg`);
}

export function absolute(origin: string, path: string | null): string | null {
  return path === null ? null : path.startsWith('/') ? origin + path : path;
}

/** A product as the spec's card reads it (section 3), priced for the storefront. */
export function productCard(row: CardRecord, cache: CatalogueCache, storefront: Storefront, origin: string) {
  const currency = storefront === 'us' ? 'USD' : 'AED';
  const original = storefront === 'us' ? row.priceUsd : row.priceAed;
  const sale = storefront === 'us' ? row.salePriceUsd : row.salePriceAed;
  const leaf = cache.categoriesById.get(row.categoryId);
  const parent = cache.categoriesById.get(row.parentCategoryId);
  const department = cache.categoriesById.get(row.departmentId);
  const brand = cache.brandsById.get(row.brandId);
  const images = productImages(origin, row.id, row.imageCount);
  return {
    id: row.id,
    product_id: row.id,
    name: row.name,
    product_name: row.name,
    slug: row.slug,
    url: row.slug,
    sku: row.sku,
    images,
    image: images[0] ?? null,
    alt_tags: images.map((_, i) => `${row.name} image ${i + 1}`),
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
