// Money is formatted with Intl.NumberFormat per storefront, never by concatenation, so
// an Arabic locale later changes one table, not every price on the page.
import { PRICE_DECIMALS, type Storefront, STOREFRONTS } from '../constants';
import { parseNumberInput } from './digits';

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
export function formatMoney(amount: number | string | null | undefined, storefront: Storefront = 'ae'): string {
  const value = parseNumberInput(amount);
  if (!Number.isFinite(value)) return '';
  const known: Storefront = Object.hasOwn(STOREFRONTS, storefront) ? storefront : 'ae';
  return formatterFor(known).format(value);
}

/**
 * A whole count with thousands separators, the same on every storefront: '12,480'. Not
 * Intl: the first NumberFormat a page makes loads the browser's number data, about 60 ms on
 * a fast machine, which a page that shows counts but no price would pay for nothing.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
