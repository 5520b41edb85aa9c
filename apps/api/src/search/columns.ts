import { cardColumns, type CardRecord } from '../catalogue/product-view';

/**
 * The product columns a search answer shows (searchProductView), fewer than a listing
 * card's: every keystroke reads and decodes up to 7 rows of them, and none is a date (which
 * would need drizzle's date parsers on PGlite, see db/prepared.ts).
 */
const shown = [
  'id',
  'name',
  'nameAr',
  'slug',
  'sku',
  'brandId',
  'storeId',
  'vendorId',
  'categoryId',
  'parentCategoryId',
  'priceAed',
  'salePriceAed',
  'stock',
  'avgRating',
  'deliveryDays',
  'imageCount',
  'minimumOrderQuantity',
  'maximumOrderQuantity',
] as const satisfies readonly (keyof typeof cardColumns)[];

type Shown = (typeof shown)[number];
export const searchColumns = Object.fromEntries(shown.map((key) => [key, cardColumns[key]])) as Pick<typeof cardColumns, Shown>;
export type SearchRecord = Pick<CardRecord, Shown>;
