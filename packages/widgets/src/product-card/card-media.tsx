// The card's picture: the first five images, sliding every 1000 ms while hovered and back to
// the first on leave; a product with a video plays it after 300 ms of hover instead
// (docs/behaviour.md §4 and §9). A failed image falls back to the inline placeholder. Only the first
// image is on the page until the card is first hovered: a phone, which never hovers, asks for
// no picture it cannot show, and a listing's page is four images a card lighter.
import { CARD_SLIDER, TIMINGS } from '@horeca/core/constants';
import type { ProductCardView } from '@horeca/core/product';
import { useEffect, useState } from 'react';
import { useWidgetConfig } from '../runtime/config';
import { useTranslateX } from '../runtime/cssom';
import { usePrefersReducedMotion } from '../runtime/use-prefers-reduced-motion';
import { PLACEHOLDER_IMAGE } from './placeholder-image';

export interface CardMediaClasses {
  track: string;
  /** The <picture> around an image with sizes: laid out as if the image stood alone. */
  picture: string;
  image: string;
  video: string;
  dots: string;
  dot: string;
}

/** How urgently the first image loads: 'high' for the first cards a page shows, 'low' (lazy) below the fold. */
export type ImagePriority = 'high' | 'normal' | 'low';

/** The images' intrinsic box (the card's CSS sizes them): lets the browser reserve the space. */
const IMAGE_SIZE = 300;
/** How wide the card's picture is drawn: half a phone's width in the two-column grid, else at most 300 px. */
export const CARD_IMAGE_SIZES = '(max-width: 640px) 50vw, 300px';

export interface CardMediaProps {
  product: ProductCardView;
  hovered: boolean;
  classes: CardMediaClasses;
  priority?: ImagePriority;
}

export function CardMedia({ product, hovered, classes, priority = 'normal' }: CardMediaProps) {
  const { dir } = useWidgetConfig();
  const reducedMotion = usePrefersReducedMotion();
  const sources = product.images.slice(0, CARD_SLIDER.slides);
  // The sizes of each image (WebP, PNG), in `images` order, when the API lists them.
  const sets = product.imageSets;
  const images = sources.length > 0 ? sources : [PLACEHOLDER_IMAGE];
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [index, setIndex] = useState(0);
  const [showVideo, setShowVideo] = useState(false);
  const [everHovered, setEverHovered] = useState(hovered);
  if (hovered && !everHovered) setEverHovered(true);
  const video = product.videoUrl;

  useEffect(() => {
    if (!hovered) {
      setIndex(0);
      setShowVideo(false);
      return;
    }
    if (video) {
      const timer = setTimeout(() => setShowVideo(true), TIMINGS.videoHoverDelayMs);
      return () => clearTimeout(timer);
    }
    if (images.length < 2 || reducedMotion) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % images.length), CARD_SLIDER.autoplayMs);
    return () => clearInterval(timer);
  }, [hovered, video, images.length, reducedMotion]);

  const offset = (dir === 'rtl' ? 1 : -1) * index * 100;
  const track = useTranslateX<HTMLDivElement>(offset);

  return (
    <>
      <div className={classes.track} ref={track} data-index={index}>
        {(everHovered ? images : images.slice(0, 1)).map((src, position) => {
          const set = failed.has(position) ? undefined : sets[position];
          const sizes = set && CARD_IMAGE_SIZES;
          const image = (
            <img
              key={`${position}-${src}`}
              className={classes.image}
              src={failed.has(position) ? PLACEHOLDER_IMAGE : src}
              srcSet={set?.png}
              sizes={sizes}
              alt={product.altTexts[position] ?? product.name}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading={position === 0 && priority !== 'low' ? 'eager' : 'lazy'}
              fetchPriority={position === 0 && priority === 'high' ? 'high' : undefined}
              draggable={false}
              onError={() => setFailed((current) => new Set(current).add(position))}
            />
          );
          return set ? (
            <picture key={`${position}-${src}`} className={classes.picture}>
              <source type="image/webp" srcSet={set.webp} sizes={sizes} />
              {image}
            </picture>
          ) : (
            image
          );
        })}
      </div>
      {showVideo && video ? (
        <video className={classes.video} src={video} muted loop playsInline autoPlay data-testid="card-video" />
      ) : null}
      {images.length > 1 && !showVideo ? (
        <span className={classes.dots}>
          {images.map((src, position) => (
            <span key={`${position}-${src}`} className={classes.dot} data-state={position === index ? 'active' : 'inactive'} />
          ))}
        </span>
      ) : null}
    </>
  );
}
