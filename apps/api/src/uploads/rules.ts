// The upload limits of each form, built from core's rules (forms/files.ts): sizes, counts,
// types and messages have one home, the one the forms check in the browser, so the two sides
// cannot drift apart.
import { CLAIM_FILE_RULE, ISSUE_FILE_RULE, RETURN_PHOTO_RULE, RETURN_VIDEO_RULE, SAVED_DOCUMENT_RULE, type FileRule } from '@horeca/core/forms';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, type ImageProblem } from './image-check';
import type { FileFieldRule } from './multipart';
import { said } from '../words/message-keys';
import type { AnswerText } from '../http/errors';

/** Types as the bytes name them: a browser's 'image/jpg' alias is never what sniffing detects. */
const detectable = (types: readonly string[]) => types.filter((type) => type !== 'image/jpg');

function fieldRule(rule: FileRule): FileFieldRule {
  return {
    maxBytes: rule.maxBytes,
    maxCount: rule.maxCount,
    types: detectable(rule.mimeTypes),
    tooLarge: (name) => said(rule.sizeMessage, { name }),
    notSupported: (name) => said(rule.typeMessage, { name }),
    tooMany: said(rule.countMessage),
  };
}

export const CLAIM_SCREENSHOT = fieldRule(CLAIM_FILE_RULE);
export const GLITCH_SCREENSHOTS = fieldRule(ISSUE_FILE_RULE);
export const RETURN_PHOTOS = fieldRule(RETURN_PHOTO_RULE);
export const RETURN_VIDEOS = fieldRule(RETURN_VIDEO_RULE);
export const SAVED_DOCUMENT = fieldRule(SAVED_DOCUMENT_RULE);

/**
 * An image of an accepted type that is not whole or not sane. Hidden content gets the form's own
 * 'not supported' message (for the claim form, the spec's); the other two say what is wrong.
 */
export function imageProblemMessage(problem: ImageProblem, rule: FileFieldRule, name: string): AnswerText {
  if (problem === 'hidden-content') return rule.notSupported(name);
  if (problem === 'too-many-pixels') {
    return said('core.uploads.imageTooManyPixels', { name, side: MAX_IMAGE_SIDE.toLocaleString('en-US'), megapixels: MAX_IMAGE_PIXELS / 1_000_000 });
  }
  return said('core.uploads.imageDamaged', { name });
}
