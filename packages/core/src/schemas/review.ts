// A customer's product review (/review): the same rules on the page and in the API, so a
// value the form accepts is never refused by the server for a reason the form did not show.
import { number, object, type InferType } from 'yup';
import { multiLineText, singleLineText } from './text-fields';

export const REVIEW_LIMITS = { titleMax: 120, bodyMin: 10, bodyMax: 2000 } as const;

/** Not quoted by the spec: plain wording, one message per rule. */
export const reviewMessages = {
  productRequired: 'Please choose the product you are reviewing.',
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  titleRequired: 'Please give your review a title.',
  titleTooLong: `The title can be at most ${REVIEW_LIMITS.titleMax} characters.`,
  bodyRequired: 'Please write your review.',
  bodyTooShort: `Please write at least ${REVIEW_LIMITS.bodyMin} characters.`,
  bodyTooLong: `A review can be at most ${REVIEW_LIMITS.bodyMax} characters.`,
} as const;

export const reviewSchema = object({
  product_id: number().typeError(reviewMessages.productRequired).integer(reviewMessages.productRequired).positive(reviewMessages.productRequired).required(reviewMessages.productRequired),
  rating: number().typeError(reviewMessages.ratingRequired).integer(reviewMessages.ratingRequired).min(1, reviewMessages.ratingRequired).max(5, reviewMessages.ratingRequired).required(reviewMessages.ratingRequired),
  title: singleLineText().required(reviewMessages.titleRequired).max(REVIEW_LIMITS.titleMax, reviewMessages.titleTooLong),
  body: multiLineText().required(reviewMessages.bodyRequired).min(REVIEW_LIMITS.bodyMin, reviewMessages.bodyTooShort).max(REVIEW_LIMITS.bodyMax, reviewMessages.bodyTooLong),
});

export type ReviewInput = InferType<typeof reviewSchema>;
