// The React body of <horeca-product-card>; its contract (and the element's documentation) is
// in product-card.contract.ts. Loaded on first use, so the script-tag bundle keeps it in its
// own chunk.
import type { Id } from '@horeca/core/api';
import type { Product } from '@horeca/core/product';
import { ConnectedProductCard } from './connected-product-card';
import { parseJsonAttribute, type ElementBodyProps } from '../elements/define-element';
import type { HorecaProductCardEvents } from '../elements/element-events';

export function ProductCardElementBody({ attrs, emit }: ElementBodyProps<HorecaProductCardEvents>) {
  const product = parseJsonAttribute<Product>(attrs.product, 'product');
  const id = attrs.productId ? (Number.isNaN(Number(attrs.productId)) ? attrs.productId : Number(attrs.productId)) : null;
  return (
    <ConnectedProductCard
      product={product}
      productId={id as Id | null}
      variant={attrs.variant === 'saved' || attrs.variant === 'flash-sale' ? attrs.variant : 'default'}
      onAddToCart={(detail) => emit('horeca:add-to-cart', detail)}
      onWishlistChange={(detail) => emit('horeca:wishlist-change', detail)}
      onRemoveFromSaved={(detail) => emit('horeca:remove-from-saved', detail)}
    />
  );
}
