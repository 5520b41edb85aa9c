// Account pages: profile, coupons and offers, credit balance, saved documents, invoices.
import { and, desc, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import { singleLineText } from '@horeca/core/fields';
import { type Locale } from '@horeca/core/locale';
import { mixed, object } from 'yup';
import type { Db } from '../db/client';
import { coupons, creditEntries, customers, orders, savedDocuments } from '../db/schema/commerce';
import { notFound, validationFailed } from '../http/errors';
import { validateWith } from '../http/validate';
import { renderDocumentPdf } from '../pdf/document-pdf';
import { invoiceDocument } from '../pdf/business-document';
import { apiWords } from '../words/words';
import type { UploadSession } from '../uploads/commit';
import type { FileStore } from '../uploads/file-store';
import { findOwnOrder, orderWithLines } from '../orders/order-view';
import { approvedBusiness } from './business-requests';
import { findCustomerById, publicCustomer } from './customers';
import { assertRoomFor, CAP_MESSAGES, CAPS } from './row-caps';

import { DOCUMENT_KINDS } from '@horeca/core/answers';
import { said } from '../words/message-keys';
export { DOCUMENT_KINDS };

interface AccountHolder {
  id: number;
  type: string;
  name: string;
  email: string;
}

export function createAccountService(db: Db, files: FileStore) {
  const ownDocument = async (customerId: number, id: number) => {
    const [row] = await db.select().from(savedDocuments).where(and(eq(savedDocuments.id, id), eq(savedDocuments.customerId, customerId))).limit(1);
    if (!row) throw notFound('api.documentNotFound');
    return row;
  };
  const presentDocument = (row: typeof savedDocuments.$inferSelect) => ({ id: row.id, kind: row.kind, title: row.title, mime: row.mime, size: row.size, created_at: row.createdAt.toISOString() });

  return {
    /** Name and mobile number; the account type changes only through an approved business request. */
    async updateProfile(customer: AccountHolder, body: { name: string; country_code: string; mobile_number: string; type?: string | undefined }) {
      if (body.type !== undefined && body.type !== customer.type) throw validationFailed({ type: ['api.businessAccountApply'] });
      const [row] = await db
        .update(customers)
        .set({
          name: body.name,
          countryCode: body.country_code,
          mobileNumber: body.mobile_number.replace(/\D/g, '') || null,
          updatedAt: new Date(),
        })
        .where(eq(customers.id, customer.id))
        .returning();
      return publicCustomer(row!);
    },

    /** Coupons and offers valid now (store-wide and personal). */
    async coupons(customerId: number) {
      const now = new Date();
      const rows = await db
        .select()
        .from(coupons)
        .where(
          and(
            lte(coupons.startsAt, now),
            or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
            or(isNull(coupons.customerId), eq(coupons.customerId, customerId)),
          ),
        )
        .orderBy(coupons.code);
      return rows.map((row) => ({
        code: row.code,
        description: row.description,
        discount_type: row.discountType,
        amount: row.amount,
        currency: row.currency,
        min_subtotal: row.minSubtotal,
        personal: row.customerId !== null,
        ends_at: row.endsAt?.toISOString() ?? null,
      }));
    },

    /** Store credit: balance and ledger entries (newest first). */
    async creditBalance(customerId: number) {
      const entries = await db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.customerId, customerId))
        .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));
      const balance = Math.round(entries.reduce((sum, entry) => sum + entry.amount, 0) * 100) / 100;
      return {
        balance,
        currency: 'AED',
        entries: entries.map((entry) => ({ id: entry.id, amount: entry.amount, reason: entry.reason, order_id: entry.orderId, created_at: entry.createdAt.toISOString() })),
      };
    },

    async documents(customerId: number) {
      const rows = await db.select().from(savedDocuments).where(eq(savedDocuments.customerId, customerId)).orderBy(desc(savedDocuments.id));
      return rows.map(presentDocument);
    },

    /** Validates the upload's fields, stores the file and records it, within the customer's cap. */
    async addDocument(customerId: number, { parsed, commit }: UploadSession) {
      const fields = await validateWith(
        object({
          kind: mixed<(typeof DOCUMENT_KINDS)[number]>().oneOf([...DOCUMENT_KINDS], said('api.chooseDocumentType')).required(said('api.chooseDocumentType')),
          title: singleLineText(said).required(said('api.giveDocumentTitle')).max(120),
        }),
        parsed.fields,
      );
      const file = parsed.files.file?.[0];
      if (!file) throw validationFailed({ file: ['api.chooseFile'] });
      const [stored] = await commit('documents', [file]);
      const row = await db.transaction(async (tx) => {
        const documents = { table: savedDocuments, owner: savedDocuments.customerId };
        await assertRoomFor(tx, customerId, documents, { cap: CAPS.documents, field: 'file', message: CAP_MESSAGES.documents });
        const [created] = await tx
          .insert(savedDocuments)
          .values({ customerId, kind: fields.kind, title: fields.title, storageKey: stored!.key, mime: stored!.mime, size: stored!.size })
          .returning();
        return created;
      });
      return presentDocument(row!);
    },

    /** A saved document's bytes, type and download name. */
    async documentFile(customerId: number, id: number) {
      const row = await ownDocument(customerId, id);
      const file = await files.get(row.storageKey);
      if (!file) throw notFound('api.documentNotFound');
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return { bytes: new Uint8Array(Buffer.concat(chunks)), contentType: file.info.contentType, fileName: `document-${row.id}.${row.storageKey.split('.').pop()}` };
    },

    async removeDocument(customerId: number, id: number): Promise<void> {
      const row = await ownDocument(customerId, id);
      await db.delete(savedDocuments).where(eq(savedDocuments.id, row.id));
      await files.remove(row.storageKey);
    },

    /** Payments & invoices: every order that was not cancelled, with its invoice link. */
    async invoices(customerId: number) {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), ne(orders.status, 'cancelled')))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return rows.map((row) => ({
        order_id: row.id,
        number: row.number,
        date: row.createdAt.toISOString().slice(0, 10),
        total: row.total,
        currency: row.currency,
        payment_method: row.paymentMethod,
        payment_status: row.paymentStatus,
        invoice_url: `/api/frontend/orders/${row.id}/invoice`,
      }));
    },

    /** The invoice of an order as a PDF (business-document.ts: a UAE tax invoice on ae, sales tax on us), with its file name. */
    async invoicePdf(customer: AccountHolder, orderId: number, locale: Locale = 'en') {
      const order = await orderWithLines(db, await findOwnOrder(db, customer.id, orderId), '', locale);
      const [buyer, business] = await Promise.all([findCustomerById(db, customer.id), approvedBusiness(db, customer.id)]);
      const address = order.shipping_address as Record<string, unknown>;
      const document = invoiceDocument(
        {
          storefront: order.storefront,
          locale,
          number: order.number,
          createdAt: order.created_at,
          currency: order.currency,
          buyer: {
            name: buyer?.name ?? customer.name,
            email: customer.email,
            business,
            address: [String(address.address ?? ''), [address.city, address.country].filter(Boolean).join(', ')],
          },
          lines: order.order_products.map((line) => ({ name: line.product.name, sku: line.product.sku, quantity: line.quantity, unitPrice: line.unit_price, total: line.line_total })),
          subtotal: order.subtotal,
          discount: order.discount,
          shipping: order.shipping,
          tax: order.tax,
          total: order.total,
        },
        apiWords(locale).documents,
      );
      const bytes = await renderDocumentPdf(document);
      return { bytes, fileName: `invoice-${order.number}.pdf` };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
