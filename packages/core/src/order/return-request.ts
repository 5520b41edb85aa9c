// The return form (docs/behaviour.md §2.5 and §5). The ordered quantity comes from the order,
// not from the form, so it travels in yup's context: { orderedQuantity }.
import { array, mixed, number, object, string, type InferType } from 'yup';
import { messages } from '../messages/messages';
import type { CoreMessageKey, Say } from '../messages/say';
import { requiredId } from '../fields/fields';
import { defineSchema } from '../fields/schema-in';
import { isFileLike, type FileLike } from '../forms/files';
import { multiLineText } from '../fields/text-fields';

/** The spec's fixed list of 5 reasons; the label is also the value sent as reason. */
export const RETURN_REASONS = [
  messages.returns.reasons.notCompatible,
  messages.returns.reasons.changedMind,
  messages.returns.reasons.damaged,
  messages.returns.reasons.doesNotFit,
  messages.returns.reasons.differentFromDescription,
] as const;

export type ReturnReason = (typeof RETURN_REASONS)[number];

export interface ReturnRequestContext {
  /** Quantity of the product in the order: the most that can be returned. */
  orderedQuantity?: number;
}

function mediaFile(kind: 'image/' | 'video/', message: CoreMessageKey, say: Say) {
  return mixed<FileLike>().test(`return-${kind}`, function checkMedia(file) {
    if (!isFileLike(file)) return this.createError({ message: say('core.common.fileUnreadable') });
    return file.type.toLowerCase().startsWith(kind) || this.createError({ message: say(message, { name: file.name }) });
  });
}

export const returnRequestSchema = defineSchema((say) => {
  const quantityMin = say('core.returns.quantityMin');
  return object({
    order_id: requiredId(say('core.returns.orderRequired')),
    /** Product and reason share the spec's one message. */
    product_id: requiredId(say('core.returns.productOrReasonRequired')),
    // The reasons are values sent as they are (English), whatever the form's language.
    reason: string()
      .trim()
      .required(say('core.returns.productOrReasonRequired'))
      .oneOf(RETURN_REASONS, say('core.returns.productOrReasonRequired')),
    quantity: number()
      .transform((value: number, original: unknown) => (original === '' ? undefined : value))
      .typeError(quantityMin)
      .required(quantityMin)
      .integer(quantityMin)
      .min(1, quantityMin)
      .test('at-most-ordered', function atMostOrdered(quantity) {
        const ordered = (this.options.context as ReturnRequestContext | undefined)?.orderedQuantity;
        if (ordered === undefined || quantity === undefined || quantity <= ordered) return true;
        return this.createError({ message: say('core.returns.quantityMax', { max: ordered }) });
      }),
    description: multiLineText(say).default(''),
    product_images: array().of(mediaFile('image/', 'core.returns.photoType', say)).default([]),
    product_videos: array().of(mediaFile('video/', 'core.returns.videoType', say)).default([]),
  });
});

export type ReturnRequestInput = InferType<typeof returnRequestSchema>;
