import { CAROUSEL } from '@horeca/core/constants';

/** How many cards the slider shows at a viewport width (widest band first). */
export function slidesPerView(width: number): number {
  return CAROUSEL.slidesByWidth.find((band) => width >= band.minWidth)?.slides ?? 1;
}

/** The carousel's layout (docs/behaviour.md §2.9): swipe row under 640 px, slider from 5 products, else grid. */
export function carouselLayout(width: number, count: number): 'row' | 'slider' | 'grid' {
  if (width < 640) return 'row';
  return count >= CAROUSEL.sliderMinProducts ? 'slider' : 'grid';
}
