// Price display rules of docs/behaviour.md §5: the sale price is used only when it is non-zero
// and different from the original price; the discount badge shows only when the sale
// price is below the original; the badge shows 2 decimals, the price block a whole number.
import { DEFAULT_CURRENCY } from '../constants/constants';
import { parseNumberInput } from '../fields/digits';

type PriceValue = number | string | null | undefined;

/** Price fields as cards, search results and guest cart lines carry them. */
export interface PriceFields {
  sale_price?: PriceValue;
  front_sale_price?: PriceValue;
  original_price?: PriceValue;
  price?: PriceValue;
  currency?: string | null;
  currency_title?: string | null;
}

export interface DisplayPrice {
  /** What the customer pays now; null when the product carries no usable price. */
  current: number | null;
  /** The struck-through original price, only when there is a discount. */
  was: number | null;
  currency: string;
}

const isPresent = (value: PriceValue): value is number | string =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/** The first field that is present decides; a negative or unreadable price counts as none. */
function firstPrice(...values: PriceValue[]): number | null {
  const present = values.find(isPresent);
  if (present === undefined) return null;
  const amount = parseNumberInput(present);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** original_price, or price when a listing sends only that. */
export function originalPrice(product: PriceFields): number | null {
  return firstPrice(product.original_price, product.price);
}

/** sale_price (cards) or front_sale_price (search, cart), when non-zero and not the original. */
export function effectiveSalePrice(product: PriceFields): number | null {
  const sale = firstPrice(product.sale_price, product.front_sale_price);
  if (sale === null || sale === 0) return null;
  return sale === originalPrice(product) ? null : sale;
}

export function hasDiscount(product: PriceFields): boolean {
  const sale = effectiveSalePrice(product);
  const original = originalPrice(product);
  return sale !== null && original !== null && sale < original;
}

function discountPercent(product: PriceFields): number | null {
  if (!hasDiscount(product)) return null;
  const original = originalPrice(product) as number;
  const sale = effectiveSalePrice(product) as number;
  return ((original - sale) / original) * 100;
}

/** The badge figure, e.g. '33.33'; null when no badge shows. */
export function discountPercentBadge(product: PriceFields): string | null {
  const percent = discountPercent(product);
  // EPSILON keeps 12.345 (stored as 12.34499...) rounding up as a person expects.
  return percent === null ? null : (Math.round((percent + Number.EPSILON) * 100) / 100).toFixed(2);
}

/** The price-block figure, rounded to a whole percent; 0 when there is no discount. */
export function discountPercentRounded(product: PriceFields): number {
  const percent = discountPercent(product);
  return percent === null ? 0 : Math.round(percent);
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The product's ISO currency, AED when it sends none or a label that is not a code. */
export function productCurrency(product: PriceFields): string {
  const codes = [product.currency, product.currency_title].map((value) =>
    typeof value === 'string' ? value.trim().toUpperCase() : '',
  );
  return codes.find((code) => CURRENCY_CODE.test(code)) ?? DEFAULT_CURRENCY;
}

export function displayPrice(product: PriceFields): DisplayPrice {
  const sale = effectiveSalePrice(product);
  const original = originalPrice(product);
  return {
    current: sale ?? original,
    was: hasDiscount(product) ? original : null,
    currency: productCurrency(product),
  };
}
