// Account pages: profile, coupons and offers, credit balance, saved documents, invoices.
import { and, desc, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import { registrationSchema, STOREFRONTS } from '@horeca/core';
import { mixed, number, object, string } from 'yup';
import { coupons, creditEntries, customers, orders, savedDocuments } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import { notFound, validationFailed } from '../http/errors';
import { validateWith } from '../http/validate';
import type { ApiRouter } from '../http/router';
import { renderDocumentPdf } from '../pdf/document-pdf';
import { withUpload } from '../uploads/commit';
import { SAVED_DOCUMENT } from '../uploads/rules';
import { findCustomerById, publicCustomer } from './customers';
import { findOwnOrder, orderWithLines } from '../orders/order-view';
import { pdfResponse } from '../quotes/quote-routes';
import { incomingOf, uploadOptions } from '../http/request-info';
import { assertRoomFor, CAP_MESSAGES, CAPS } from './row-caps';

export const PROFILE_UPDATED = 'Your profile has been updated.';
export const DOCUMENT_SAVED = 'Your document has been saved.';
export const DOCUMENT_NOT_FOUND = 'Document not found.';
export const DOCUMENT_KINDS = ['trade_license', 'tax_certificate', 'company_registration', 'other'] as const;

const idParam = (message: string) => object({ id: number().typeError(message).integer().positive().required() });

const profileBody = registrationSchema.pick(['name', 'country_code', 'mobile_number']).shape({
  /** Read only here: a business type comes from an approved request (business-routes.ts). */
  type: string().optional(),
});

export const TYPE_BY_REQUEST_ONLY = 'To become a business account, apply for one: our team approves business accounts.';

export function registerAccountRoutes(api: ApiRouter, deps: AppDeps): void {
  const { db } = deps;

  api.route({
    method: 'put',
    path: '/api/frontend/account/profile',
    summary: 'Update name and mobile number (the account type changes only through an approved business request)',
    tags: ['account'],
    auth: 'required',
    body: profileBody,
    responses: { 200: '{ success, message, data profile }' },
    handler: async ({ body, customer }) => {
      if (body.type !== undefined && body.type !== customer.type) throw validationFailed({ type: [TYPE_BY_REQUEST_ONLY] });
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
      return { success: true, message: PROFILE_UPDATED, data: publicCustomer(row!) };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/account/coupons',
    summary: 'Coupons and offers valid now (store-wide and personal)',
    tags: ['account'],
    auth: 'required',
    responses: { 200: '{ data [{ code, description, discount_type, amount, currency, min_subtotal, ends_at }] }' },
    handler: async ({ customer }) => {
      const now = new Date();
      const rows = await db
        .select()
        .from(coupons)
        .where(
          and(
            lte(coupons.startsAt, now),
            or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
            or(isNull(coupons.customerId), eq(coupons.customerId, customer.id)),
          ),
        )
        .orderBy(coupons.code);
      return {
        data: rows.map((row) => ({
          code: row.code,
          description: row.description,
          discount_type: row.discountType,
          amount: row.amount,
          currency: row.currency,
          min_subtotal: row.minSubtotal,
          personal: row.customerId !== null,
          ends_at: row.endsAt?.toISOString() ?? null,
        })),
      };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/account/credit-balance',
    summary: 'Store credit: balance and ledger entries (newest first)',
    tags: ['account'],
    auth: 'required',
    responses: { 200: '{ data { balance, currency, entries [{ id, amount, reason, created_at }] } }' },
    handler: async ({ customer }) => {
      const entries = await db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.customerId, customer.id))
        .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));
      const balance = Math.round(entries.reduce((sum, entry) => sum + entry.amount, 0) * 100) / 100;
      return {
        data: {
          balance,
          currency: 'AED',
          entries: entries.map((entry) => ({ id: entry.id, amount: entry.amount, reason: entry.reason, order_id: entry.orderId, created_at: entry.createdAt.toISOString() })),
        },
      };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/account/documents',
    summary: 'Saved documents (trade licence, tax certificate, ...)',
    tags: ['account'],
    auth: 'required',
    responses: { 200: '{ data [{ id, kind, title, mime, size, created_at }] }' },
    handler: async ({ customer }) => {
      const rows = await db.select().from(savedDocuments).where(eq(savedDocuments.customerId, customer.id)).orderBy(desc(savedDocuments.id));
      return { data: rows.map((row) => ({ id: row.id, kind: row.kind, title: row.title, mime: row.mime, size: row.size, created_at: row.createdAt.toISOString() })) };
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/account/documents',
    summary: 'Upload a document (multipart: kind, title, file: PDF, PNG or JPEG up to 10MB)',
    tags: ['account'],
    auth: 'required',
    body: object({ kind: string().oneOf([...DOCUMENT_KINDS]).required(), title: string().required() }),
    bodyType: 'multipart',
    responses: { 201: '{ success, message, data document }', 422: 'Missing title/kind or a file that is not PDF/PNG/JPEG' },
    handler: async ({ c, customer }) =>
      withUpload(incomingOf(c), { files: { file: SAVED_DOCUMENT }, maxFields: 5 }, await uploadOptions(c, deps, customer), async ({ parsed, commit }) => {
        const fields = await validateWith(
          object({
            kind: mixed<(typeof DOCUMENT_KINDS)[number]>().oneOf([...DOCUMENT_KINDS], 'Please choose a document type.').required('Please choose a document type.'),
            title: string().trim().required('Please give the document a title.').max(120),
          }),
          parsed.fields,
        );
        const file = parsed.files.file?.[0];
        if (!file) throw validationFailed({ file: ['Please choose a file.'] });
        const [stored] = await commit('documents', [file]);
        const row = await db.transaction(async (tx) => {
          const documents = { table: savedDocuments, owner: savedDocuments.customerId };
          await assertRoomFor(tx, customer.id, documents, { cap: CAPS.documents, field: 'file', message: CAP_MESSAGES.documents });
          const [created] = await tx
            .insert(savedDocuments)
            .values({ customerId: customer.id, kind: fields.kind, title: fields.title, storageKey: stored!.key, mime: stored!.mime, size: stored!.size })
            .returning();
          return created;
        });
        return c.json({ success: true, message: DOCUMENT_SAVED, data: { id: row!.id, kind: row!.kind, title: row!.title, mime: row!.mime, size: row!.size, created_at: row!.createdAt.toISOString() } }, 201);
      }),
  });

  const ownDocument = async (customerId: number, id: number) => {
    const [row] = await db.select().from(savedDocuments).where(and(eq(savedDocuments.id, id), eq(savedDocuments.customerId, customerId))).limit(1);
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    return row;
  };

  api.route({
    method: 'get',
    path: '/api/frontend/account/documents/{id}/download',
    summary: 'Download a saved document',
    tags: ['account'],
    auth: 'required',
    params: idParam(DOCUMENT_NOT_FOUND),
    responses: { 200: 'The file', 404: 'Not your document' },
    handler: async ({ params, customer }) => {
      const row = await ownDocument(customer.id, params.id);
      const file = await deps.files.get(row.storageKey);
      if (!file) throw notFound(DOCUMENT_NOT_FOUND);
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return new Response(new Uint8Array(Buffer.concat(chunks)), {
        headers: {
          'content-type': file.info.contentType,
          'content-disposition': `attachment; filename="document-${row.id}.${row.storageKey.split('.').pop()}"`,
          'cache-control': 'private, no-store',
        },
      });
    },
  });

  api.route({
    method: 'delete',
    path: '/api/frontend/account/documents/{id}',
    summary: 'Delete a saved document',
    tags: ['account'],
    auth: 'required',
    params: idParam(DOCUMENT_NOT_FOUND),
    responses: { 200: '{ success }', 404: 'Not your document' },
    handler: async ({ params, customer }) => {
      const row = await ownDocument(customer.id, params.id);
      await db.delete(savedDocuments).where(eq(savedDocuments.id, row.id));
      await deps.files.remove(row.storageKey);
      return { success: true };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/account/invoices',
    summary: 'Payments & invoices: every order that was not cancelled, with its invoice link',
    tags: ['account'],
    auth: 'required',
    responses: { 200: '{ data [{ order_id, number, date, total, currency, payment_method, payment_status, invoice_url }] }' },
    handler: async ({ customer }) => {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customer.id), ne(orders.status, 'cancelled')))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return {
        data: rows.map((row) => ({
          order_id: row.id,
          number: row.number,
          date: row.createdAt.toISOString().slice(0, 10),
          total: row.total,
          currency: row.currency,
          payment_method: row.paymentMethod,
          payment_status: row.paymentStatus,
          invoice_url: `/api/frontend/orders/${row.id}/invoice`,
        })),
      };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/orders/{id}/invoice',
    summary: 'The invoice of an order as a PDF (ae: VAT included; us: sales tax added)',
    tags: ['account'],
    auth: 'required',
    params: idParam('Order not found.'),
    responses: { 200: 'application/pdf', 404: 'Not your order' },
    handler: async ({ params, customer }) => {
      const order = await orderWithLines(db, await findOwnOrder(db, customer.id, params.id));
      const buyer = await findCustomerById(db, customer.id);
      const address = order.shipping_address as Record<string, unknown>;
      const totals = [
        { label: 'Subtotal', amount: order.subtotal },
        { label: 'Delivery', amount: order.shipping },
        { label: order.tax_included ? 'VAT 5% (incl.)' : 'Sales tax', amount: order.tax },
        { label: 'Total', amount: order.total },
      ];
      const bytes = await renderDocumentPdf({
        title: order.storefront === 'ae' ? 'Tax Invoice' : 'Invoice',
        number: order.number,
        date: order.created_at.slice(0, 10),
        seller: order.storefront === 'ae'
          ? ['Horeca Store', 'Dubai, United Arab Emirates', `TRN ${STOREFRONTS.ae.taxRegistrationNumber}`]
          : ['Horeca Store', 'United States'],
        buyer: [buyer?.name ?? customer.name, customer.email, String(address.address ?? ''), [address.city, address.country].filter(Boolean).join(', ')],
        currency: order.currency,
        lines: order.order_products.map((line) => ({ name: line.product.name, sku: line.product.sku, quantity: line.quantity, unitPrice: line.unit_price, total: line.line_total })),
        totals,
      });
      return pdfResponse(bytes, `invoice-${order.number}.pdf`);
    },
  });

}
