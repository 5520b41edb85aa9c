// The card's unit label (spec 3: selling_type with attribute_value_unit, selling_unit,
// per_unit_price; spec 9: the selling-type unit is truncated at 16 characters). The unit is the
// selling type's unit, else the selling unit; the per-unit price shows only when it says
// something the price does not (a pack whose unit costs less than the pack).
import type { Product } from '../types/product';
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
