// Rows that have served their purpose are deleted on a timer: expired or revoked sign-in
// tokens, used or expired password-reset tokens, idempotency keys past the day a client may
// retry within, and guests' browsing history nobody has looked at for a month. Every API
// process runs the timer; a run takes a transaction-scoped advisory lock and skips when another
// process holds it, and each delete is idempotent, so runs at once never fail or double up.
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, cartHandoffs, idempotencyKeys, passwordResetTokens, recentProducts } from '../db/schema/commerce';
import { HANDOFF_KEPT_DAYS } from '../cart/handoff-service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const RETENTION = {
  /** A client retries a request within minutes; a day covers a retry after an outage. */
  idempotencyKeysMs: DAY,
  /** Revoked tokens are kept a day for the record of a sign-out or a password change. */
  revokedTokensMs: DAY,
  guestHistoryMs: 30 * DAY,
  /** A handoff confirms to its partner page and attributes an order for this long. */
  cartHandoffsMs: HANDOFF_KEPT_DAYS * DAY,
};

/** Any constant both sides agree on: the lock names "expired-rows clean-up" for PostgreSQL. */
const CLEANUP_LOCK = 0x686f_7265; // 'hore'

export interface CleanupReport {
  authTokens: number;
  passwordResetTokens: number;
  idempotencyKeys: number;
  guestHistory: number;
  cartHandoffs: number;
}

/** Deletes what has expired at `now`; null when another process is doing it right now. */
export async function deleteExpiredRows(db: Db, now = new Date()): Promise<CleanupReport | null> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK}) as locked`)) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return null;
    const before = (ms: number) => new Date(now.getTime() - ms);
    const tokens = await tx
      .delete(authTokens)
      .where(or(lt(authTokens.expiresAt, now), and(isNotNull(authTokens.revokedAt), lt(authTokens.revokedAt, before(RETENTION.revokedTokensMs)))))
      .returning({ id: authTokens.id });
    const resets = await tx
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    const keys = await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before(RETENTION.idempotencyKeysMs))).returning({ id: idempotencyKeys.id });
    const history = await tx
      .delete(recentProducts)
      .where(and(isNotNull(recentProducts.guestToken), lt(recentProducts.viewedAt, before(RETENTION.guestHistoryMs))))
      .returning({ id: recentProducts.id });
    const handoffs = await tx.delete(cartHandoffs).where(lt(cartHandoffs.createdAt, before(RETENTION.cartHandoffsMs))).returning({ id: cartHandoffs.id });
    return { authTokens: tokens.length, passwordResetTokens: resets.length, idempotencyKeys: keys.length, guestHistory: history.length, cartHandoffs: handoffs.length };
  });
}
