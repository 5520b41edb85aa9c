// The React body of <horeca-product-card>; its contract (and the element's documentation) is
// in product-card.contract.ts. Loaded on first use, so the script-tag bundle keeps it in its
// own chunk. The partner's `product` is the API's JSON, as the contract says; the React card
// takes the view, so it is read here, at the element's edge.
import type { Id } from '@horeca/core/api';
import { toProductCardView, type Product } from '@horeca/core/product';
import { ConnectedProductCard } from './connected-product-card';
import { parseJsonAttribute, type ElementBodyProps } from '../elements/define-element';
import type { HorecaProductCardEvents } from '../elements/element-events';

export function ProductCardElementBody({ attrs, emit }: ElementBodyProps<HorecaProductCardEvents>) {
  const product = parseJsonAttribute<Product>(attrs.product, 'product');
  const id = attrs.productId ? (Number.isNaN(Number(attrs.productId)) ? attrs.productId : Number(attrs.productId)) : null;
  return (
    <ConnectedProductCard
      product={product ? toProductCardView(product) : null}
      productId={id as Id | null}
      variant={attrs.variant === 'saved' || attrs.variant === 'flash-sale' ? attrs.variant : 'default'}
      onAddToCart={(detail) => emit('horeca:add-to-cart', detail)}
      onWishlistChange={(detail) => emit('horeca:wishlist-change', detail)}
      onRemoveFromSaved={(detail) => emit('horeca:remove-from-saved', detail)}
    />
  );
}
