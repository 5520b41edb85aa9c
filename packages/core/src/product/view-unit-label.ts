// The card's unit label ('per Box', 'AED 2.00 per Piece') from the view: core's unit-label rule
// decides and words it; the view already holds the unit and the per-unit price it resolved.
import { unitLabelText } from './unit-label';
import type { Storefront } from '../storefront';
import type { ProductCardView } from './product-card-view';

type UnitLanguage = Parameters<typeof unitLabelText>[2];

export function viewUnitLabelText(view: Pick<ProductCardView, 'sellingUnit' | 'perUnitPrice' | 'price'>, storefront: Storefront, language?: UnitLanguage): { text: string; title?: string } | null {
  return unitLabelText({ selling_unit: view.sellingUnit, per_unit_price: view.perUnitPrice, price: view.price }, storefront, language);
}
