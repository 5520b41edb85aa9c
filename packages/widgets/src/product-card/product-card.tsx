// Product card of docs/behaviour.md §2.9: image slider or video preview, wishlist heart, discount
// badge, name, SKU, rating, delivery promo, price block and the cart control; in a
// saved-for-later list also 'Remove From Saved'. It renders the product it is given; fetching
// by id belongs to ConnectedProductCard.
import { CARD_QUANTITY } from '@horeca/core/constants';
import { formatMessage } from '@horeca/core/messages';
import { truncateForViewport, viewUnitLabelText, type ProductCardView } from '@horeca/core/product';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { useWidgetConfig } from '../runtime/config';
import { useCartControl, type AddToCartDetail } from '../runtime/use-cart-control';
import { useControllableState } from '../runtime/use-controllable-state';
import { useLinkNavigation } from '../runtime/use-link-navigation';
import { useCartHandoffLink } from '../runtime/cart-handoff';
import { useStyles } from '../runtime/styles';
import { useViewportWidth } from '../runtime/use-viewport-width';
import { useWishlistToggle, type WishlistChangeDetail } from '../runtime/use-wishlist-toggle';
import { StarRating } from '../star-rating/star-rating';
import { CardMedia, type ImagePriority } from './card-media';
import { HeartIcon } from './heart-icon';
import { PriceBlock } from './price-block';
import { productCardStyles } from './product-card.styles';
import { QuantityStepper } from './quantity-stepper';
import { useRemoveFromSaved } from './use-remove-from-saved';
import type { HorecaProductCardEvents } from '../elements/element-events';
import { useNumbers } from '../runtime/locale';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

export type { AddToCartDetail, WishlistChangeDetail };

export type ProductCardVariant = 'default' | 'saved' | 'flash-sale';

export interface ProductCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children' | 'defaultValue' | 'onChange'> {
  /** The product as core's toProductCardView reads it from the API's card. */
  product: ProductCardView;
  /**
   * 'saved' adds the 'Remove From Saved' action of a saved-for-later list; 'flash-sale' shows
   * the spec's four promo texts and the original price as 'WAS {price}'.
   */
  variant?: ProductCardVariant;
  /** The count shown in the cart control (controlled). */
  value?: number;
  defaultValue?: number;
  onValueChange?: (quantity: number) => void;
  onAddToCart?: (detail: AddToCartDetail) => void;
  onWishlistChange?: (detail: WishlistChangeDetail) => void;
  onRemoveFromSaved?: (detail: HorecaProductCardEvents['horeca:remove-from-saved']) => void;
  /** 'high' for the first cards of a page (the likely largest paint), 'low' for cards below the fold. */
  imagePriority?: ImagePriority;
}

export function ProductCard({
  product,
  variant = 'default',
  value,
  defaultValue = CARD_QUANTITY.min,
  onValueChange,
  onAddToCart,
  onWishlistChange,
  onRemoveFromSaved,
  imagePriority,
  className,
  onMouseEnter,
  onMouseLeave,
  ...rest
}: ProductCardProps) {
  const messages = useCoreMessages();
  const widgetMessages = useWidgetMessages();
  const { money } = useNumbers();
  const styles = useStyles(productCardStyles);
  const { dir, lang, storefront } = useWidgetConfig();
  const width = useViewportWidth();
  const { hrefFor, onLinkClick } = useLinkNavigation();
  const [hovered, setHovered] = useState(false);
  const [quantity, setQuantity] = useControllableState(value, defaultValue, onValueChange);
  const cart = useCartControl({ product, setQuantity, onAddToCart });
  const wishlist = useWishlistToggle(product, onWishlistChange);
  const saved = useRemoveFromSaved(product, onRemoveFromSaved);
  // On a partner's page the post-add control also leads to the store's cart (docs/behaviour.md §2).
  const handoff = useCartHandoffLink();

  const { id, name, path, discountBadge: badge, outOfStock: soldOut } = product;
  const unit = viewUnitLabelText(product, storefront, { texts: messages.card, money });
  const busy = cart.busy;
  const navigateToProduct = (event: Parameters<typeof onLinkClick>[0]) => onLinkClick(event, path, { productId: id });

  return (
    <article
      className={[styles.root, className].filter(Boolean).join(' ')}
      part="card"
      dir={dir}
      lang={lang}
      aria-label={name}
      data-state={busy ? 'busy' : cart.state}
      data-wishlist={wishlist.inWishlist ? 'on' : 'off'}
      data-variant={variant}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        setHovered(true);
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        setHovered(false);
      }}
      {...rest}
    >
      <div className={styles.media} part="media">
        {/* The picture repeats the name link, so it is kept out of the tab order and the tree. */}
        <a href={hrefFor(path)} tabIndex={-1} aria-hidden="true" onClick={navigateToProduct}>
          <CardMedia product={product} hovered={hovered} classes={styles} priority={imagePriority} />
        </a>
        {badge !== null ? (
          <span className={styles.badge} part="discount">{formatMessage(widgetMessages.discountOff, { percent: badge })}</span>
        ) : null}
        <button
          type="button"
          className={styles.heart}
          part="wishlist"
          aria-label={formatMessage(wishlist.inWishlist ? widgetMessages.removeFromWishlist : widgetMessages.addToWishlist, { name })}
          data-state={wishlist.inWishlist ? 'on' : 'off'}
          disabled={wishlist.busy}
          onClick={() => void wishlist.toggle()}
        >
          <HeartIcon filled={wishlist.inWishlist} />
        </button>
      </div>

      <h3 className={styles.name} part="name">
        <a href={hrefFor(path)} onClick={navigateToProduct}>
          {name}
        </a>
      </h3>

      <div className={styles.meta}>
        {product.sku ? (
          <span title={product.sku}>
            {widgetMessages.skuLabel}: {truncateForViewport(product.sku, width)}
          </span>
        ) : null}
        <StarRating rating={product.rating} />
      </div>
      {variant === 'flash-sale' ? (
        <ul className={styles.flashPromos} part="flash-promos" aria-label={messages.card.flashOffers}>
          {product.flashSalePromos.map((key) => (
            <li key={key}>{messages.promo[key]}</li>
          ))}
        </ul>
      ) : (
        <span className={styles.promo} part="promo">{messages.promo[product.deliveryPromo]}</span>
      )}
      <PriceBlock product={product} classes={styles} visibleWas={variant === 'flash-sale'} />
      {unit ? (
        <span className={styles.unit} part="unit" title={unit.title}>
          {unit.text}
        </span>
      ) : null}

      <div className={styles.actions} data-busy={busy ? 'true' : 'false'}>
        {cart.state === 'active' ? (
          <QuantityStepper
            className={styles.stepper}
            quantity={quantity}
            disabled={busy}
            onIncrease={() => void cart.add(1, quantity)}
            onDecrease={() => void cart.decrease(quantity - 1)}
            onCommit={(target) => void cart.setTo(target, quantity)}
          />
        ) : (
          <button
            type="button"
            className={styles.button}
            part="add-to-cart"
            disabled={busy || soldOut}
            aria-busy={busy}
            onClick={() => void cart.add(CARD_QUANTITY.min, 0)}
          >
            {soldOut ? widgetMessages.outOfStock : messages.card.addToCart}
          </button>
        )}
        {cart.state === 'active' && handoff ? (
          <a className={styles.linkButton} part="view-cart" href={handoff.href} onClick={handoff.onClick} onAuxClick={handoff.onAuxClick}>
            {widgetMessages.viewCart}
          </a>
        ) : null}
        {variant === 'saved' ? (
          <button type="button" className={styles.linkButton} part="remove-from-saved" disabled={saved.busy} onClick={() => void saved.remove()}>
            {messages.card.removeFromSaved}
          </button>
        ) : null}
      </div>
    </article>
  );
}

