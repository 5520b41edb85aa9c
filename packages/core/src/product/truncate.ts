// SKU and unit label truncation of docs/behaviour.md §9: 16 characters below 480 px, 12 below
// 1024, 15 below 1440, 20 from 1440 up; the selling-type unit always 16.
import { TRUNCATION } from '../constants/constants';

const ELLIPSIS = '…';

// Count what a reader sees as one character (grapheme), so an emoji or an accented
// letter is never cut in half. Code points are the fallback where Segmenter is missing.
// The segmenter is made on first need: building one loads the browser's text-break data,
// about 40 ms on a fast machine, which a page of plain-ASCII SKUs never needs.
let segmenter: Intl.Segmenter | null | undefined;
// Printable ASCII: every character is its own grapheme, so no segmenter is needed.
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

function characters(text: string): string[] {
  if (PLAIN_ASCII.test(text)) return text.split('');
  segmenter ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text);
}

/** The first `max` characters plus an ellipsis when longer. */
export function truncateText(text: string | null | undefined, max: number): string {
  if (text === null || text === undefined) return '';
  const chars = characters(String(text));
  return chars.length > max ? chars.slice(0, max).join('') + ELLIPSIS : chars.join('');
}

/** How many characters of a SKU fit at this viewport width. */
export function skuWidthFor(viewportWidth: number): number {
  // An unknown width (NaN, before first layout) reads as the widest, like a desktop render.
  const band = TRUNCATION.sku.find((entry) => viewportWidth < entry.maxWidth);
  return band ? band.chars : TRUNCATION.skuWide;
}

export function truncateForViewport(text: string | null | undefined, viewportWidth: number): string {
  return truncateText(text, skuWidthFor(viewportWidth));
}

export function truncateUnit(text: string | null | undefined): string {
  return truncateText(text, TRUNCATION.unit);
}
