// The upload limits of each form, in one place. Sizes follow spec sections 5 and 9
// (claim screenshot 2MB; glitch screenshots 5MB each) and our choices where the spec is
// silent (return photos 5MB, return videos 50MB, bounded counts).
import { CLAIM_FILE_RULE, formatMessage, ISSUE_FILE_RULE, messages } from '@horeca/core';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, type ImageProblem } from './image-check';
import type { FileFieldRule } from './multipart';
import { IMAGE_TYPES, VIDEO_TYPES } from './sniff';

export const MB = 1024 * 1024;

/** Types as the bytes name them: a browser's 'image/jpg' alias is never what sniffing detects. */
const detectable = (types: readonly string[]) => types.filter((type) => type !== 'image/jpg');

// Size, types and messages of the two screenshot fields are core's (schemas/files.ts), the
// rules the forms check in the browser: one home, so the two sides cannot drift apart.
export const CLAIM_SCREENSHOT: FileFieldRule = {
  maxBytes: CLAIM_FILE_RULE.maxBytes,
  maxCount: 1,
  types: detectable(CLAIM_FILE_RULE.mimeTypes),
  tooLarge: (name) => formatMessage(CLAIM_FILE_RULE.sizeMessage, { name }),
  notSupported: (name) => formatMessage(CLAIM_FILE_RULE.typeMessage, { name }),
  tooMany: 'Please upload only one screenshot.',
};

export const GLITCH_SCREENSHOTS: FileFieldRule = {
  maxBytes: ISSUE_FILE_RULE.maxBytes,
  maxCount: 5,
  types: detectable(ISSUE_FILE_RULE.mimeTypes),
  tooLarge: (name) => formatMessage(ISSUE_FILE_RULE.sizeMessage, { name }),
  notSupported: (name) => formatMessage(ISSUE_FILE_RULE.typeMessage, { name }),
  tooMany: 'Please upload at most 5 screenshots.',
};

export const RETURN_PHOTOS: FileFieldRule = {
  maxBytes: 5 * MB,
  maxCount: 8,
  types: IMAGE_TYPES,
  tooLarge: (name) => `File ${name} is too large. Maximum size is 5MB.`,
  notSupported: (name) => formatMessage(messages.returns.photoType, { name }),
  tooMany: 'Please upload at most 8 photos.',
};

export const RETURN_VIDEOS: FileFieldRule = {
  maxBytes: 50 * MB,
  maxCount: 3,
  types: VIDEO_TYPES,
  tooLarge: (name) => `File ${name} is too large. Maximum size is 50MB.`,
  notSupported: (name) => formatMessage(messages.returns.videoType, { name }),
  tooMany: 'Please upload at most 3 videos.',
};

export const SAVED_DOCUMENT: FileFieldRule = {
  maxBytes: 10 * MB,
  maxCount: 1,
  types: ['application/pdf', 'image/png', 'image/jpeg'],
  tooLarge: (name) => `File ${name} is too large. Maximum size is 10MB.`,
  notSupported: (name) => `File ${name} is not supported. Please upload a PDF, PNG or JPEG file.`,
  tooMany: 'Please upload one file at a time.',
};

/**
 * An image of an accepted type that is not whole or not sane. Hidden content gets the form's own
 * 'not supported' message (for the claim form, the spec's); the other two say what is wrong.
 */
export function imageProblemMessage(problem: ImageProblem, rule: FileFieldRule, name: string): string {
  if (problem === 'hidden-content') return rule.notSupported(name);
  if (problem === 'too-many-pixels') {
    const side = MAX_IMAGE_SIDE.toLocaleString('en-US');
    return `File ${name} is too large. An image may be at most ${side} pixels wide or high and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;
  }
  return `File ${name} is damaged or incomplete. Please upload the image again.`;
}
