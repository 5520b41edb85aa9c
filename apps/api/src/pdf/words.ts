// The words of the quotation and invoice PDFs in English; words.ar.ts is the same table in
// Arabic (the compiler refuses a missing word). The services name the document and its totals
// with these, the layout its columns; documentWords picks the request's language (issue 23).
import type { Locale } from '@horeca/core';
import { arDocumentWords } from './words.ar';

export interface DocumentWords {
  quotation: string;
  invoice: string;
  taxInvoice: string;
  sellerLine: string;
  dubai: string;
  unitedStates: string;
  taxRegistration(number: string): string;
  /** The table's columns: item, SKU, quantity, unit price, line total. */
  columns: readonly [string, string, string, string, string];
  subtotal: string;
  delivery: string;
  vatIncluded: string;
  salesTax: string;
  total: string;
  heading(number: string, date: string): string;
  notes(text: string): string;
  /** A date of the document, from its ISO timestamp. */
  date(iso: string): string;
  money(amount: number, currency: string): string;
}

export const enDocumentWords: DocumentWords = {
  quotation: 'Quotation',
  invoice: 'Invoice',
  taxInvoice: 'Tax Invoice',
  sellerLine: 'Hospitality supplies',
  dubai: 'Dubai, United Arab Emirates',
  unitedStates: 'United States',
  taxRegistration: (number) => `TRN ${number}`,
  columns: ['Item', 'SKU', 'Qty', 'Unit', 'Total'],
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  vatIncluded: 'VAT 5% (incl.)',
  salesTax: 'Sales tax',
  total: 'Total',
  heading: (number, date) => `No. ${number}    Date: ${date}`,
  notes: (text) => `Notes: ${text}`,
  date: (iso) => iso.slice(0, 10),
  money: (amount, currency) => `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
};

export function documentWords(locale: Locale): DocumentWords {
  return locale === 'ar' ? arDocumentWords : enDocumentWords;
}
