// A customer's product review (/review): the same rules on the page and in the API, so a
// value the form accepts is never refused by the server for a reason the form did not show.
import { number, object, type InferType } from 'yup';
import { accountFormMessages, formatMessage } from '../messages/messages';
import { multiLineText, singleLineText } from '../fields/text-fields';

export const REVIEW_LIMITS = { titleMax: 120, bodyMin: 10, bodyMax: 2000 } as const;

const said = accountFormMessages.review;
/** The messages with this form's limits filled in (core's catalogue holds them as templates). */
export const reviewMessages = {
  ...said,
  titleTooLong: formatMessage(said.titleTooLong, { max: REVIEW_LIMITS.titleMax }),
  bodyTooShort: formatMessage(said.bodyTooShort, { min: REVIEW_LIMITS.bodyMin }),
  bodyTooLong: formatMessage(said.bodyTooLong, { max: REVIEW_LIMITS.bodyMax }),
};

export const reviewSchema = object({
  product_id: number().typeError(reviewMessages.productRequired).integer(reviewMessages.productRequired).positive(reviewMessages.productRequired).required(reviewMessages.productRequired),
  rating: number().typeError(reviewMessages.ratingRequired).integer(reviewMessages.ratingRequired).min(1, reviewMessages.ratingRequired).max(5, reviewMessages.ratingRequired).required(reviewMessages.ratingRequired),
  title: singleLineText().required(reviewMessages.titleRequired).max(REVIEW_LIMITS.titleMax, reviewMessages.titleTooLong),
  body: multiLineText().required(reviewMessages.bodyRequired).min(REVIEW_LIMITS.bodyMin, reviewMessages.bodyTooShort).max(REVIEW_LIMITS.bodyMax, reviewMessages.bodyTooLong),
});

export type ReviewInput = InferType<typeof reviewSchema>;
