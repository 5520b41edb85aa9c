// schema.org Product data for search engines: name, images, sku, brand, offer in the
// storefront's currency with availability, and the rating when there are reviews.
import { STOREFRONTS, displayPrice, type ProductDetail, type Storefront } from '@horeca/core';

export function productJsonLd(product: ProductDetail, storefront: Storefront, url: string) {
  const price = displayPrice(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.images,
    description: product.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim(),
    sku: product.sku,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: STOREFRONTS[storefront].currency,
      price: (price.current ?? 0).toFixed(2),
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.review_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.avg_rating, reviewCount: product.review_count } }
      : {}),
  };
}

/** `<` is escaped so no product text can close the script element. */
export function ProductJsonLd({ product, storefront, url }: { product: ProductDetail; storefront: Storefront; url: string }) {
  const json = JSON.stringify(productJsonLd(product, storefront, url)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
