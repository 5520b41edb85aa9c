// Turns an Authorization header into the signed-in customer, for the router's auth option.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema/commerce';
import type { RouteCustomer } from '../http/router';
import { bearerToken, tokenOwner } from './tokens';

export async function resolveCustomer(db: Db, authorizationHeader: string | null | undefined): Promise<RouteCustomer | null> {
  const token = bearerToken(authorizationHeader);
  if (!token) return null;
  const owner = await tokenOwner(db, token);
  if (owner === null) return null;
  const rows = await db
    .select({ id: customers.id, name: customers.name, email: customers.email, type: customers.type, isGuest: customers.isGuest })
    .from(customers)
    .where(eq(customers.id, owner.customerId))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, token, scope: owner.scope } : null;
}
