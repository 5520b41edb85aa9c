// The catalogue feed (issue 29, docs/catalogue-import.md): the columns of a Google Merchant
// Center product feed plus the store's own, read from CSV (RFC 4180, a header row) or JSON Lines
// (one object per line, the same names), and written back in the same shapes by `export`.

/** Google Merchant Center's columns this store reads and writes. */
export const MERCHANT_COLUMNS = [
  'id', 'title', 'description', 'link', 'image_link', 'additional_image_link', 'price', 'sale_price',
  'brand', 'gtin', 'mpn', 'product_type', 'availability',
] as const;

/** The store's own columns. */
export const STORE_COLUMNS = [
  'category_path', 'title_ar', 'description_ar', 'min_order_quantity', 'max_order_quantity', 'delivery_days',
  'stock', 'price_aed', 'sale_price_aed', 'price_usd', 'sale_price_usd',
] as const;

export const FEED_COLUMNS = [...MERCHANT_COLUMNS, ...STORE_COLUMNS] as const;
export type FeedColumn = (typeof FEED_COLUMNS)[number];

/** One row as read: its 1-based row number (the header is row 1 in CSV) and its text fields. */
export interface FeedRecord {
  row: number;
  fields: Partial<Record<FeedColumn, string>>;
  /** Set when the line itself could not be read (broken JSON, wrong column count). */
  unreadable?: string;
}

export type FeedFormat = 'csv' | 'jsonl';

export function formatOf(file: string): FeedFormat | null {
  if (/\.csv$/i.test(file)) return 'csv';
  if (/\.(jsonl|ndjson)$/i.test(file)) return 'jsonl';
  return null;
}

/** Merchant Center separates additional image links with commas in a text feed. */
export const LIST_SEPARATOR = ',';
