// What the quotation and invoice PDFs need said: the shape of the catalogue's `documents`
// (words/en.ts, words/ar.ts; the compiler refuses a missing word). business-document.ts names
// the document, its parties, tax and totals with these, the layout its columns.
import type { Storefront } from '@horeca/core/storefront';

export interface DocumentWords {
  quotation: string;
  invoice: string;
  taxInvoice: string;
  /** The seller's tax number: the UAE TRN, or the US federal EIN. */
  sellerTaxNumber(kind: 'trn' | 'ein', number: string): string;
  /** The heading over the buyer on an invoice, and on a quotation. */
  billTo: string;
  preparedFor: string;
  buyerTrn(number: string): string;
  tradeLicence(number: string): string;
  /** The table's columns: item, SKU, quantity, unit price, the tax column given, line total. */
  columns(taxColumn: string): readonly [string, string, string, string, string, string];
  /** The tax column's heading with its rate ('5%'). */
  vatColumn(rate: string): string;
  salesTaxColumn(rate: string): string;
  subtotal: string;
  discount: string;
  delivery: string;
  totalExclVat: string;
  vat(rate: string): string;
  totalInclVat: string;
  salesTax(rate: string): string;
  total: string;
  heading(number: string, date: string): string;
  validUntil(date: string): string;
  notes(text: string): string;
  terms: string;
  /** A quotation's terms: its validity, what the prices include, what follows at the order. */
  quoteTerms(storefront: Storefront, validUntil: string, rate: string): string[];
  /** An invoice's tax statement: the currency and how the tax was charged. */
  invoiceTaxNote(storefront: Storefront, rate: string): string;
  /** A date of the document, from its ISO timestamp or day. */
  date(iso: string): string;
  money(amount: number, currency: string): string;
}
