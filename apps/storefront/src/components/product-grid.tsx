// A grid of product cards for listings. Each card is the ProductCard widget: image,
// wishlist heart, price, quantity and Add To Cart, all wired to the shared runtime.
import type { Product } from '@horeca/core';
import { CardSkeleton, ProductCard } from '@horeca/widgets';

export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={String(product.id ?? product.product_id)}>
          <ProductCard product={product} />
        </li>
      ))}
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
