export { ProductCarousel } from './product-carousel';
export type { ProductCarouselProps } from './product-carousel';
