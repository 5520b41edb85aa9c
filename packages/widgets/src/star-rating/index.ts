export { StarRating } from './star-rating';
export type { StarRatingProps } from './star-rating';
