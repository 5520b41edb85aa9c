// The words of the quotation and invoice PDFs in English; words.ar.ts is the same table in
// Arabic (the compiler refuses a missing word). business-document.ts names the document, its
// parties, tax and totals with these, the layout its columns; documentWords picks the
// request's language (issue 23).
import { formatMoneyIn, type Locale, type Storefront } from '@horeca/core';
import { arDocumentWords } from './words.ar';

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

export const enDocumentWords: DocumentWords = {
  quotation: 'Quotation',
  invoice: 'Invoice',
  taxInvoice: 'Tax Invoice',
  sellerTaxNumber: (kind, number) => `${kind === 'trn' ? 'TRN' : 'EIN'} ${number}`,
  billTo: 'Bill to',
  preparedFor: 'Prepared for',
  buyerTrn: (number) => `TRN ${number}`,
  tradeLicence: (number) => `Trade licence ${number}`,
  columns: (taxColumn) => ['Item', 'SKU', 'Qty', 'Unit price', taxColumn, 'Total'],
  vatColumn: (rate) => `VAT ${rate}`,
  salesTaxColumn: (rate) => `Sales tax ${rate}`,
  subtotal: 'Subtotal',
  discount: 'Bulk savings (included)',
  delivery: 'Delivery',
  totalExclVat: 'Total excl. VAT',
  vat: (rate) => `VAT ${rate}`,
  totalInclVat: 'Total incl. VAT',
  salesTax: (rate) => `Sales tax ${rate}`,
  total: 'Total',
  heading: (number, date) => `No. ${number}    Date: ${date}`,
  validUntil: (date) => `Valid until: ${date}`,
  notes: (text) => `Notes: ${text}`,
  terms: 'Terms',
  quoteTerms: (storefront, validUntil, rate) => [
    storefront === 'ae'
      ? `Prices are valid until ${validUntil}, in AED and including VAT at ${rate}.`
      : `Prices are valid until ${validUntil}, in USD and before sales tax.`,
    storefront === 'ae'
      ? 'Delivery is charged when you order, by the delivery method you choose.'
      : `Delivery is charged when you order; sales tax at ${rate} applies to the goods and delivery.`,
    'Stock is reserved only when the order is placed. Payment as offered at checkout; our terms and conditions apply.',
  ],
  invoiceTaxNote: (storefront, rate) =>
    storefront === 'ae'
      ? `All amounts in AED. Prices include VAT at ${rate}; the VAT of each line and in total is shown.`
      : `All amounts in USD. Sales tax at ${rate} is added to the subtotal and delivery.`,
  date: (iso) => iso.slice(0, 10),
  money: (amount, currency) => formatMoneyIn(amount, currency),
};

export function documentWords(locale: Locale): DocumentWords {
  return locale === 'ar' ? arDocumentWords : enDocumentWords;
}
