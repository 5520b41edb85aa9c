// The pages the benchmarks and the scale proof measure: home, product 1's page and its
// category's page, as the storefront links them.
import { type ProductDetail } from '@horeca/core/api';
import { productPath } from '@horeca/core/routing';

export type MeasuredPages = Record<'home' | 'category' | 'product', string>;

/** `product`'s page, its deepest category's page (the breadcrumb's last link) and home. */
export function pagesOf(product: ProductDetail): MeasuredPages {
  const category = product.breadcrumb.filter((crumb) => crumb.url && crumb.url !== '/').at(-1)?.url ?? `/${product.category_url}`;
  return { home: '/', category, product: productPath(product) };
}

/** The measured pages of the server at `base`, from its product 1. */
export async function measuredPages(base: string): Promise<MeasuredPages> {
  return pagesOf(((await (await fetch(`${base}/api/frontend/products/1`)).json()) as { data: ProductDetail }).data);
}
