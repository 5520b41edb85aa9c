// Opaque bearer tokens: 32 random bytes sent to the client once; only their SHA-256 is
// stored, so a copy of the table cannot be replayed. Revocation sets revoked_at.
// The storefront keeps the token in local storage (spec: authToken), where any script on the
// page could read it, so a token lives 7 days from its last use (sliding), never more than
// 30 days in all, and every sign-in issues a fresh one.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema/commerce';

const DAY = 24 * 60 * 60 * 1000;
/** Idle life: a token unused this long is dead. */
export const TOKEN_LIFETIME_MS = 7 * DAY;
/** Absolute life: however often it is used, a token ends this long after it was issued. */
export const TOKEN_MAX_LIFETIME_MS = 30 * DAY;
/** The expiry is pushed forward at most once per this, so a read is not a write each time. */
export const TOKEN_SLIDE_STEP_MS = 60 * 60 * 1000;

/** 'guest': a guest checkout's session; serves checkout and the guest's own orders only. */
export type TokenScope = 'full' | 'guest';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(db: Db, customerId: number, scope: TokenScope = 'full', now = new Date()): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(authTokens).values({
    customerId,
    tokenHash: sha256(token),
    scope,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

export interface TokenOwner {
  customerId: number;
  scope: TokenScope;
}

/** The customer behind a live token, or null (unknown, expired or revoked); slides its expiry. */
export async function tokenOwner(db: Db, token: string, now = new Date()): Promise<TokenOwner | null> {
  const hash = sha256(token);
  const live = and(eq(authTokens.tokenHash, hash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now));
  const [row] = await db
    .select({ customerId: authTokens.customerId, scope: authTokens.scope, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(live)
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() < now.getTime() + TOKEN_LIFETIME_MS - TOKEN_SLIDE_STEP_MS) {
    const slid = new Date(now.getTime() + TOKEN_LIFETIME_MS);
    await db
      .update(authTokens)
      .set({ expiresAt: sql`least(${slid.toISOString()}::timestamptz, ${authTokens.createdAt} + ${`${TOKEN_MAX_LIFETIME_MS} milliseconds`}::interval)` })
      .where(live);
  }
  return { customerId: row.customerId, scope: row.scope === 'guest' ? 'guest' : 'full' };
}

export async function revokeToken(db: Db, token: string, now = new Date()): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt)));
}

/**
 * Every session of the account ends (password reset, Google linking); with `except`, every
 * session but that one (password change: the page that changed it stays signed in).
 */
export async function revokeAllTokens(db: Db, customerId: number, now = new Date(), except?: string): Promise<void> {
  const others = except === undefined ? undefined : sql`${authTokens.tokenHash} <> ${sha256(except)}`;
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.customerId, customerId), isNull(authTokens.revokedAt), others));
}

/** 'Bearer abc' -> 'abc'; anything else -> null. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
