// Money is formatted with Intl.NumberFormat per storefront, never by concatenation, so
// an Arabic locale later changes one table, not every price on the page.
import { PRICE_DECIMALS } from '../constants/constants';
import { type Storefront, STOREFRONT_IDS, STOREFRONTS } from '../storefront';
import { parseNumberInput } from '../fields/digits';
import { formatArabicCount, formatArabicMoney } from '../locale/format';
import type { DigitStyle, Locale } from '../locale/locale';

const formatters = new Map<Storefront, Intl.NumberFormat>();

function formatterFor(storefront: Storefront): Intl.NumberFormat {
  let formatter = formatters.get(storefront);
  if (!formatter) {
    const { currency, locale } = STOREFRONTS[storefront];
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // AED as a code: its symbol differs between ICU releases (Node 20, 22, 24) and
      // browsers, the code reads the same everywhere. '$' is stable for USD.
      currencyDisplay: storefront === 'ae' ? 'code' : 'narrowSymbol',
      minimumFractionDigits: PRICE_DECIMALS,
      maximumFractionDigits: PRICE_DECIMALS,
      // No '-AED 0.00' for -0 or for -0.001 rounding to zero.
      signDisplay: 'negative',
    });
    formatters.set(storefront, formatter);
  }
  return formatter;
}

/**
 * `amount` in the storefront's currency with 2 decimals, e.g. 'AED 1,234.50' or
 * '$1,234.50' (ICU puts a no-break space after the code). An unreadable or infinite
 * amount gives '' rather than a misleading 'AED 0.00' or 'AED NaN'.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  storefront: Storefront = 'ae',
  locale: Locale = 'en',
  digits?: DigitStyle,
): string {
  // Arabic is sold on the ae storefront only: AED as 'د.إ.' through Intl for ar-AE.
  if (locale === 'ar' && storefront === 'ae') return formatArabicMoney(amount, { digits });
  const value = parseNumberInput(amount);
  if (!Number.isFinite(value)) return '';
  const known: Storefront = Object.hasOwn(STOREFRONTS, storefront) ? storefront : 'ae';
  return formatWithoutIntl(value, known) ?? formatterFor(known).format(value);
}

/**
 * An amount in a storefront's currency as that storefront writes it, for what carries a currency
 * rather than a storefront (an order's mail, an invoice): formatMoney of the storefront that
 * sells in `currency`.
 */
export function formatMoneyIn(amount: number | string, currency: string, locale: Locale = 'en'): string {
  const storefront = STOREFRONT_IDS.find((id) => STOREFRONTS[id].currency === currency);
  if (!storefront) throw new RangeError(`No storefront sells in ${currency}`);
  return formatMoney(amount, storefront, locale);
}

// What ICU writes before the amount on each storefront. money.test.ts checks that this path
// and Intl agree on thousands of amounts, so a change of locale or currency shows up there.
const CURRENCY_PREFIX: Record<Storefront, string> = { ae: 'AED\u00a0', us: '$' };

/**
 * The storefronts' money format written out by hand: the first Intl.NumberFormat a page makes
 * loads the browser's number data, about 60 ms on a fast machine and four times that on a
 * phone, in the middle of the page coming to life. Leaves what it cannot write plainly
 * (exponent forms) to Intl.
 */
function formatWithoutIntl(value: number, storefront: Storefront): string | undefined {
  const written = writtenAmount(value);
  return written && `${written.sign}${CURRENCY_PREFIX[storefront]}${written.amount}`;
}

/**
 * An amount with 2 decimals and thousands separators and no currency, as a document's price
 * columns write it under a heading that names the currency: '1,234.50'.
 */
export function formatAmount(amount: number): string {
  const written = writtenAmount(amount);
  if (written) return written.sign + written.amount;
  return amount.toLocaleString('en-US', { minimumFractionDigits: PRICE_DECIMALS, maximumFractionDigits: PRICE_DECIMALS });
}

/**
 * The sign and the grouped digits of an amount, rounded as Intl rounds: half away from zero, on
 * the number's shortest decimal form (1.005 -> 1.01, where toFixed gives 1.00); undefined for an
 * exponent form.
 */
function writtenAmount(value: number): { sign: string; amount: string } | undefined {
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!parts) return undefined;
  const [, whole = '0', fraction = ''] = parts;
  const roundUp = fraction.charAt(PRICE_DECIMALS) >= '5' ? 1n : 0n;
  const kept = BigInt(whole + fraction.padEnd(PRICE_DECIMALS, '0').slice(0, PRICE_DECIMALS)) + roundUp;
  const digits = kept.toString().padStart(PRICE_DECIMALS + 1, '0');
  // 'negative' sign display: no minus on an amount that rounds to zero.
  return { sign: value < 0 && kept > 0n ? '-' : '', amount: `${groupThousands(digits.slice(0, -PRICE_DECIMALS))}.${digits.slice(-PRICE_DECIMALS)}` };
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A whole count with thousands separators, the same on every storefront: '12,480'. Not
 * Intl: the first NumberFormat a page makes loads the browser's number data, about 60 ms on
 * a fast machine, which a page that shows counts but no price would pay for nothing.
 */
export function formatCount(count: number, locale: Locale = 'en', digits?: DigitStyle): string {
  if (locale === 'ar') return formatArabicCount(count, { digits });
  return groupThousands(String(Math.trunc(count)));
}
