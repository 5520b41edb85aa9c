// Idempotency-Key support: the first request with a key runs and its answer is stored in
// the same transaction as its effect; a retry with that key gets the stored answer and
// changes nothing. Concurrent duplicates serialise on the unique index: the second insert
// waits for the first transaction and then sees the conflict.
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { transactionWithRetry, type Tx } from '../db/retry';
import { idempotencyKeys } from '../db/schema/commerce';
import { HttpError, validationFailed } from './errors';
import { sha256 } from '../auth/tokens';
import { keepNewest } from '../accounts/row-caps';

/** Retries come within minutes of the request, so a hundred is plenty even for a busy buyer. */
export const KEYS_PER_CUSTOMER = 100;

export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw validationFailed({ 'Idempotency-Key': ['api.idempotencyKeyInvalid'] });
  }
  return key;
}

export interface StoredAnswer {
  status: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

/**
 * Runs `work` inside a transaction, once per (customer, route, key). Without a key it simply
 * runs in a transaction. A transaction aborted by a deadlock runs again (db/retry.ts), so
 * `work` does everything it does in `tx`.
 */
export async function runIdempotent(
  db: Db,
  scope: { customerId: number; route: string; key: string | null; request: unknown },
  work: (tx: Tx) => Promise<{ status: number; body: Record<string, unknown> }>,
): Promise<StoredAnswer> {
  const requestHash = sha256(JSON.stringify(scope.request));
  return transactionWithRetry(db, async (tx) => {
    if (scope.key === null) return { ...(await work(tx)), replayed: false };
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ customerId: scope.customerId, route: scope.route, key: scope.key, requestHash, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.customerId, scope.customerId),
            eq(idempotencyKeys.route, scope.route),
            eq(idempotencyKeys.key, scope.key),
          ),
        )
        .limit(1);
      if (!stored) throw new HttpError(409, 'api.requestInProgress');
      if (stored.requestHash !== requestHash) throw new HttpError(422, 'api.idempotencyKeyReused');
      return { status: stored.statusCode, body: stored.response as Record<string, unknown>, replayed: true };
    }
    // A client may make up keys without end: only a customer's newest keys are kept (and any
    // older than a day go in the clean-up, maintenance/expired-rows.ts).
    await keepNewest(tx, idempotencyKeys, eq(idempotencyKeys.customerId, scope.customerId), idempotencyKeys.createdAt, KEYS_PER_CUSTOMER);
    const answer = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, response: answer.body })
      .where(eq(idempotencyKeys.id, claimed[0]!.id));
    return { ...answer, replayed: false };
  });
}
