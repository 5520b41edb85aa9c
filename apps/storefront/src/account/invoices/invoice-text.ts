// The invoice pages' route (their words are the `invoice` table of lib/words.en.ts).
import type { Storefront } from '@horeca/core/storefront';

/** The invoice route of each storefront (spec route table: /sale-invoice-us, /sale-invoice-uae). */
export const invoicePath: Record<Storefront, string> = { ae: '/sale-invoice-uae', us: '/sale-invoice-us' };
