// @vitest-environment node
// What a shared product link shows and what search engines read (issue 31): the server render
// of a product page carries OpenGraph and Twitter card tags with the product's title, its
// picture at the preview's size on the page's origin, its price and the languages, and Product
// JSON-LD with what Google's product rich results require (schema.org Product, Offer,
// AggregateRating, Brand), the rating only when there are real reviews.
import type { ProductDetail } from '@horeca/core/api';
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import { productDetail } from '../catalogue/product/product-fixture';
import { productJsonLd } from '../catalogue/product/product-json-ld';

const ORIGIN = 'https://shop.example';
const PAGE = '/kitchen-equipment/deep-fryers/countertop-deep-fryer-8l';

function apiWith(product: ProductDetail): typeof fetch {
  return async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), ORIGIN);
    if (/\/frontend\/products\/(slug\/)?[^/]+$/.test(url.pathname)) return Response.json({ data: product });
    return Response.json({ message: 'Not found.' }, { status: 404 });
  };
}

async function productPage(product: ProductDetail, path = PAGE) {
  const result = await render(new Request(`${ORIGIN}${path}`, { headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' } }), apiWith(product));
  if (result.kind !== 'page') throw new Error(`not rendered: ${result.kind}`);
  const meta = (property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(result.head)?.[1];
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(result.body)?.[1] ?? 'null') as Record<string, unknown>;
  return { result, meta, ld };
}

const fryer = productDetail({
  images: [`${ORIGIN}/api/images/products/7/1.png`, `${ORIGIN}/api/images/products/7/2.png`],
  brand: { id: 4, name: 'Frymaster', slug: 'frymaster' } as ProductDetail['brand'],
});

/** What Google's product rich results require and check (developers.google.com/search/docs/appearance/structured-data/product-snippet, merchant listing). */
function richResultProblems(ld: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const offers = ld.offers as Record<string, unknown> | undefined;
  const rating = ld.aggregateRating as Record<string, unknown> | undefined;
  if (ld['@context'] !== 'https://schema.org' || ld['@type'] !== 'Product') problems.push('not a schema.org Product');
  if (typeof ld.name !== 'string' || !ld.name) problems.push('name');
  if (!offers && !rating && !ld.review) problems.push('one of offers, aggregateRating, review');
  if (!Array.isArray(ld.image) || ld.image.length === 0 || !(ld.image as string[]).every((url) => /^https?:\/\//.test(url))) problems.push('image: absolute URLs');
  if (offers) {
    if (offers['@type'] !== 'Offer') problems.push('offers @type');
    if (typeof offers.price !== 'string' || !/^\d+(\.\d+)?$/.test(offers.price) || Number(offers.price) <= 0) problems.push('offers.price');
    if (!/^[A-Z]{3}$/.test(String(offers.priceCurrency))) problems.push('offers.priceCurrency (ISO 4217)');
    if (!['https://schema.org/InStock', 'https://schema.org/OutOfStock', 'https://schema.org/PreOrder', 'https://schema.org/BackOrder'].includes(String(offers.availability))) problems.push('offers.availability');
  }
  if (rating) {
    if (!(Number(rating.ratingValue) > 0)) problems.push('aggregateRating.ratingValue');
    if (!(Number(rating.reviewCount ?? rating.ratingCount) > 0)) problems.push('aggregateRating.reviewCount');
  }
  if (ld.brand && !(ld.brand as Record<string, unknown>).name) problems.push('brand.name');
  if (ld.gtin !== undefined && !/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(String(ld.gtin))) problems.push('gtin');
  return problems;
}

describe("a product page's link preview", () => {
  it('carries the title, the picture at 1200 x 630 on the page origin, the price, the languages and a large Twitter card', async () => {
    const { meta, result } = await productPage(fryer);
    expect(result.head).toContain('<title>Countertop Deep Fryer 8L | Horeca Store</title>');
    expect(meta('og:title')).toBe('Countertop Deep Fryer 8L');
    expect(meta('og:type')).toBe('product');
    expect(meta('og:description')).toContain('Countertop Deep Fryer 8L');
    expect(meta('og:url')).toBe(`${ORIGIN}${PAGE}`);
    expect(meta('og:image')).toBe(`${ORIGIN}/api/images/products/7/share.png`);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    expect([meta('product:price:amount'), meta('product:price:currency')]).toEqual(['999.00', 'AED']);
    expect([meta('og:locale'), meta('og:locale:alternate')]).toEqual(['en_AE', 'ar_AE']);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('Countertop Deep Fryer 8L');
    expect(meta('twitter:image')).toBe(`${ORIGIN}/api/images/products/7/share.png`);
  });

  it('names Arabic on the Arabic page, with English as its alternate', async () => {
    const { meta } = await productPage(fryer, `/ar${PAGE}`);
    expect([meta('og:locale'), meta('og:locale:alternate')]).toEqual(['ar_AE', 'en_AE']);
    expect(meta('og:url')).toBe(`${ORIGIN}/ar${PAGE}`);
  });

  it('escapes catalogue text in the tags', async () => {
    const { meta, result } = await productPage({ ...fryer, name: 'Fryer "Pro" <script>alert(1)</script>' });
    expect(result.head).not.toContain('<script>alert(1)');
    expect(meta('og:title')).toBe('Fryer &quot;Pro&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe("a product page's JSON-LD", () => {
  it("has every field Google's product rich results require, with the offer, brand and real rating", async () => {
    const { ld } = await productPage(fryer);
    expect(richResultProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      name: 'Countertop Deep Fryer 8L',
      sku: 'FRY-8L',
      brand: { '@type': 'Brand', name: 'Frymaster' },
      offers: { price: '999.00', priceCurrency: 'AED', availability: 'https://schema.org/InStock', url: `${ORIGIN}${PAGE}` },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('gives no rating without reviews, says out of stock, and names gtin and mpn only when the catalogue has them', () => {
    const unrated = productJsonLd({ ...fryer, review_count: 0, avg_rating: 0, in_stock: 0 }, 'us', `${ORIGIN}${PAGE}`);
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('gtin');
    expect(unrated).not.toHaveProperty('mpn');
    expect(unrated.offers).toMatchObject({ priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' });
    expect(richResultProblems(unrated)).toEqual([]);
    const identified = productJsonLd({ ...fryer, gtin: '05012345678900', mpn: 'FM-8L' } as ProductDetail, 'ae', `${ORIGIN}${PAGE}`);
    expect(identified).toMatchObject({ gtin: '05012345678900', mpn: 'FM-8L' });
    expect(richResultProblems(identified)).toEqual([]);
  });
});
