// schema.org Product data for search engines' rich results (issue 31): name, images, sku, brand,
// gtin or mpn when the catalogue knows them, the offer in the storefront's currency with its
// price and availability, and the rating only when there are real reviews. The same product's
// link preview (OpenGraph, lib/page-preview.ts) shows the same price.
import { type ProductDetail } from '@horeca/core/api';
import { LINK_PREVIEW } from '@horeca/core/constants';
import { displayPrice } from '@horeca/core/product';
import { STOREFRONTS, type Storefront } from '@horeca/core/storefront';
import type { PagePreview } from '../../lib/page-preview';

/** Identifiers the catalogue may carry for a product (none of the seeded ones do). */
type GlobalIds = Partial<Record<'gtin' | 'mpn', string | null>>;

/** The price the page shows, as schema.org and OpenGraph want it: "1234.50" and the storefront's currency. */
export function offeredPrice(product: ProductDetail, storefront: Storefront): { amount: string; currency: string } {
  return { amount: (displayPrice(product).current ?? 0).toFixed(2), currency: STOREFRONTS[storefront].currency };
}

export function productJsonLd(product: ProductDetail, storefront: Storefront, url: string) {
  const price = offeredPrice(product, storefront);
  const { gtin, mpn } = product as ProductDetail & GlobalIds;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.images,
    description: product.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim(),
    sku: product.sku,
    ...(gtin ? { gtin } : {}),
    ...(mpn ? { mpn } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: price.currency,
      price: price.amount,
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.review_count > 0 && product.avg_rating > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.avg_rating, reviewCount: product.review_count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/**
 * The product's link preview: its price, and its first picture at the preview's size when it is
 * one of the API's (share.png, at the preview's size), else the picture itself.
 */
export function productPreview(product: ProductDetail, storefront: Storefront): PagePreview {
  const first = product.images[0];
  const generated = first ? /^(.*\/api\/images\/products\/\d+\/)\d\.png$/.exec(first) : null;
  const image = generated ? { url: `${generated[1]}share.png`, ...LINK_PREVIEW } : first ? { url: first } : undefined;
  return { type: 'product', price: offeredPrice(product, storefront), ...(image ? { image } : {}) };
}

/** `<` is escaped so no product text can close the script element. */
export function ProductJsonLd({ product, storefront, url }: { product: ProductDetail; storefront: Storefront; url: string }) {
  const json = JSON.stringify(productJsonLd(product, storefront, url)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
