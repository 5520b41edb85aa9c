// The consented context of a glitch report (beyond the spec): the page address, storefront
// and widget version, so a report can be reproduced. All optional: without consent the
// widget sends none of them, and an old client sends none either.
import { singleLineText } from '@horeca/core';
import { object, type InferType } from 'yup';

const PAGE_URL_MAX = 2000;

function isHttpUrl(value: string | undefined): boolean {
  if (!value) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const glitchContextSchema = object({
  page_url: singleLineText()
    .max(PAGE_URL_MAX, `The page address must be at most ${PAGE_URL_MAX} characters.`)
    .test('http-url', 'The page address must be an http(s) URL.', isHttpUrl)
    .optional(),
  storefront: singleLineText().max(20, 'The storefront must be at most 20 characters.').optional(),
  widget_version: singleLineText().max(40, 'The widget version must be at most 40 characters.').optional(),
});

export type GlitchContext = InferType<typeof glitchContextSchema>;

/** Column values: an empty or absent field is stored as null. */
export function glitchContextColumns(context: GlitchContext) {
  return {
    pageUrl: context.page_url || null,
    storefront: context.storefront || null,
    widgetVersion: context.widget_version || null,
  };
}
