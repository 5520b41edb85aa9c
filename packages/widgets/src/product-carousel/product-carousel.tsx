// Product carousel section of docs/behaviour.md §2.9: a title and products (given, or fetched for
// a `category`). Under 640 px a swipe row; from 5 products a slider (docs/behaviour.md §9's default
// carousel: autoplay 3000 ms + 50, 500 ms transitions, previous/next buttons, dots from 641 px,
// 6/5/4/3/2 cards from 1440/1280/1024/768/480 px, re-laid out 50 ms after the last resize, the
// hidden slides' pictures one slide a second); fewer than 5 a grid of 2/3/4/5 columns.
// Loading shows 10 placeholder cards of a card's height, so nothing shifts when it loads.
// A server-rendered swipe row may start with its first few cards (`firstCards`).
import { CAROUSEL } from '@horeca/core/constants';
import { toProductCardView, type ProductCardView } from '@horeca/core/product';
import { startTransition, useCallback, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import useSWR from 'swr';
import { CardSkeleton } from '../product-card/card-skeleton';
import type { ImagePriority } from '../product-card/card-media';
import { ProductCard, type ProductCardProps, type ProductCardVariant } from '../product-card/product-card';
import { useWidgetConfig } from '../runtime/config';
import { useCommerceApi } from '../runtime/context';
import { useStyles } from '../runtime/styles';
import { useDebouncedValue } from '../runtime/use-debounced-value';
import { useViewportWidth } from '../runtime/use-viewport-width';
import { productCarouselStyles } from './product-carousel.styles';
import { carouselLayout, slidesPerView } from './slides-per-view';
import { ProductSlider } from './product-slider';
import { useWidgetMessages } from '../runtime/use-messages';

type CardHandlers = Pick<ProductCardProps, 'onAddToCart' | 'onWishlistChange'>;

export interface ProductCarouselProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'title'>, CardHandlers {
  title: string;
  /** The cards as core's toProductCardView reads them from the API. */
  products?: ProductCardView[] | null;
  /** Fetches the category's products when `products` is not given (and reads them into views). */
  category?: string | null;
  /** Shows the placeholders (a host fetching the products itself). */
  loading?: boolean;
  /** 'low' for a carousel below the fold: its pictures load when scrolled near, not with the page. */
  imagePriority?: ImagePriority;
  /**
   * A swipe row (under 640 px) draws this many cards first, and the rest right after it is
   * mounted or adopted from the server's HTML: the row's later cards are off to the side, and a
   * phone lays out and paints the whole server page in its first frame.
   */
  firstCards?: number;
  /** The cards' variant: 'flash-sale' for a flash-sale section. */
  cardVariant?: ProductCardVariant;
  /** The slider's autoplay speed in ms (docs/behaviour.md §9: 3000); it moves every speed + 50 ms. */
  autoplayMs?: number;
}

export function ProductCarousel({
  title,
  products,
  category,
  loading = false,
  imagePriority,
  firstCards,
  cardVariant,
  autoplayMs,
  onAddToCart,
  onWishlistChange,
  className,
  ...rest
}: ProductCarouselProps) {
  const widgetMessages = useWidgetMessages();
  const styles = useStyles(productCarouselStyles);
  const api = useCommerceApi();
  const { dir, lang } = useWidgetConfig();
  // A window dragged wider or narrower re-lays the carousel out once it rests for 50 ms (docs/behaviour.md §9),
  // not at each of the many resize events on the way.
  const width = useDebouncedValue(useViewportWidth(), CAROUSEL.resizeDebounceMs);
  // The rest of the cards join in a transition once mounted (or adopted from the server), which
  // yields to the browser between cards.
  const [allCards, setAllCards] = useState(firstCards === undefined);
  useEffect(() => {
    if (!allCards) startTransition(() => setAllCards(true));
  }, [allCards]);
  const needsFetch = !products && !loading && Boolean(category);
  const { data, error, isLoading } = useSWR(needsFetch ? ['horeca:category-products', category] : null, async () =>
    (await api.getCategoryProducts(category as string)).map(toProductCardView),
  );
  const list = products ?? data ?? [];
  const failed = needsFetch && Boolean(error) && !data;
  // A retry after a failure keeps the failure message up (as the product card does) rather
  // than flicking back to placeholders for each attempt.
  const pending = loading || (needsFetch && isLoading && !data && !failed);

  const renderCard = useCallback(
    (product: ProductCardView, lazy = false) => (
      <ProductCard product={product} variant={cardVariant} imagePriority={lazy ? 'low' : imagePriority} onAddToCart={onAddToCart} onWishlistChange={onWishlistChange} />
    ),
    [cardVariant, imagePriority, onAddToCart, onWishlistChange],
  );

  const layout = carouselLayout(width, pending ? CAROUSEL.loadingPlaceholders : list.length);
  const rowCards = layout === 'row' && !allCards && firstCards !== undefined ? list.slice(0, firstCards) : list;

  let body;
  if (pending) {
    body = (
      <div className={layout === 'row' ? styles.row : styles.grid} data-state="loading">
        {Array.from({ length: CAROUSEL.loadingPlaceholders }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (failed) {
    body = (
      <p className={styles.message} role="status" data-state="error">
        {widgetMessages.productsLoadFailed}
      </p>
    );
  } else if (list.length === 0) {
    body = (
      <p className={styles.message} role="status" data-state="empty">
        {widgetMessages.noProducts}
      </p>
    );
  } else if (layout === 'slider') {
    body = (
      <ProductSlider
        products={list}
        perView={slidesPerView(width)}
        dots={width >= CAROUSEL.dotsMinWidth}
        autoplayMs={autoplayMs}
        renderCard={renderCard}
        classes={styles}
      />
    );
  } else {
    body = (
      <ul className={`${layout === 'row' ? styles.row : styles.grid} ${styles.list}`} data-layout={layout}>
        {rowCards.map((product) => (
          <li key={product.id}>
            {renderCard(product)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      part="carousel"
      aria-label={title}
      aria-roledescription={layout === 'slider' && !pending ? 'carousel' : undefined}
      aria-busy={pending}
      dir={dir}
      lang={lang}
      data-layout={pending ? 'loading' : layout}
      {...rest}
    >
      <h2 className={styles.title} part="title">{title}</h2>
      {body}
    </section>
  );
}
