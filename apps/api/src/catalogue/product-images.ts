// Product image URLs in the catalogue's own format. Stored (e.g. on order lines) as paths;
// answered as absolute URLs of this API host, so widgets on partner pages can load them.
import { productImages } from './product-view';

export function productImageUrls(productId: number, imageCount: number): string[] {
  return productImages('', productId, imageCount);
}

export function absoluteUrls(origin: string, paths: readonly string[]): string[] {
  return paths.map((value) => (value.startsWith('/') ? origin + value : value));
}
