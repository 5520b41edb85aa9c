// Checkout for signed-in customers and guests (a guest registers with is_guest and gets a
// token first). The order is built from the server cart and catalogue prices only; stock is
// taken in the same transaction; the cart empties when the order exists. Pricing comes from
// the cart service, delivery addresses from the accounts' address book.
import { catalogueChanged } from '../cache/catalogue-changes';
import { randomBytes } from 'node:crypto';
import type { Mailer } from '../mail/mailer';
import { mailOrderConfirmation, type OrderForMail } from '../mail/receipts';
import type { Locale } from '@horeca/core/locale';
import { and, asc, eq, gte, ne, notInArray, sql } from 'drizzle-orm';
import { products } from '../db/schema/catalogue';
import { cartLines, orderProducts, orders, PAYMENT_METHODS, type PaymentMethod } from '../db/schema/commerce';
import type { Db } from '../db/client';
import { transactionWithRetry } from '../db/retry';
import { HttpError, validationFailed, type FieldErrors } from '../http/errors';
import { runIdempotent } from '../http/idempotency';
import type { PaymentProvider } from '../payments/provider';
import { createAddress, findOwnAddress, presentAddress, resolvePlace, type AddressInput } from '../accounts/addresses';
import { findCustomerById, isBusiness } from '../accounts/customers';
import type { CartService } from '../cart/cart-service';
import { computeTotals, DELIVERY_FEES, goodsTotals, type DeliveryMethod } from '../cart/pricing';
import { productImageUrls } from '../catalogue/product-images';
import { loadProducts, priceLines, quantityLimits, CURRENCY, type CommerceProduct, type Storefront } from '../catalogue/commerce-products';
import { findOwnOrder, orderWithLines, presentOrder } from '../orders/order-view';
import { partnerOriginOf } from '../cart/handoff-service';
import { productNameIn, storedNamesIn } from '../catalogue/product-names';
import { cardPaymentDeadline } from '../orders/payment-deadline';
import { refuseOverUnpaidCaps, UNPAID_CAPS, type OrderOrigin } from './unpaid-caps';
import { said } from '../words/message-keys';

/** Card only with a payment provider configured; purchase orders only for business accounts. */
function paymentMethodsFor(type: string, payments: PaymentProvider | null): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => (method !== 'purchase_order' || isBusiness(type)) && (method !== 'card' || payments !== null));
}

function refuseCardWithoutProvider(method: PaymentMethod, payments: PaymentProvider | null): void {
  if (method === 'card' && !payments) throw validationFailed({ payment_method: ['api.cardPaymentUnavailable'] });
}

/** Who is checking out (the signed-in customer or a registered guest). */
export interface Shopper {
  id: number;
  type: string;
  name: string;
  email: string;
}

export interface PlaceOrderInput {
  storefront: Storefront;
  /** A saved address, or a new one (saved to the address book when save_address is true). */
  address_id?: number;
  address?: AddressInput;
  save_address: boolean;
  delivery_method: DeliveryMethod;
  payment_method: PaymentMethod;
  purchase_order_number: string;
  notes: string;
  /** A recent partner handoff of this browser: its origin is kept on the order (unknown ids: none). */
  handoff_id?: string | undefined;
}

function orderNumber(): string {
  // 10 characters from an alphabet without look-alikes (0/O, 1/I): easy to read out on the phone.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `HC-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * Sends the card payment to the provider. The order stays awaiting payment ('pending'): only
 * the provider's signed result, at the return route (payments/payment-results.ts), can mark it paid.
 */
async function startPayment(payments: PaymentProvider | null, order: { id: number; number: string; total: number; currency: string; payBy: Date | null }, origin: string) {
  if (!payments) throw validationFailed({ payment_method: ['api.cardPaymentUnavailable'] }); // refused before any order exists; kept for the type
  const redirect = await payments.start({ orderId: order.id, orderNumber: order.number, amount: order.total, currency: order.currency, payBy: order.payBy });
  const redirectUrl = redirect.redirectUrl.startsWith('/') ? origin + redirect.redirectUrl : redirect.redirectUrl;
  return { redirect_url: redirectUrl, reference: redirect.reference };
}

async function shippingAddressFor(db: Db, customerId: number, body: PlaceOrderInput) {
  if (body.address_id !== undefined) {
    const row = await findOwnAddress(db, customerId, body.address_id);
    const place = await resolvePlace(db, { country_id: row.countryId, state_id: row.stateId, city_id: row.cityId });
    return { saved: presentAddress(row, place), place, fresh: null };
  }
  if (!body.address) throw validationFailed({ address: ['api.chooseDeliveryAddress'] });
  const place = await resolvePlace(db, body.address);
  return { saved: null, place, fresh: body.address };
}

async function createOrder(tx: Db, mailer: Mailer, customer: Shopper, body: PlaceOrderInput, origin: string, locale: Locale, from: OrderOrigin) {
  const storefront = body.storefront;
  // By product id: the stock below is then taken in that order too, so two orders of the same
  // products lock them in one order and never deadlock (issue 28: carts in opposite orders).
  const lines = await tx.select().from(cartLines).where(eq(cartLines.customerId, customer.id)).orderBy(asc(cartLines.productId)).for('update');
  if (lines.length === 0) throw validationFailed({ cart: ['api.cartEmpty'] }, 'api.cartEmpty');
  const found = await loadProducts(tx, lines.map((line) => line.productId));
  // A message names the product in the shopper's language; its key words the rest in that language too.
  const named = (product: CommerceProduct) => productNameIn(product, locale);
  const errors: FieldErrors = {};
  for (const line of lines) {
    const product = found.get(line.productId);
    const field = `products.${line.productId}`;
    if (!product || product.status !== 'published') errors[field] = ['api.productNoLongerAvailable'];
    else if (product.stock < line.quantity) errors[field] = [said('api.onlyLeftInStock', { left: product.stock, name: named(product) })];
    else {
      const { min, max } = quantityLimits(product);
      if (line.quantity < min || line.quantity > max) errors[field] = [said('api.quantityRangeFor', { min, max, name: named(product) })];
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  await refuseOverUnpaidCaps(tx, from, { customerId: customer.id, paymentMethod: body.payment_method, units });

  const contactRow = await findCustomerById(tx, customer.id);
  const address = await shippingAddressFor(tx, customer.id, body);
  // Priced exactly as the cart showed them (same rule, same tiers), so the stored totals match.
  const priced = await priceLines(tx, storefront, lines.map((line) => ({ line, product: found.get(line.productId)!, quantity: line.quantity })));
  const totals = computeTotals(storefront, priced.map((item) => item.total), body.delivery_method);
  const goods = goodsTotals(storefront, priced);

  const fresh = address.fresh;
  const shippingAddress = address.saved ?? {
    ...fresh!,
    country: address.place.country,
    state: address.place.state,
    city: address.place.city,
  };
  const [order] = await tx
    .insert(orders)
    .values({
      number: orderNumber(),
      customerId: customer.id,
      status: 'pending',
      storefront,
      currency: CURRENCY[storefront],
      subtotal: totals.subtotal,
      discount: goods.discount,
      shipping: totals.shipping,
      tax: totals.tax,
      taxIncluded: totals.taxIncluded,
      total: totals.total,
      paymentMethod: body.payment_method,
      paymentStatus: body.payment_method === 'cash_on_delivery' ? 'unpaid' : 'pending',
      deliveryMethod: body.delivery_method,
      contact: { name: contactRow?.name ?? customer.name, email: customer.email, mobile_number: contactRow?.mobileNumber ?? null },
      shippingAddress,
      notes: body.notes || null,
      purchaseOrderNumber: body.payment_method === 'purchase_order' ? body.purchase_order_number : null,
      partnerOrigin: await partnerOriginOf(tx, body.handoff_id),
      paymentExpiresAt: body.payment_method === 'card' ? cardPaymentDeadline() : null,
      placedFrom: from.placedFrom,
    })
    .returning();
  const orderLines = await tx
    .insert(orderProducts)
    .values(
      priced.map(({ product, quantity, unitPrice, total }) => ({
        orderId: order!.id,
        productId: product.id,
        name: product.name,
        sku: product.sku,
        images: productImageUrls(product.id, product.imageCount),
        unitPrice,
        quantity,
        lineTotal: total,
      })),
    )
    .returning();
  await tx.delete(cartLines).where(eq(cartLines.customerId, customer.id));
  if (fresh && body.save_address) await createAddress(tx, customer.id, fresh);
  // The answer (and so the confirmation mail) names the lines in the shopper's language.
  const data = presentOrder(order!, await storedNamesIn(tx, orderLines, locale), origin, [], locale);
  // The confirmation and its delivery job in this transaction: committed with the order or not
  // at all (issue 28: written after the commit, a crash in between lost it for good).
  await mailOrderConfirmation(mailer, customer.email, data as OrderForMail & { id: number }, locale, tx);
  await takeStock(tx, priced, named);
  return { status: 201, body: { success: true, message: said('api.orderPlaced'), data, payment: null } };
}

/**
 * Stock is taken with a guarded update: two orders racing for the last unit cannot both win.
 * In product id order (the lines' order), so orders of the same products never deadlock; and
 * last, just before the commit: a product's row stays locked from here to the commit, and every
 * other order of it waits in line. Taken first, each order held it while it wrote the order, its
 * lines and its mail, and in a flash sale on a busy server the 30th order of one product waited
 * past the statement time limit (503 to 2 of 30 buyers in chaos/opposite-carts at a load of 18).
 */
async function takeStock(tx: Db, lines: readonly { quantity: number; product: CommerceProduct }[], named: (product: CommerceProduct) => string): Promise<void> {
  for (const { quantity, product } of lines) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, product.id), gte(products.stock, quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) throw validationFailed({ [`products.${product.id}`]: [said('api.outOfStock', { name: named(product) })] });
  }
}

export function createCheckoutService(db: Db, cart: CartService, payments: PaymentProvider | null, mailer: Mailer) {
  return {
    /** What placing the order would cost now: lines, delivery options, tax, total, allowed payment methods. */
    async summary(customer: Shopper, storefront: Storefront, deliveryMethod: DeliveryMethod, origin: string, locale: Locale = 'en') {
      const view = await cart.view(customer.id, storefront, origin, locale);
      const totals = computeTotals(storefront, view.data.map((line) => line.line_total), deliveryMethod);
      const fees = DELIVERY_FEES[storefront];
      return {
        lines: view.data,
        subtotal: totals.subtotal,
        discount: view.discount,
        shipping: totals.shipping,
        tax: totals.tax,
        tax_included: totals.taxIncluded,
        total: totals.total,
        currency: CURRENCY[storefront],
        delivery_methods: [
          { id: 'standard', fee: totals.subtotal >= fees.freeFrom ? 0 : fees.standard, free_from: fees.freeFrom },
          { id: 'express', fee: fees.express },
        ],
        payment_methods: paymentMethodsFor(customer.type, payments),
      };
    },

    /** Places the order from the cart; a retry with the same idempotency key replays the answer. */
    async placeOrder(customer: Shopper, body: PlaceOrderInput, key: string | null, origin: string, locale: Locale = 'en', from: OrderOrigin = { placedFrom: null, caps: UNPAID_CAPS }) {
      refuseCardWithoutProvider(body.payment_method, payments);
      if (body.payment_method === 'purchase_order') {
        if (!isBusiness(customer.type)) throw validationFailed({ payment_method: ['api.purchaseOrdersBusinessOnly'] });
        if (!body.purchase_order_number) throw validationFailed({ purchase_order_number: ['api.purchaseOrderNumberRequired'] });
      }
      const answer = await runIdempotent(
        db,
        { customerId: customer.id, route: 'checkout.place-order', key, request: body },
        async (tx) => createOrder(tx as unknown as Db, mailer, customer, body, origin, locale, from),
      );
      // Stock moved: this process's kept product reads and pages show it at once, not at the
      // notification a moment later (cache/catalogue-changes.ts).
      if (answer.status === 201 && !answer.replayed) catalogueChanged(db);
      // Once per order: a replayed request (same Idempotency-Key) writes the confirmation only
      // if it was never written (an order placed before it was part of the order's transaction).
      if (answer.status === 201 && answer.replayed) {
        await transactionWithRetry(db, (tx) => mailOrderConfirmation(mailer, customer.email, answer.body.data as OrderForMail & { id: number }, locale, tx as unknown as Db));
      }
      let body201 = answer.body;
      // A replayed request gets a fresh link to the provider too: starting changes nothing, and
      // only the provider's signed result can pay the order (once).
      if (body.payment_method === 'card' && answer.status === 201) {
        const order = answer.body.data as { id: number; number: string; total: number; currency: string; payment_expires_at: string | null };
        const payBy = order.payment_expires_at ? new Date(order.payment_expires_at) : null;
        body201 = { ...answer.body, payment: await startPayment(payments, { ...order, payBy }, origin) };
      }
      return { status: answer.status, body: body201 };
    },

    /** Changes the payment method of an unpaid order (or retries a card payment). */
    async changePayment(customer: Shopper, orderId: number, body: { payment_method: PaymentMethod; purchase_order_number: string }, origin: string, locale: Locale = 'en') {
      const order = await findOwnOrder(db, customer.id, orderId);
      if (body.payment_method === 'purchase_order' && !isBusiness(customer.type)) {
        throw validationFailed({ payment_method: ['api.purchaseOrdersBusinessOnly'] });
      }
      refuseCardWithoutProvider(body.payment_method, payments);
      // The guard is in the UPDATE: a payment result or a cancel landing between the read above
      // and this write is never overwritten.
      const [changed] = await db
        .update(orders)
        .set({
          paymentMethod: body.payment_method,
          paymentStatus: body.payment_method === 'cash_on_delivery' ? 'unpaid' : 'pending',
          purchaseOrderNumber: body.payment_method === 'purchase_order' ? body.purchase_order_number || null : null,
          // A card's deadline is set once and kept: trying the card again, or switching away and back, never extends it.
          ...(body.payment_method === 'card' ? { paymentExpiresAt: sql`coalesce(${orders.paymentExpiresAt}, ${cardPaymentDeadline().toISOString()}::timestamptz)` } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, order.id), ne(orders.status, 'cancelled'), notInArray(orders.paymentStatus, ['paid', 'refunded'])))
        .returning();
      if (!changed) {
        const now = await findOwnOrder(db, customer.id, order.id);
        throw new HttpError(409, now.paymentStatus === 'paid' || now.paymentStatus === 'refunded' ? 'api.orderAlreadyPaid' : 'api.orderIsCancelled');
      }
      const payment = body.payment_method === 'card' ? await startPayment(payments, { ...changed, payBy: changed.paymentExpiresAt }, origin) : null;
      return { success: true, data: await orderWithLines(db, changed, origin, locale), payment };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
