// The view of a product, read from any answer that carries one (docs/behaviour.md §3: "id or
// product_id", "name" or "product_name", images or a single image): the one place these
// alternatives are resolved, for the widgets, the guest cart and wishlist, and the storefront.
import type { Id } from '../api/answer-types';
import type { Product } from './product-types';

export function productId(product: Product): Id {
  return (product.id ?? product.product_id) as Id;
}

export function productName(product: Product): string {
  return product.name || product.product_name || '';
}

/** The first five images the card slider shows, falling back to the single `image`. */
export function productImages(product: Product, limit = 5): string[] {
  const images = (product.images ?? []).filter((src): src is string => typeof src === 'string' && src !== '');
  if (images.length === 0 && product.image) images.push(product.image);
  return images.slice(0, limit);
}

/** Stock is not part of the card shape; listings that know it send one of these fields. */
export function isOutOfStock(product: Product): boolean {
  const stock = product as Product & { stock_status?: string; in_stock?: number | boolean };
  return stock.stock_status === 'out_of_stock' || stock.in_stock === 0 || stock.in_stock === false;
}
