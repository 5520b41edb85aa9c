// Open unpaid orders hold stock, so how many one shopper may hold is bounded (issue 28): a
// card order's deadline frees its stock after a while, but cash on delivery and bank transfer
// have none, and a guest can make a new guest account for every order. So at checkout the
// orders still open (not delivered or cancelled) and not paid are counted, with their units,
// per customer and per client address (hashed, like the abuse limits' keys); an order that
// would pass a cap is refused with a message saying what to do. Purchase orders are left out:
// only approved business accounts may use them, and they are invoiced on terms.
//
// The per-customer count is exact: checkout holds the customer's cart lines locked, so one
// customer's orders are placed one at a time. The per-address count is not locked (that would
// queue every checkout behind one office's or one proxy's address): orders placed at the same
// instant from one address may pass it by their number, never by more.
import { createHash } from 'node:crypto';
import { and, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderProducts, orders, type OrderStatus } from '../db/schema/commerce';
import { validationFailed } from '../http/errors';
import { type Message, said } from '../words/message-keys';

/** Statuses of an order that still holds its stock. */
const OPEN: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped'];

export interface UnpaidCaps {
  perCustomer: { orders: number; units: number };
  perAddress: { orders: number; units: number };
}

export const UNPAID_CAPS = {
  /** A restaurant has a few orders on their way at once, rarely more. */
  perCustomer: { orders: 5, units: 1000 },
  /** An office, hotel or proxy's address serves many customers. */
  perAddress: { orders: 50, units: 5000 },
} as const satisfies UnpaidCaps;

/** The caps times `factor`: browser journeys (NODE_ENV=test, E2E_LIMIT_MULTIPLIER) order a lot from one address. */
export function scaledUnpaidCaps(factor: number): UnpaidCaps {
  const scale = ({ orders, units }: { orders: number; units: number }) => ({ orders: orders * factor, units: units * factor });
  return { perCustomer: scale(UNPAID_CAPS.perCustomer), perAddress: scale(UNPAID_CAPS.perAddress) };
}

/** Where an order comes from, for the caps: the hashed client address (placedFromKey) and the caps in force. */
export interface OrderOrigin {
  placedFrom: string | null;
  caps: UnpaidCaps;
}

export const TOO_MANY_UNPAID_ORDERS = said('api.unpaidOrdersCap', { orders: UNPAID_CAPS.perCustomer.orders });
export const TOO_MANY_UNPAID_UNITS = said('api.unpaidUnitsCap', { units: UNPAID_CAPS.perCustomer.units });
export const TOO_MANY_UNPAID_FROM_ADDRESS = said('api.unpaidOrdersNetworkCap');

/** The client address as orders store it: hashed, so the table holds no address in clear. */
export const placedFromKey = (clientAddress: string) => createHash('sha256').update(`orders:${clientAddress}`).digest('base64url');

async function heldBy(tx: Db, owner: SQL): Promise<{ orders: number; units: number }> {
  const [held] = await tx
    .select({ orders: sql<number>`count(distinct ${orders.id})::int`, units: sql<number>`coalesce(sum(${orderProducts.quantity}), 0)::int` })
    .from(orders)
    .innerJoin(orderProducts, eq(orderProducts.orderId, orders.id))
    .where(and(owner, inArray(orders.status, [...OPEN]), notInArray(orders.paymentStatus, ['paid', 'refunded']), ne(orders.paymentMethod, 'purchase_order')));
  return { orders: Number(held?.orders ?? 0), units: Number(held?.units ?? 0) };
}

/**
 * Inside the order's transaction, before stock is taken: throws a 422 when an unpaid order of
 * `units` units would take the customer or the address past its cap.
 */
export async function refuseOverUnpaidCaps(tx: Db, origin: OrderOrigin, order: { customerId: number; paymentMethod: string; units: number }): Promise<void> {
  if (order.paymentMethod === 'purchase_order') return;
  const { perCustomer, perAddress } = origin.caps;
  const refuse = (message: Message) => validationFailed({ cart: [message] }, message);
  const mine = await heldBy(tx, eq(orders.customerId, order.customerId));
  if (mine.orders + 1 > perCustomer.orders) throw refuse(TOO_MANY_UNPAID_ORDERS);
  if (mine.units + order.units > perCustomer.units) throw refuse(TOO_MANY_UNPAID_UNITS);
  if (origin.placedFrom === null) return;
  const address = await heldBy(tx, eq(orders.placedFrom, origin.placedFrom));
  if (address.orders + 1 > perAddress.orders || address.units + order.units > perAddress.units) throw refuse(TOO_MANY_UNPAID_FROM_ADDRESS);
}
