// Star rating of docs/behaviour.md §2.9: a 0-to-5 scale with half stars, or the one-star summary
// (full from 1, half from .5). One accessible name carries the figure; the stars are art.
import { formatMessage } from '@horeca/core/messages';
import { singleStarState, starStates, type StarState } from '@horeca/core/product';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { useStyles } from '../runtime/styles';
import { starRatingStyles } from './star-rating.styles';
import { useWidgetMessages } from '../runtime/use-messages';

export interface StarRatingProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  rating: number | string | null | undefined;
  /** 'scale' shows five stars; 'single' shows the one-star summary. */
  variant?: 'scale' | 'single';
}

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

function Star({ state, className, gradientId }: { state: StarState; className: string; gradientId: string }) {
  const fill = state === 'full' ? 'currentColor' : state === 'half' ? `url(#${gradientId})` : 'none';
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false" data-state={state}>
      {state === 'half' ? (
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      ) : null}
      <path d={STAR_PATH} fill={fill} stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

export function StarRating({ rating, variant = 'scale', className, ...rest }: StarRatingProps) {
  const widgetMessages = useWidgetMessages();
  const styles = useStyles(starRatingStyles);
  const gradientId = useId().replace(/:/g, '');
  const value = Number(rating);
  const figure = Number.isFinite(value) ? Math.max(0, Math.min(5, value)) : 0;
  const states = variant === 'single' ? [singleStarState(rating)] : starStates(rating);
  return (
    <span
      role="img"
      aria-label={formatMessage(widgetMessages.ratingLabel, { rating: figure })}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-variant={variant}
      {...rest}
    >
      {states.map((state, index) => (
        <Star key={index} state={state} className={styles.star} gradientId={`${gradientId}-${index}`} />
      ))}
    </span>
  );
}
