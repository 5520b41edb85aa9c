// Return-form strings the spec does not quote; quoted ones come from core's messages.returns.
import { wordTable } from '../../lib/word-tables';

export const returnsText = wordTable('returns', {
  description: 'Return items of a delivered or shipped order.',
  pickProduct: 'Which product do you want to return?',
  ordered: (quantity: number) => `Ordered: ${quantity}`,
  quantity: 'Quantity to return',
  decrease: 'Return one fewer',
  increase: 'Return one more',
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  details: 'Describe the problem (optional)',
  photos: 'Photos',
  addPhotos: 'Add photos',
  videos: 'Videos',
  addVideo: 'Add a video',
  removeFile: (name: string) => `Remove ${name}`,
  submit: 'Submit return request',
  submitting: 'Uploading...',
  progress: 'Upload progress',
  cancel: 'Cancel',
  notReturnable: 'This order cannot be returned yet: returns open once processing has started.',
} as const);
