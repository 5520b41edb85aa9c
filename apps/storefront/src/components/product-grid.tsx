// A grid of product cards for listings. Each card is the ProductCard widget: image,
// wishlist heart, price, quantity and Add To Cart, all wired to the shared runtime.
import type { Product } from '@horeca/core';
import { CardSkeleton, ProductCard, type ImagePriority } from '@horeca/widgets';
import { HydrateLater } from '../ssr/hydrate-later';

/** The first cards are the page's largest paint on a phone; cards past a desktop's first rows wait until scrolled to. */
function imagePriority(index: number): ImagePriority {
  if (index < 2) return 'high';
  return index < 10 ? 'normal' : 'low';
}

/** A phone's first screen holds about four cards; the rest hydrate on their own (HydrateLater). */
const FIRST_SCREEN_CARDS = 4;

export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => {
        const card = <ProductCard product={product} imagePriority={imagePriority(index)} />;
        return <li key={String(product.id ?? product.product_id)}>{index < FIRST_SCREEN_CARDS ? card : <HydrateLater>{card}</HydrateLater>}</li>;
      })}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <CardSkeleton />
        </li>
      ))}
    </ul>
  );
}
