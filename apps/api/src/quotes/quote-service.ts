// Quotations: a business (or any) customer asks for a price on a list of items; the list can
// be changed while the quote is still 'requested'; each quote downloads as a PDF.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type Locale } from '@horeca/core/locale';
import type { Db } from '../db/client';
import { cartLines, quoteItems, quotes } from '../db/schema/commerce';
import { HttpError, notFound, validationFailed, type FieldErrors } from '../http/errors';
import { renderDocumentPdf } from '../pdf/document-pdf';
import { quotationDocument } from '../pdf/business-document';
import { apiWords } from '../words/words';
import { approvedBusiness } from '../accounts/business-requests';
import { findCustomerById } from '../accounts/customers';
import { assertRoomFor, CAP_MESSAGES, CAPS } from '../accounts/row-caps';
import { CURRENCY, loadPurchasable, quantityLimits, unitPrice, type Storefront } from '../catalogue/commerce-products';
import { round2 } from '../cart/pricing';
import { storedNamesIn } from '../catalogue/product-names';
import { quoteValidUntil } from './quote-validity';
import { said } from '../words/message-keys';

export const QUOTE_ITEMS_MAX = 200;

type QuoteRow = typeof quotes.$inferSelect;
type QuoteItemRow = typeof quoteItems.$inferSelect;

/** A quote's prices hold until its stored day; a quote from before that day was stored holds from its last change. */
function presentQuote(quote: QuoteRow, items: QuoteItemRow[], validDays: number) {
  const lines = items.map((item) => ({
    id: item.id,
    product_id: item.productId,
    name: item.name,
    sku: item.sku,
    quantity: item.quantity,
    unit_price: item.unitPrice,
    line_total: round2(item.unitPrice * item.quantity),
  }));
  return {
    id: quote.id,
    number: quote.number,
    status: quote.status,
    storefront: quote.storefront,
    currency: quote.currency,
    notes: quote.notes,
    valid_until: quote.validUntil ?? quoteValidUntil(quote.updatedAt, validDays),
    can_update: quote.status === 'requested',
    items: lines,
    total: round2(lines.reduce((sum, line) => sum + line.line_total, 0)),
    created_at: quote.createdAt.toISOString(),
    updated_at: quote.updatedAt.toISOString(),
  };
}

/** The items of each quote, named in `locale` (storedNamesIn: the stored English name stays as quoted). */
async function itemsOf(db: Db, quoteIds: number[], locale: Locale) {
  const byQuote = new Map<number, QuoteItemRow[]>();
  if (quoteIds.length === 0) return byQuote;
  const rows = await db.select().from(quoteItems).where(inArray(quoteItems.quoteId, quoteIds)).orderBy(asc(quoteItems.id));
  for (const row of await storedNamesIn(db, rows, locale)) byQuote.set(row.quoteId, [...(byQuote.get(row.quoteId) ?? []), row]);
  return byQuote;
}

async function findOwnQuote(db: Db, customerId: number, id: number): Promise<QuoteRow> {
  const [row] = await db.select().from(quotes).where(and(eq(quotes.id, id), eq(quotes.customerId, customerId))).limit(1);
  if (!row) throw notFound('api.quotationNotFound');
  return row;
}

/** Items priced from the catalogue; quantities within each product's limits. */
async function pricedItems(db: Db, items: { product_id: number; quantity: number }[], storefront: Storefront) {
  const found = await loadPurchasable(db, items.map((item) => item.product_id), (index) => `items[${index}].product_id`);
  const errors: FieldErrors = {};
  items.forEach((item, index) => {
    const { max } = quantityLimits(found.get(item.product_id)!);
    // A quote is for bulk: the product's own maximum does not bind, but the line must be sane.
    if (item.quantity > Math.max(max, 100)) errors[`items[${index}].quantity`] = [said('api.quantityMost', { max: Math.max(max, 100) })];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return items.map((item) => {
    const product = found.get(item.product_id)!;
    return { productId: product.id, name: product.name, sku: product.sku, unitPrice: unitPrice(product, storefront).price, quantity: item.quantity };
  });
}

export interface QuoteInput {
  items?: { product_id: number; quantity: number }[] | undefined;
  /** Build the quote from the current cart instead of listing items. */
  from_cart: boolean;
  notes: string;
  storefront: Storefront;
}

export interface QuoteSettings {
  /** QUOTE_VALID_DAYS (config.ts). */
  validDays: number;
}

export function createQuoteService(db: Db, { validDays }: QuoteSettings) {
  const present = (quote: QuoteRow, items: QuoteItemRow[]) => presentQuote(quote, items, validDays);
  const resolveItems = async (customerId: number, body: Pick<QuoteInput, 'items' | 'from_cart'>) => {
    if (body.items && body.items.length > 0) return body.items;
    if (body.from_cart) {
      const lines = await db.select().from(cartLines).where(eq(cartLines.customerId, customerId)).orderBy(asc(cartLines.id));
      if (lines.length > 0) return lines.map((line) => ({ product_id: line.productId, quantity: line.quantity }));
    }
    throw validationFailed({ items: ['core.cart.productRequired'] });
  };

  return {
    /** Requests a quotation from a list of items (or from the cart with from_cart). */
    async request(customerId: number, body: QuoteInput, locale: Locale = 'en') {
      const items = await pricedItems(db, await resolveItems(customerId, body), body.storefront);
      return db.transaction(async (tx) => {
        const openQuotes = { table: quotes, owner: quotes.customerId, where: eq(quotes.status, 'requested') };
        await assertRoomFor(tx, customerId, openQuotes, { cap: CAPS.openQuotes, field: 'items', message: CAP_MESSAGES.openQuotes });
        const [row] = await tx
          .insert(quotes)
          .values({
            number: `QT-${randomBytes(5).toString('hex').toUpperCase()}`,
            customerId,
            storefront: body.storefront,
            currency: CURRENCY[body.storefront],
            notes: body.notes,
            validUntil: quoteValidUntil(new Date(), validDays),
          })
          .returning();
        const rows = await tx.insert(quoteItems).values(items.map((item) => ({ ...item, quoteId: row!.id }))).returning();
        return present(row!, await storedNamesIn(tx, rows, locale));
      });
    },

    /** The customer's quotations, newest first. */
    async list(customerId: number, locale: Locale = 'en') {
      const rows = await db.select().from(quotes).where(eq(quotes.customerId, customerId)).orderBy(desc(quotes.createdAt), desc(quotes.id));
      const items = await itemsOf(db, rows.map((row) => row.id), locale);
      return rows.map((row) => present(row, items.get(row.id) ?? []));
    },

    /** One of the customer's quotations (404 when it is not theirs). */
    async get(customerId: number, id: number, locale: Locale = 'en') {
      const quote = await findOwnQuote(db, customerId, id);
      return present(quote, (await itemsOf(db, [quote.id], locale)).get(quote.id) ?? []);
    },

    /** Replaces the items and notes of a quotation that is still requested. */
    async update(customerId: number, id: number, body: QuoteInput, locale: Locale = 'en') {
      const quote = await findOwnQuote(db, customerId, id);
      if (quote.status !== 'requested') throw new HttpError(409, 'api.quotationLocked');
      const items = await pricedItems(db, await resolveItems(customerId, body), quote.storefront);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(quotes)
          .set({ notes: body.notes, updatedAt: new Date(), validUntil: quoteValidUntil(new Date(), validDays) })
          .where(and(eq(quotes.id, quote.id), eq(quotes.status, 'requested')))
          .returning();
        if (!row) throw new HttpError(409, 'api.quotationLocked');
        await tx.delete(quoteItems).where(eq(quoteItems.quoteId, quote.id));
        const rows = await tx.insert(quoteItems).values(items.map((item) => ({ ...item, quoteId: quote.id }))).returning();
        return present(row, await storedNamesIn(tx, rows, locale));
      });
    },

    /** The quotation as a PDF (business-document.ts says what it carries), with its file name. */
    async pdf(customer: { id: number; name: string; email: string }, id: number, locale: Locale = 'en') {
      const quote = await findOwnQuote(db, customer.id, id);
      const view = present(quote, (await itemsOf(db, [quote.id], locale)).get(quote.id) ?? []);
      const [buyer, business] = await Promise.all([findCustomerById(db, customer.id), approvedBusiness(db, customer.id)]);
      const document = quotationDocument(
        {
          storefront: quote.storefront,
          locale,
          number: view.number,
          createdAt: view.created_at,
          validUntil: view.valid_until,
          currency: view.currency,
          buyer: { name: buyer?.name ?? customer.name, email: customer.email, business },
          lines: view.items.map((item) => ({ name: item.name, sku: item.sku, quantity: item.quantity, unitPrice: item.unit_price, total: item.line_total })),
          notes: view.notes,
        },
        apiWords(locale).documents,
      );
      const bytes = await renderDocumentPdf(document);
      return { bytes, fileName: `quotation-${view.number}.pdf` };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
