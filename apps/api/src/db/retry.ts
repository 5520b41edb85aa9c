// Transactions that PostgreSQL may abort to break a tie: a deadlock (40P01) or a serialization
// failure (40001). Both mean "nothing happened, run it again", so the whole transaction runs
// again after a short random wait, a few times; if it still fails, the error goes up and the
// error handler answers 503 with Retry-After (http/errors.ts), never a 500 (issue 28).
// Locks are also taken in one order (products by id) so a deadlock is rare in the first place.
import type { Db } from './client';
import { databaseErrorCode } from './errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** SQLSTATEs after which the same transaction may simply run again. */
export const RETRYABLE_TRANSACTION_CODES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** Runs in all (the first and three more); waits grow 25-50, 50-100, 100-200 ms. */
export const TRANSACTION_ATTEMPTS = 4;
const FIRST_WAIT_MS = 25;

export function isRetryableTransactionError(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && RETRYABLE_TRANSACTION_CODES.has(code);
}

/** Half the wait fixed, half random: retries of transactions that collided do not collide again. */
function jittered(attempt: number): number {
  const base = FIRST_WAIT_MS * 2 ** (attempt - 1);
  return base + Math.random() * base;
}

/**
 * `db.transaction(work)`, run again on a deadlock or serialization failure. `work` must do
 * nothing outside the transaction it is given (no mail sent, no file written): every attempt
 * but the last is rolled back.
 */
export async function transactionWithRetry<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, jittered(attempt)));
    }
  }
}
