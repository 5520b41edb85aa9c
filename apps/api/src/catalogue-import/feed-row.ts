// One feed row checked field by field into the product it describes. Every problem is reported at
// its field (row number, column, what is wrong), all of a row's problems at once, so a dry run
// lists everything to fix in one pass.
import { AED_PER_USD } from '../catalogue/listing';
import { LIST_SEPARATOR, type FeedColumn, type FeedRecord } from './feed-format';

export interface RowProblem {
  row: number;
  field: FeedColumn | 'row';
  message: string;
}

/** A subcategory a feed row may name, by its path 'Department > Category > Subcategory'. */
export interface LeafCategory {
  id: number;
  parentId: number;
  departmentId: number;
  path: string;
  slug: string;
  parentSlug: string;
  name: string;
  nameAr: string | null;
  parentName: string;
  parentNameAr: string | null;
  departmentName: string;
  departmentNameAr: string | null;
}

export interface FeedProduct {
  row: number;
  sku: string;
  title: string;
  description: string;
  brand: string;
  gtin: string | null;
  mpn: string | null;
  category: LeafCategory;
  titleAr: string | null;
  descriptionAr: string | null;
  priceAed: number;
  salePriceAed: number | null;
  priceUsd: number;
  salePriceUsd: number | null;
  /** Null: the feed says only the availability, the stored stock stands (an update). */
  stock: number | null;
  availability: Availability;
  minimumOrderQuantity: number;
  maximumOrderQuantity: number;
  deliveryDays: number | null;
  /** Picture sources in order (image_link first): http(s) URLs or file paths. */
  pictures: string[];
}

export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'backorder'] as const;
type Availability = (typeof AVAILABILITIES)[number];

const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const LIMITS = { title: 150, description: 5000, brand: 70, mpn: 70 } as const;
export const MAX_PICTURES = 9;
const MAX_PRICE = 10_000_000;
export const MAX_ORDER_QUANTITY = 9999;
const MAX_DELIVERY_DAYS = 90;

const round2 = (value: number) => Math.round(value * 100) / 100;
const normalisePath = (path: string) => path.split('>').map((part) => part.trim().toLowerCase()).join(' > ');
/** Text as stored: trimmed, inner runs of spaces kept (descriptions have paragraphs). */
const clean = (value: string | undefined) => (value ?? '').replaceAll('\u0000', '').trim();

/** GS1 check digit of a GTIN-8/12/13/14. */
function validGtin(digits: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return false;
  const body = digits.slice(0, -1).split('').reverse();
  const sum = body.reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

export class RowReader {
  private readonly leaves: Map<string, LeafCategory>;

  constructor(leaves: LeafCategory[]) {
    this.leaves = new Map(leaves.map((leaf) => [normalisePath(leaf.path), leaf]));
  }

  read(record: FeedRecord): { product: FeedProduct } | { problems: RowProblem[] } {
    const { row } = record;
    if (record.unreadable) return { problems: [{ row, field: 'row', message: `Row ${record.unreadable}.` }] };
    const problems: RowProblem[] = [];
    const problem = (field: FeedColumn, message: string) => problems.push({ row, field, message });
    const f = (name: FeedColumn) => clean(record.fields[name]);

    const text = (name: FeedColumn, limit: number, required: boolean): string | null => {
      const value = f(name);
      if (value === '') {
        if (required) problem(name, 'is required.');
        return null;
      }
      if (value.length > limit) problem(name, `is ${value.length} characters long; at most ${limit}.`);
      return value;
    };
    const money = (name: FeedColumn, value: string, currency: 'AED' | 'USD'): number | null => {
      if (value === '') return null;
      const match = /^(\d{1,8}(?:\.\d{1,2})?)(?:\s*([A-Za-z]{3}))?$/.exec(value);
      if (!match) {
        problem(name, `'${value}' is not a price (write 1234.50 or 1234.50 ${currency}).`);
        return null;
      }
      if (match[2] && match[2].toUpperCase() !== currency) {
        problem(name, `is in ${match[2].toUpperCase()}; this column is in ${currency}.`);
        return null;
      }
      const amount = Number(match[1]);
      if (amount <= 0 || amount > MAX_PRICE) {
        problem(name, `must be more than 0 and at most ${MAX_PRICE}.`);
        return null;
      }
      return round2(amount);
    };
    const whole = (name: FeedColumn, min: number, max: number): number | null => {
      const value = f(name);
      if (value === '') return null;
      if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
        problem(name, `must be a whole number from ${min} to ${max}.`);
        return null;
      }
      return Number(value);
    };

    const sku = f('id');
    if (sku === '') problem('id', 'is required (the SKU).');
    else if (!SKU.test(sku)) problem('id', `'${sku.slice(0, 70)}' is not a SKU: letters, digits, '.', '_', '-' and '/', at most 64, starting with a letter or digit.`);
    const title = text('title', LIMITS.title, true);
    const description = text('description', LIMITS.description, true);
    const brand = text('brand', LIMITS.brand, true);
    const mpn = text('mpn', LIMITS.mpn, false);
    const gtin = f('gtin') === '' ? null : f('gtin').replace(/[\s-]/g, '');
    if (gtin !== null && !validGtin(gtin)) problem('gtin', `'${f('gtin')}' is not a GTIN (8, 12, 13 or 14 digits with a valid check digit).`);
    const titleAr = text('title_ar', LIMITS.title, false);
    const descriptionAr = text('description_ar', LIMITS.description, false);

    // The category: the store's own column, else Merchant Center's product_type (the merchant's path).
    const pathText = f('category_path') || f('product_type');
    const category = pathText === '' ? undefined : this.leaves.get(normalisePath(pathText));
    if (pathText === '') problem('category_path', "is required: 'Department > Category > Subcategory' (or product_type).");
    else if (!category) problem(f('category_path') ? 'category_path' : 'product_type', `'${pathText.slice(0, 200)}' is not a subcategory of this store ('Department > Category > Subcategory').`);

    const priceAed = money('price_aed', f('price_aed'), 'AED') ?? (f('price_aed') === '' ? money('price', f('price'), 'AED') : null);
    if (f('price_aed') === '' && f('price') === '') problem('price_aed', 'is required (or price in AED).');
    const saleAed = money('sale_price_aed', f('sale_price_aed'), 'AED') ?? (f('sale_price_aed') === '' ? money('sale_price', f('sale_price'), 'AED') : null);
    if (priceAed !== null && saleAed !== null && saleAed >= priceAed) problem(f('sale_price_aed') ? 'sale_price_aed' : 'sale_price', 'must be lower than the price.');
    const priceUsd = money('price_usd', f('price_usd'), 'USD') ?? (priceAed === null ? null : round2(priceAed / AED_PER_USD));
    const saleUsd = money('sale_price_usd', f('sale_price_usd'), 'USD') ?? (saleAed === null ? null : round2(saleAed / AED_PER_USD));
    if (saleUsd !== null && saleAed === null) problem('sale_price_usd', 'needs a sale price in AED too.');
    // Derived USD prices follow the AED ones, whose problems are reported already.
    if (f('sale_price_usd') !== '' && priceUsd !== null && saleUsd !== null && saleUsd >= priceUsd) problem('sale_price_usd', 'must be lower than price_usd.');

    const availabilityText = f('availability').toLowerCase().replace(/ /g, '_') || 'in_stock';
    const availability = (AVAILABILITIES as readonly string[]).includes(availabilityText) ? (availabilityText as Availability) : null;
    if (!availability) problem('availability', `'${f('availability')}' is not one of ${AVAILABILITIES.join(', ')}.`);
    const stock = whole('stock', 0, 10_000_000);
    if (availability && stock !== null && (stock > 0) !== (availability === 'in_stock')) problem('stock', `${stock} disagrees with availability '${availability}'.`);

    const minimum = whole('min_order_quantity', 1, MAX_ORDER_QUANTITY) ?? 1;
    const maximum = whole('max_order_quantity', 1, MAX_ORDER_QUANTITY) ?? Math.max(99, minimum);
    if (maximum < minimum) problem('max_order_quantity', `must be at least min_order_quantity (${minimum}).`);
    const deliveryDays = whole('delivery_days', 0, MAX_DELIVERY_DAYS);

    const pictures = [f('image_link'), ...f('additional_image_link').split(LIST_SEPARATOR).map((s) => s.trim())].filter((s) => s !== '');
    if (f('image_link') === '' && pictures.length > 0) problem('image_link', 'is required when additional_image_link is given.');
    if (pictures.length > MAX_PICTURES) problem('additional_image_link', `names ${pictures.length} pictures with image_link; at most ${MAX_PICTURES}.`);
    for (const source of pictures) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(source) && !/^https?:\/\//i.test(source)) problem(source === f('image_link') ? 'image_link' : 'additional_image_link', `'${source.slice(0, 100)}' is neither an http(s) address nor a file.`);
    }

    if (problems.length > 0 || !category || priceAed === null || priceUsd === null || !availability || !title || !description || !brand) return { problems };
    return {
      product: {
        row, sku, title, description, brand, gtin, mpn, category, titleAr, descriptionAr,
        priceAed, salePriceAed: saleAed, priceUsd, salePriceUsd: saleUsd,
        stock: stock ?? (availability === 'in_stock' ? null : 0),
        availability, minimumOrderQuantity: minimum, maximumOrderQuantity: maximum, deliveryDays, pictures,
      },
    };
  }
}
