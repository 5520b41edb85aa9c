// Order totals, computed on the server from catalogue prices. ae: prices include 5% VAT, so
// tax is the VAT part of the total; us: prices exclude sales tax, which is added at checkout.
import { roundMoney } from '@horeca/core/product';
import { STOREFRONTS } from '@horeca/core/storefront';
import type { Storefront } from '../catalogue/commerce-products';

export const VAT_RATE_AE = STOREFRONTS.ae.vatRate;
/** Demo sales-tax rate for the US storefront; a real deployment would use a tax service. */
export const SALES_TAX_RATE_US = 0.08;

import { DELIVERY_METHODS, type DeliveryMethod } from '@horeca/core/answers';
export { DELIVERY_METHODS, type DeliveryMethod };

/** Standard delivery is free from the threshold; express always costs its fee. */
export const DELIVERY_FEES: Record<Storefront, { freeFrom: number; standard: number; express: number }> = {
  ae: { freeFrom: 500, standard: 25, express: 45 },
  us: { freeFrom: 150, standard: 15, express: 30 },
};

export const round2 = roundMoney;

/** The VAT part of an ae amount (prices include 5%). */
export const includedVat = (amount: number) => round2((amount * VAT_RATE_AE) / (1 + VAT_RATE_AE));

export interface Totals {
  subtotal: number;
  shipping: number;
  tax: number;
  taxIncluded: boolean;
  total: number;
}

export function shippingFee(storefront: Storefront, method: DeliveryMethod, subtotal: number): number {
  const fees = DELIVERY_FEES[storefront];
  if (method === 'express') return fees.express;
  return subtotal >= fees.freeFrom ? 0 : fees.standard;
}

export function computeTotals(storefront: Storefront, lineTotals: number[], method: DeliveryMethod): Totals {
  const subtotal = round2(lineTotals.reduce((sum, value) => sum + value, 0));
  const shipping = shippingFee(storefront, method, subtotal);
  if (storefront === 'ae') {
    const total = round2(subtotal + shipping);
    return { subtotal, shipping, tax: includedVat(total), taxIncluded: true, total };
  }
  const tax = round2((subtotal + shipping) * SALES_TAX_RATE_US);
  return { subtotal, shipping, tax, taxIncluded: false, total: round2(subtotal + shipping + tax) };
}

/**
 * The goods of a cart before delivery: subtotal is what the lines cost after their
 * Buy-More-Save-More tiers, discount what the tiers took off (already out of subtotal). ae shows
 * the VAT included in the subtotal; us has no tax yet, it is added at checkout with delivery.
 */
export function goodsTotals(storefront: Storefront, lines: readonly { total: number; discount: number }[]) {
  const subtotal = round2(lines.reduce((sum, line) => sum + line.total, 0));
  const discount = round2(lines.reduce((sum, line) => sum + line.discount, 0));
  return storefront === 'ae'
    ? { subtotal, discount, tax: includedVat(subtotal), tax_included: true }
    : { subtotal, discount, tax: null, tax_included: false };
}
