// Opaque bearer tokens: 32 random bytes sent to the client once; only their SHA-256 is
// stored, so a copy of the table cannot be replayed. Revocation sets revoked_at.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema/commerce';

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(db: Db, customerId: number, now = new Date()): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(authTokens).values({
    customerId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

/** The customer id behind a live token, or null (unknown, expired or revoked). */
export async function customerIdForToken(db: Db, token: string, now = new Date()): Promise<number | null> {
  const rows = await db
    .select({ customerId: authTokens.customerId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
  return rows[0]?.customerId ?? null;
}

export async function revokeToken(db: Db, token: string, now = new Date()): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt)));
}

/** Used after a password reset: every session of the account ends. */
export async function revokeAllTokens(db: Db, customerId: number, now = new Date()): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.customerId, customerId), isNull(authTokens.revokedAt)));
}

/** 'Bearer abc' -> 'abc'; anything else -> null. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
