// The React body of <horeca-product-carousel>; contract and documentation in
// product-carousel.contract.ts. Loaded on first use (its own chunk in the script-tag bundle).
// The partner's `products` are the API's JSON; the React carousel takes views, read here.
import { toProductCardView, type Product } from '@horeca/core/product';
import { ProductCarousel } from './product-carousel';
import { parseJsonAttribute, type ElementBodyProps } from '../elements/define-element';
import type { HorecaProductCarouselEvents } from '../elements/element-events';

export function ProductCarouselElementBody({ attrs, emit }: ElementBodyProps<HorecaProductCarouselEvents>) {
  const products = parseJsonAttribute<Product[]>(attrs.products, 'products');
  return (
    <ProductCarousel
      title={attrs.heading ?? ''}
      products={Array.isArray(products) ? products.map(toProductCardView) : null}
      category={attrs.category ?? null}
      onAddToCart={(detail) => emit('horeca:add-to-cart', detail)}
      onWishlistChange={(detail) => emit('horeca:wishlist-change', detail)}
    />
  );
}
