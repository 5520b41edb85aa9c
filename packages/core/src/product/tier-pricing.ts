// Buy More, Save More (spec: GET /frontend/discounts): from a tier's minimum quantity on, each
// unit costs the tier's percent less. One rule for the product page, the cart and the order:
// the tier reached is the one with the highest minimum at or below the quantity, the unit price
// after it is rounded to the cent, and the line is that unit price times the quantity.

/** A tier as GET /frontend/discounts serves it. */
export interface PriceTier {
  min_quantity: number;
  discount_percent: number;
}

export interface TieredLine<T extends PriceTier = PriceTier> {
  /** The unit price before any tier (the sale price when there is one). */
  listUnitPrice: number;
  /** What one unit costs at this quantity. */
  unitPrice: number;
  /** The tier reached, or null below the first one. */
  tier: T | null;
  /** listUnitPrice x quantity. */
  listTotal: number;
  /** What the tier takes off the line. */
  discount: number;
  /** unitPrice x quantity: what the line costs. */
  total: number;
}

/** To the cent; EPSILON keeps 1.005 (stored as 1.00499...) rounding up as a person expects. */
export const roundMoney = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** The tier `quantity` reaches: the highest minimum at or below it (tiers may come in any order). */
export function tierForQuantity<T extends PriceTier>(tiers: readonly T[], quantity: number): T | null {
  let reached: T | null = null;
  for (const tier of tiers) {
    const usable = tier.discount_percent > 0 && tier.discount_percent < 100 && tier.min_quantity >= 1;
    if (usable && tier.min_quantity <= quantity && (reached === null || tier.min_quantity > reached.min_quantity)) reached = tier;
  }
  return reached;
}

/** The unit price with `percent` off, to the cent. */
export function tierUnitPrice(unitPrice: number, percent: number): number {
  return roundMoney(unitPrice * (1 - percent / 100));
}

export function priceTieredLine<T extends PriceTier>(listUnitPrice: number, quantity: number, tiers: readonly T[]): TieredLine<T> {
  const tier = tierForQuantity(tiers, quantity);
  const unitPrice = tier ? tierUnitPrice(listUnitPrice, tier.discount_percent) : listUnitPrice;
  const listTotal = roundMoney(listUnitPrice * quantity);
  const total = roundMoney(unitPrice * quantity);
  return { listUnitPrice, unitPrice, tier, listTotal, discount: roundMoney(listTotal - total), total };
}
