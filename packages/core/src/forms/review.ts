// A customer's product review (/review): the same rules on the page and in the API, so a
// value the form accepts is never refused by the server for a reason the form did not show.
import { number, object, type InferType } from 'yup';
import { defineSchema } from '../fields/schema-in';
import { multiLineText, singleLineText } from '../fields/text-fields';

export const REVIEW_LIMITS = { titleMax: 120, bodyMin: 10, bodyMax: 2000 } as const;

export const reviewSchema = defineSchema((say) => {
  const productRequired = say('accountForms.review.productRequired');
  const ratingRequired = say('accountForms.review.ratingRequired');
  return object({
    product_id: number().typeError(productRequired).integer(productRequired).positive(productRequired).required(productRequired),
    rating: number().typeError(ratingRequired).integer(ratingRequired).min(1, ratingRequired).max(5, ratingRequired).required(ratingRequired),
    title: singleLineText(say).required(say('accountForms.review.titleRequired')).max(REVIEW_LIMITS.titleMax, say('accountForms.review.titleTooLong', { max: REVIEW_LIMITS.titleMax })),
    body: multiLineText(say)
      .required(say('accountForms.review.bodyRequired'))
      .min(REVIEW_LIMITS.bodyMin, say('accountForms.review.bodyTooShort', { min: REVIEW_LIMITS.bodyMin }))
      .max(REVIEW_LIMITS.bodyMax, say('accountForms.review.bodyTooLong', { max: REVIEW_LIMITS.bodyMax })),
  });
});

export type ReviewInput = InferType<typeof reviewSchema>;
