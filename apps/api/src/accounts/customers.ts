// Reading and shaping customers. The public shape never carries the password hash (or
// anything named password): every answer about a customer goes through publicCustomer.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema/commerce';

export type CustomerRow = typeof customers.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isBusiness(type: string): boolean {
  return type !== 'Private';
}

export function publicCustomer(row: CustomerRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    type: row.type,
    mobile_number: row.mobileNumber,
    country_code: row.countryCode,
    is_guest: row.isGuest,
  };
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const rows = await db.select().from(customers).where(eq(customers.email, normalizeEmail(email))).limit(1);
  return rows[0] ?? null;
}

export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | null> {
  const rows = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return rows[0] ?? null;
}
