// Invoice page strings the spec does not quote.
import type { Storefront } from '@horeca/core';
import { wordTable } from '../../lib/word-tables';

export const invoiceText = wordTable('invoice', {
  listTitle: { ae: 'Tax invoices (UAE store)', us: 'Invoices (US store)' } satisfies Record<Storefront, string>,
  listIntro: 'Choose an order to see, print or download its invoice.',
  none: { ae: 'You have no invoice from the UAE store yet.', us: 'You have no invoice from the US store yet.' } satisfies Record<Storefront, string>,
  open: (number: string) => `Invoice for order ${number}`,
  heading: { ae: 'Tax Invoice', us: 'Invoice' } satisfies Record<Storefront, string>,
  numberAndDate: (number: string, date: string) => `Invoice ${number} · ${date}`,
  seller: 'Sold by',
  /** The seller's tax number (core's store identity): the UAE TRN, or the US federal EIN. */
  taxNumber: (kind: 'trn' | 'ein', number: string) => `${kind === 'trn' ? 'TRN' : 'EIN'} ${number}`,
  buyer: 'Bill to',
  summary: 'Invoice total',
  vatNote: (rate: string, amount: string) => `Prices include VAT at ${rate}: ${amount} of the total is VAT.`,
  salesTaxNote: (rate: string, amount: string) => `Sales tax at ${rate} (${amount}) is added to the subtotal and delivery, as at checkout.`,
  otherStore: { ae: 'This order was placed on the UAE store.', us: 'This order was placed on the US store.' } satisfies Record<Storefront, string>,
  otherStoreLink: 'Open its invoice',
  print: 'Print invoice',
  download: (number: string) => `Download invoice ${number} (PDF)`,
  allInvoices: 'All invoices',
  guest: 'Invoices belong to your account: sign in to see, print or download them. Guest orders are invoiced by email.',
  signIn: 'Sign in to see your invoices',
  cancelled: 'This order was cancelled, so it has no invoice.',
} as const);

/** The invoice route of each storefront (spec route table: /sale-invoice-us, /sale-invoice-uae). */
export const invoicePath: Record<Storefront, string> = { ae: '/sale-invoice-uae', us: '/sale-invoice-us' };
