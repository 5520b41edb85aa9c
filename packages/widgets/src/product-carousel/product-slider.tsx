// The slider face of the carousel: a track moved by whole cards, previous/next buttons, dots
// (one per position, from 641 px: docs/behaviour.md §9), autoplay that pauses on hover and focus, and the
// hidden slides' pictures loaded one slide a second. Off-screen slides are inert, so keyboard
// and screen-reader users meet only the visible cards.
import { formatMessage } from '@horeca/core/messages';
import type { ProductCardView } from '@horeca/core/product';
import { useCallback, useState, type ReactNode } from 'react';
import { useWidgetConfig } from '../runtime/config';
import { useStyleBinding } from '../runtime/styles';
import { useTranslateX } from '../runtime/cssom';
import { useAutoplay } from './use-autoplay';
import { useProgressiveLoad } from './use-progressive-load';
import { useWidgetMessages } from '../runtime/use-messages';
import { inertProps } from './inert-props';

export interface ProductSliderProps {
  products: ProductCardView[];
  perView: number;
  /** Whether the dots show (docs/behaviour.md §9: not below 641 px). */
  dots: boolean;
  /** The configured autoplay speed; the timer runs 50 ms longer (docs/behaviour.md §9). */
  autoplayMs?: number;
  /** `lazy`: the slide is hidden and its turn to load has not come, so its pictures wait. */
  renderCard: (product: ProductCardView, lazy: boolean) => ReactNode;
  classes: { viewport: string; track: string; slide: string; controls: string; dots: string };
}

function Arrow({ back }: { back: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={back ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
    </svg>
  );
}

export function ProductSlider({ products, perView, dots, autoplayMs, renderCard, classes }: ProductSliderProps) {
  const widgetMessages = useWidgetMessages();
  const { dir } = useWidgetConfig();
  const [start, setStart] = useState(0);
  const lastStart = Math.max(0, products.length - perView);
  const first = Math.min(start, lastStart);
  const next = useCallback(() => setStart((current) => (Math.min(current, lastStart) >= lastStart ? 0 : current + 1)), [lastStart]);
  const previous = useCallback(() => setStart((current) => (Math.min(current, lastStart) <= 0 ? lastStart : current - 1)), [lastStart]);
  const autoplay = useAutoplay(products.length > perView, next, autoplayMs);
  const loaded = useProgressiveLoad(products.length, first + perView);
  const offset = (dir === 'rtl' ? 1 : -1) * first * (100 / perView);
  const track = useTranslateX<HTMLDivElement>(offset);
  // A class, not a style attribute: the server's HTML lays the slides out with it already.
  const slideWidth = useStyleBinding().css({ flexBasis: `${100 / perView}%` });

  return (
    <div
      data-autoplay={autoplay.running ? 'running' : 'paused'}
      {...autoplay.handlers}
    >
      <div className={classes.controls} part="controls">
        <button type="button" aria-label={widgetMessages.previousProducts} onClick={previous}>
          <Arrow back />
        </button>
        <button type="button" aria-label={widgetMessages.nextProducts} onClick={next}>
          <Arrow back={false} />
        </button>
      </div>
      <div className={classes.viewport}>
        <div className={classes.track} ref={track} aria-live={autoplay.running ? 'off' : 'polite'}>
          {products.map((product, index) => {
            const visible = index >= first && index < first + perView;
            return (
              <div
                key={product.id}
                className={`${classes.slide} ${slideWidth}`}
                role="group"
                aria-roledescription="slide"
                aria-label={formatMessage(widgetMessages.slideOf, { index: index + 1, total: products.length })}
                {...inertProps(!visible)}
                data-state={visible ? 'visible' : 'hidden'}
              >
                {renderCard(product, !visible && index >= loaded)}
              </div>
            );
          })}
        </div>
      </div>
      {dots ? (
        <div className={classes.dots} role="group" aria-label={widgetMessages.sliderPositions} part="dots">
          {Array.from({ length: lastStart + 1 }, (_, position) => (
            <button
              key={position}
              type="button"
              aria-label={formatMessage(widgetMessages.showProducts, { from: position + 1, to: Math.min(position + perView, products.length) })}
              aria-current={position === first ? 'true' : undefined}
              onClick={() => setStart(position)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
