// A grid of product cards for listings. Each card is the ProductCard widget: image,
// wishlist heart, price, quantity and Add To Cart, all wired to the shared runtime. The card
// takes core's view of the listing's card (toProductCardView), read here, once per card.
import { toProductCardView, type Product } from '@horeca/core/product';
import { CardSkeleton, ProductCard, type ImagePriority } from '@horeca/widgets';
import { HydrateLater } from '../ssr/hydrate-later';

/** A phone's first screen holds about four cards; the rest hydrate on their own (HydrateLater). */
const FIRST_SCREEN_CARDS = 4;

/**
 * The first cards are the page's largest paint on a phone. Pictures past a phone's first screen
 * load lazily: the browser asks for them as they come near (at once on a desktop, whose first
 * rows show them), not with the page's start.
 */
function imagePriority(index: number): ImagePriority {
  if (index < 2) return 'high';
  return index < FIRST_SCREEN_CARDS ? 'normal' : 'low';
}

export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map(toProductCardView).map((product, index) => {
        const card = <ProductCard product={product} imagePriority={imagePriority(index)} />;
        return <li key={String(product.id)}>{index < FIRST_SCREEN_CARDS ? card : <HydrateLater>{card}</HydrateLater>}</li>;
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
