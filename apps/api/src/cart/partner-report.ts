// Which orders came from which partner site (the origin a cart handoff carried to the order,
// handoff-service.ts): the staff report of `npm run orders -- by-partner` (cli/orders.ts).
// Cancelled orders are left out; totals stay per currency (AED and USD never add up).
import { and, asc, count, gte, isNotNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema/commerce';

export interface PartnerOrderRow {
  partner_origin: string;
  currency: string;
  orders: number;
  total: number;
  last_order_at: string;
}

export async function partnerOrderReport(db: Db, options: { since?: Date } = {}): Promise<PartnerOrderRow[]> {
  const where: SQL[] = [isNotNull(orders.partnerOrigin), ne(orders.status, 'cancelled')];
  if (options.since) where.push(gte(orders.createdAt, options.since));
  const rows = await db
    .select({
      partnerOrigin: orders.partnerOrigin,
      currency: orders.currency,
      orders: count(),
      total: sql<string>`sum(${orders.total})`,
      lastOrderAt: max(orders.createdAt),
    })
    .from(orders)
    .where(and(...where))
    .groupBy(orders.partnerOrigin, orders.currency)
    .orderBy(asc(orders.partnerOrigin), asc(orders.currency));
  return rows.map((row) => ({
    partner_origin: row.partnerOrigin!,
    currency: row.currency,
    orders: Number(row.orders),
    total: Math.round(Number(row.total) * 100) / 100,
    last_order_at: new Date(row.lastOrderAt!).toISOString(),
  }));
}
