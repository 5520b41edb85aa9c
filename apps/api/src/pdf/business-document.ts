// What a quotation and an invoice say, for both services (docs/behaviour.md §9: documents): the
// seller from core's store identity, the buyer with the company and tax number staff approved,
// each line's tax, the totals and the terms. ae: prices include VAT (core's STOREFRONTS rate),
// so a line's VAT is the part of its total that is tax, and an invoice is a UAE 'Tax Invoice'
// with the seller's TRN and the VAT per line and in total in AED; us: prices are before sales
// tax (cart/pricing.ts's rate), added on the goods and delivery.
import { type Locale } from '@horeca/core/locale';
import { STORE_IDENTITY, STORE_NAME, STOREFRONTS, type Storefront } from '@horeca/core/storefront';
import type { ApprovedBusiness } from '../accounts/business-requests';
import { includedVat, round2, SALES_TAX_RATE_US } from '../cart/pricing';
import type { PdfDocumentInput, PdfLine, PdfTotal } from './document-pdf';
import type { DocumentWords } from './document-words';

/** The tax rate of a storefront, as the documents print it ('5%', '8%'). */
export function taxRate(storefront: Storefront): { rate: number; printed: string } {
  const rate = storefront === 'ae' ? STOREFRONTS.ae.vatRate : SALES_TAX_RATE_US;
  return { rate, printed: `${round2(rate * 100)}%` };
}

/** The tax in a line: the VAT its price includes (ae), the sales tax on it (us). */
export function lineTax(storefront: Storefront, lineTotal: number): number {
  return storefront === 'ae' ? includedVat(lineTotal) : round2(lineTotal * SALES_TAX_RATE_US);
}

export function sellerLines(storefront: Storefront, locale: Locale, words: DocumentWords): string[] {
  const { address, taxNumber } = STORE_IDENTITY[storefront];
  return [STORE_NAME, ...address[locale], words.sellerTaxNumber(taxNumber.kind, taxNumber.value)];
}

export interface DocumentBuyer {
  name: string;
  email: string;
  business: ApprovedBusiness | null;
  /** The delivery address of an invoice, a line each. */
  address?: string[];
}

export function buyerLines(buyer: DocumentBuyer, words: DocumentWords): string[] {
  const { business } = buyer;
  return [
    business?.companyName ?? buyer.name,
    ...(business ? [buyer.name] : []),
    ...(business?.trn ? [words.buyerTrn(business.trn)] : []),
    ...(business?.tradeLicence ? [words.tradeLicence(business.tradeLicence)] : []),
    buyer.email,
    ...(buyer.address ?? []).filter(Boolean),
  ];
}

interface SoldLine {
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

export function documentLines(storefront: Storefront, lines: readonly SoldLine[]): PdfLine[] {
  return lines.map((line) => ({ ...line, tax: lineTax(storefront, line.total) }));
}

function taxColumn(storefront: Storefront, words: DocumentWords): string {
  const { printed } = taxRate(storefront);
  return storefront === 'ae' ? words.vatColumn(printed) : words.salesTaxColumn(printed);
}

export interface QuoteFacts {
  storefront: Storefront;
  locale: Locale;
  number: string;
  /** ISO timestamp of the quotation, and its last valid day (YYYY-MM-DD). */
  createdAt: string;
  validUntil: string;
  currency: string;
  buyer: DocumentBuyer;
  lines: readonly SoldLine[];
  notes: string;
}

export function quotationDocument(facts: QuoteFacts, words: DocumentWords): PdfDocumentInput {
  const { storefront } = facts;
  const { printed } = taxRate(storefront);
  const lines = documentLines(storefront, facts.lines);
  const goods = round2(facts.lines.reduce((sum, line) => sum + line.total, 0));
  const validUntil = words.date(facts.validUntil);
  let totals: PdfTotal[];
  if (storefront === 'ae') {
    const vat = includedVat(goods);
    totals = [
      { label: words.totalExclVat, amount: round2(goods - vat) },
      { label: words.vat(printed), amount: vat },
      { label: words.totalInclVat, amount: goods },
    ];
  } else {
    const tax = round2(goods * SALES_TAX_RATE_US);
    totals = [
      { label: words.subtotal, amount: goods },
      { label: words.salesTax(printed), amount: tax },
      { label: words.total, amount: round2(goods + tax) },
    ];
  }
  return {
    locale: facts.locale,
    title: words.quotation,
    number: facts.number,
    date: words.date(facts.createdAt),
    validUntil,
    seller: sellerLines(storefront, facts.locale, words),
    buyerHeading: words.preparedFor,
    buyer: buyerLines(facts.buyer, words),
    currency: facts.currency,
    taxColumn: taxColumn(storefront, words),
    lines,
    totals,
    notes: facts.notes || undefined,
    terms: { heading: words.terms, lines: words.quoteTerms(storefront, validUntil, printed) },
  };
}

export interface InvoiceFacts {
  storefront: Storefront;
  locale: Locale;
  number: string;
  createdAt: string;
  currency: string;
  buyer: DocumentBuyer;
  lines: readonly SoldLine[];
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

export function invoiceDocument(facts: InvoiceFacts, words: DocumentWords): PdfDocumentInput {
  const { storefront } = facts;
  const { printed } = taxRate(storefront);
  const totals: PdfTotal[] = [
    { label: words.subtotal, amount: facts.subtotal },
    ...(facts.discount > 0 ? [{ label: words.discount, amount: facts.discount }] : []),
    { label: words.delivery, amount: facts.shipping },
    ...(storefront === 'ae'
      ? [
          { label: words.totalExclVat, amount: round2(facts.total - facts.tax) },
          { label: words.vat(printed), amount: facts.tax },
          { label: words.totalInclVat, amount: facts.total },
        ]
      : [
          { label: words.salesTax(printed), amount: facts.tax },
          { label: words.total, amount: facts.total },
        ]),
  ];
  return {
    locale: facts.locale,
    title: storefront === 'ae' ? words.taxInvoice : words.invoice,
    number: facts.number,
    date: words.date(facts.createdAt),
    seller: sellerLines(storefront, facts.locale, words),
    buyerHeading: words.billTo,
    buyer: buyerLines(facts.buyer, words),
    currency: facts.currency,
    taxColumn: taxColumn(storefront, words),
    lines: documentLines(storefront, facts.lines),
    totals,
    terms: { heading: words.terms, lines: [words.invoiceTaxNote(storefront, printed)] },
  };
}
