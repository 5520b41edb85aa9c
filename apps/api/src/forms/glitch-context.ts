// The consented context of a glitch report (beyond the spec): the page address, storefront
// and widget version, so a report can be reproduced. All optional: without consent the
// widget sends none of them, and an old client sends none either.
import { singleLineText } from '@horeca/core/fields';
import { object, type InferType } from 'yup';
import { said } from '../words/message-keys';

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
  page_url: singleLineText(said)
    .max(PAGE_URL_MAX, said('api.pageAddressTooLong', { max: PAGE_URL_MAX }))
    .test('http-url', said('api.pageAddressNotHttp'), isHttpUrl)
    .optional(),
  storefront: singleLineText(said).max(20, said('api.storefrontTooLong')).optional(),
  widget_version: singleLineText(said).max(40, said('api.widgetVersionTooLong')).optional(),
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
