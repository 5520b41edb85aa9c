// The card's unit label (docs/behaviour.md §3: selling_type with attribute_value_unit, selling_unit,
// per_unit_price; docs/behaviour.md §9: the selling-type unit is truncated at 16 characters). The unit is the
// selling type's unit, else the selling unit; the per-unit price shows only when it says
// something the price does not (a pack whose unit costs less than the pack).
import { formatMessage, messages } from '../messages/messages';
import type { Product } from './product-types';
import type { Storefront } from '../storefront';
import { formatMoney } from '../money/money';
import { displayPrice, type PriceFields } from './pricing';
import { truncateUnit } from './truncate';

export interface UnitLabel {
  /** The unit, at most 16 characters plus an ellipsis. */
  unit: string;
  /** The full unit, for a tooltip when it was cut. */
  fullUnit: string;
  /** The price of one unit, or null when it is the card's price anyway. */
  perUnitPrice: number | null;
}

export function unitLabel(product: PriceFields & Pick<Product, 'selling_type' | 'selling_unit' | 'per_unit_price'>): UnitLabel | null {
  const fullUnit = (product.selling_type?.attribute_value_unit || product.selling_unit || '').trim();
  if (fullUnit === '') return null;
  const perUnit = Number(product.per_unit_price);
  const current = displayPrice(product).current;
  const perUnitPrice = Number.isFinite(perUnit) && perUnit > 0 && perUnit !== current ? perUnit : null;
  return { unit: truncateUnit(fullUnit), fullUnit, perUnitPrice };
}

/** The label as a card shows it: 'per Box', or 'AED 2.00 per Piece' for a pack; null without a unit. */
export function unitLabelText(
  product: Parameters<typeof unitLabel>[0],
  storefront: Storefront,
  /** Another language's words and price format (the Arabic card's: 'لكل قطعة' for 'per Each'). */
  language: { texts: { perUnit: string; perUnitPrice: string; units: Readonly<Record<string, string>> }; money: (amount: number) => string } = {
    texts: messages.card,
    money: (amount) => formatMoney(amount, storefront),
  },
): { text: string; title?: string } | null {
  const label = unitLabel(product);
  if (!label) return null;
  // A unit the catalogue names in English is shown in the card's language, then cut to length.
  const fullUnit = Object.hasOwn(language.texts.units, label.fullUnit) ? (language.texts.units[label.fullUnit] as string) : label.fullUnit;
  const unit = truncateUnit(fullUnit);
  const text =
    label.perUnitPrice === null
      ? formatMessage(language.texts.perUnit, { unit })
      : formatMessage(language.texts.perUnitPrice, { price: language.money(label.perUnitPrice), unit });
  return unit === fullUnit ? { text } : { text, title: fullUnit };
}
