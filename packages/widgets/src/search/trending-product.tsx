// A 'Trending Products' row (docs/behaviour.md §2.7): picture, name, price and the product card's own cart
// control (Add To Cart, then the quantity stepper), through the same hook and stepper.
import { CARD_QUANTITY } from '@horeca/core/constants';
import type { ProductCardView } from '@horeca/core/product';
import { useId, useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../product-card/placeholder-image';
import { PriceBlock } from '../product-card/price-block';
import { productCardStyles } from '../product-card/product-card.styles';
import { QuantityStepper } from '../product-card/quantity-stepper';
import { useCartControl } from '../runtime/use-cart-control';
import { useLinkNavigation } from '../runtime/use-link-navigation';
import { useStyles } from '../runtime/styles';
import type { SearchStyles } from './search.styles';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

export interface TrendingProductProps {
  product: ProductCardView;
  styles: SearchStyles;
  /** A product page keeps the typed text (docs/behaviour.md §4). */
  onNavigate: () => void;
}

export function TrendingProduct({ product, styles, onNavigate }: TrendingProductProps) {
  const messages = useCoreMessages();
  const widgetMessages = useWidgetMessages();
  const [quantity, setQuantity] = useState<number>(CARD_QUANTITY.min);
  const cart = useCartControl({ product, setQuantity });
  // The card's own price, stepper and button look: a trending product sells like a card.
  const card = useStyles(productCardStyles);
  const { hrefFor, onLinkClick } = useLinkNavigation();
  const { path, name, outOfStock: soldOut } = product;
  const nameId = useId();
  return (
    <li className={styles.trendingItem} part="trending-product" data-busy={cart.busy ? 'true' : 'false'}>
      <a
        className={styles.trendingLink}
        href={hrefFor(path)}
        onClick={(event) => {
          onLinkClick(event, path, { productId: product.id });
          onNavigate();
        }}
      >
        <img
          className={styles.thumb}
          src={product.images[0] ?? PLACEHOLDER_IMAGE}
          alt=""
          loading="lazy"
          onError={(event) => {
            event.currentTarget.src = PLACEHOLDER_IMAGE;
          }}
        />
        <span className={styles.optionLabel} id={nameId}>
          {name}
        </span>
      </a>
      <PriceBlock product={product} classes={card} />
      {cart.state === 'active' ? (
        <QuantityStepper
          className={card.stepper}
          quantity={quantity}
          disabled={cart.busy}
          onIncrease={() => void cart.add(1, quantity)}
          onDecrease={() => void cart.decrease(quantity - 1)}
          onCommit={(target) => void cart.setTo(target, quantity)}
        />
      ) : (
        <button
          type="button"
          className={card.button}
          part="add-to-cart"
          aria-describedby={nameId}
          disabled={cart.busy || soldOut}
          aria-busy={cart.busy}
          onClick={() => void cart.add(CARD_QUANTITY.min, 0)}
        >
          {soldOut ? widgetMessages.outOfStock : messages.card.addToCart}
        </button>
      )}
    </li>
  );
}
