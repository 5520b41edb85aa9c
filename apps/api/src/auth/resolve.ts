// Turns an Authorization header into the signed-in customer, for the router's auth option.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema/commerce';
import { bearerToken, customerIdForToken } from './tokens';

export interface AuthCustomer {
  id: number;
  name: string;
  email: string;
  type: string;
  isGuest: boolean;
  /** The raw bearer token, so sign-out can revoke exactly this session. */
  token: string;
}

export async function resolveCustomer(db: Db, authorizationHeader: string | null | undefined): Promise<AuthCustomer | null> {
  const token = bearerToken(authorizationHeader);
  if (!token) return null;
  const customerId = await customerIdForToken(db, token);
  if (customerId === null) return null;
  const rows = await db
    .select({ id: customers.id, name: customers.name, email: customers.email, type: customers.type, isGuest: customers.isGuest })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, token } : null;
}
