// The return form (docs/behaviour.md §2.5 and §5). The ordered quantity comes from the order,
// not from the form, so it travels in yup's context: { orderedQuantity }.
import { array, mixed, number, object, string, type InferType } from 'yup';
import { formatMessage, messages } from '../messages/messages';
import { requiredId } from '../fields/fields';
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

function mediaFile(kind: 'image/' | 'video/', message: string) {
  return mixed<FileLike>().test(`return-${kind}`, function checkMedia(file) {
    if (!isFileLike(file)) return this.createError({ message: messages.common.fileUnreadable });
    return file.type.toLowerCase().startsWith(kind) || this.createError({ message: formatMessage(message, { name: file.name }) });
  });
}

export const returnRequestSchema = object({
  order_id: requiredId(messages.returns.orderRequired),
  /** Product and reason share the spec's one message. */
  product_id: requiredId(messages.returns.productOrReasonRequired),
  reason: string()
    .trim()
    .required(messages.returns.productOrReasonRequired)
    .oneOf(RETURN_REASONS, messages.returns.productOrReasonRequired),
  quantity: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(messages.returns.quantityMin)
    .required(messages.returns.quantityMin)
    .integer(messages.returns.quantityMin)
    .min(1, messages.returns.quantityMin)
    .test('at-most-ordered', function atMostOrdered(quantity) {
      const ordered = (this.options.context as ReturnRequestContext | undefined)?.orderedQuantity;
      if (ordered === undefined || quantity === undefined || quantity <= ordered) return true;
      return this.createError({ message: formatMessage(messages.returns.quantityMax, { max: ordered }) });
    }),
  description: multiLineText().default(''),
  product_images: array().of(mediaFile('image/', messages.returns.photoType)).default([]),
  product_videos: array().of(mediaFile('video/', messages.returns.videoType)).default([]),
});

export type ReturnRequestInput = InferType<typeof returnRequestSchema>;
