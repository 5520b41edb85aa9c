// Demo commerce data, on first start and only when asked (SEED_DEMO; refused in production): a
// Private and a business customer with published demo passwords, an address each, orders in
// every lifecycle state, quotes, coupons, store credit, a wishlist and a cart. Deterministic:
// the same catalogue gives the same demo data.
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import {
  addresses,
  cartLines,
  coupons,
  creditEntries,
  customers,
  ORDER_STATUSES,
  orderProducts,
  orders,
  quoteItems,
  quotes,
  wishlistItems,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../db/schema/commerce';
import { productImageUrls } from '../catalogue/product-images';
import { computeTotals, round2 } from '../cart/pricing';
import { loadProducts, unitPrice, type CommerceProduct } from '../catalogue/commerce-products';
import type { CatalogueSeedInfo } from './index';

export const DEMO_CUSTOMERS = {
  private: { name: 'Layla Private', email: 'demo.private@horeca.example', password: 'Demo-private-2025', type: 'Private' },
  business: { name: 'Blue Fig Hospitality LLC', email: 'demo.business@horeca.example', password: 'Demo-business-2025', type: 'Hotel' },
} as const;

const PAYMENT_FOR_STATUS: Record<OrderStatus, { method: PaymentMethod; status: PaymentStatus }> = {
  pending: { method: 'cash_on_delivery', status: 'unpaid' },
  confirmed: { method: 'bank_transfer', status: 'pending' },
  processing: { method: 'card', status: 'paid' },
  shipped: { method: 'card', status: 'paid' },
  delivered: { method: 'cash_on_delivery', status: 'paid' },
  cancelled: { method: 'card', status: 'refunded' },
};

export async function seedCommerce(db: Db, info: CatalogueSeedInfo): Promise<void> {
  const found = await loadProducts(db, info.sampleProductIds);
  const pool = info.sampleProductIds.map((id) => found.get(id)).filter((p): p is CommerceProduct => p !== undefined);
  if (pool.length === 0) return;
  const pick = (index: number) => pool[index % pool.length]!;

  const [privateHash, businessHash] = await Promise.all([
    hashPassword(DEMO_CUSTOMERS.private.password),
    hashPassword(DEMO_CUSTOMERS.business.password),
  ]);
  const created = await db
    .insert(customers)
    .values([
      { name: DEMO_CUSTOMERS.private.name, email: DEMO_CUSTOMERS.private.email, passwordHash: privateHash, type: 'Private', mobileNumber: '971501234567', countryCode: '+971' },
      { name: DEMO_CUSTOMERS.business.name, email: DEMO_CUSTOMERS.business.email, passwordHash: businessHash, type: DEMO_CUSTOMERS.business.type, mobileNumber: '971551234567', countryCode: '+971' },
    ])
    .onConflictDoNothing()
    .returning();
  if (created.length < 2) return; // already seeded

  const { countryId, stateId, cityId } = info.addressSample;
  const day = 24 * 60 * 60 * 1000;
  const baseTime = Date.UTC(2025, 5, 1);

  for (const [ci, customer] of created.entries()) {
    const [address] = await db
      .insert(addresses)
      .values({ customerId: customer.id, type: 'shipping', name: customer.name, phone: customer.mobileNumber, address: ci === 0 ? 'Villa 12, Street 4, Jumeirah 1' : 'Office 904, Bay Square 3, Business Bay', countryId, stateId, cityId, zipCode: '00000', isDefault: true })
      .returning();

    for (const [si, status] of ORDER_STATUSES.entries()) {
      const lines = [0, 1, 2].slice(0, 1 + (si % 3)).map((offset) => {
        const product = pick(ci * 17 + si * 3 + offset);
        const quantity = Math.max(product.minimumOrderQuantity, 1 + ((si + offset) % 3));
        const price = unitPrice(product, 'ae').price;
        return { product, quantity, price, lineTotal: round2(price * quantity) };
      });
      const totals = computeTotals('ae', lines.map((line) => line.lineTotal), 'standard');
      const createdAt = new Date(baseTime + (ci * 6 + si) * 3 * day);
      const payment = PAYMENT_FOR_STATUS[status];
      const [order] = await db
        .insert(orders)
        .values({
          number: `HC-DEMO${ci + 1}${String(si + 1).padStart(3, '0')}`,
          customerId: customer.id,
          status,
          storefront: 'ae',
          currency: 'AED',
          subtotal: totals.subtotal,
          shipping: totals.shipping,
          tax: totals.tax,
          taxIncluded: true,
          total: totals.total,
          paymentMethod: payment.method,
          paymentStatus: payment.status,
          contact: { name: customer.name, email: customer.email, mobile_number: customer.mobileNumber },
          shippingAddress: { address: address!.address, city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', zip_code: '00000' },
          createdAt,
          updatedAt: createdAt,
          cancelledAt: status === 'cancelled' ? new Date(createdAt.getTime() + day) : null,
        })
        .returning();
      await db.insert(orderProducts).values(
        lines.map((line) => ({
          orderId: order!.id,
          productId: line.product.id,
          name: line.product.name,
          sku: line.product.sku,
          images: productImageUrls(line.product.id, line.product.imageCount),
          unitPrice: line.price,
          quantity: line.quantity,
          lineTotal: line.lineTotal,
        })),
      );
    }

    await db.insert(wishlistItems).values([3, 4, 5].map((i) => ({ customerId: customer.id, productId: pick(ci * 11 + i).id }))).onConflictDoNothing();
    await db.insert(cartLines).values([6, 7].map((i) => { const p = pick(ci * 13 + i); return { customerId: customer.id, productId: p.id, quantity: Math.max(1, p.minimumOrderQuantity) }; })).onConflictDoNothing();
  }

  const business = created.find((row) => row.email === DEMO_CUSTOMERS.business.email)!;
  for (const [qi, status] of (['requested', 'quoted', 'accepted'] as const).entries()) {
    const [quote] = await db
      .insert(quotes)
      .values({ number: `QT-DEMO${String(qi + 1).padStart(3, '0')}`, customerId: business.id, status, notes: 'Opening order for a 120-cover restaurant.', validUntil: status === 'requested' ? null : '2025-12-31' })
      .returning();
    await db.insert(quoteItems).values(
      [0, 1, 2].map((offset) => {
        const product = pick(30 + qi * 3 + offset);
        return { quoteId: quote!.id, productId: product.id, name: product.name, sku: product.sku, unitPrice: unitPrice(product, 'ae').price, quantity: 10 * (offset + 1) };
      }),
    );
  }

  await db
    .insert(coupons)
    .values([
      { code: 'WELCOME10', description: '10% off your first order', discountType: 'percent', amount: 10, minSubtotal: 0 },
      { code: 'BULK250', description: 'AED 250 off orders from AED 2,500', discountType: 'fixed', amount: 250, minSubtotal: 2500 },
      { code: 'HOTEL5', description: '5% off for hotel accounts', discountType: 'percent', amount: 5, customerId: business.id },
    ])
    .onConflictDoNothing();
  await db.insert(creditEntries).values([
    { customerId: business.id, amount: 150, reason: 'Goodwill credit for a late delivery' },
    { customerId: business.id, amount: -40, reason: 'Used on order HC-DEMO2001' },
  ]);
}
