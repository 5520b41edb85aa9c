// The abuse limits of the API (429 with Retry-After). Counters live in the database
// (rate-limiter-flexible's PostgreSQL store: one atomic INSERT ... ON CONFLICT per hit), so
// every API process on one database enforces the same limit, not its own share.
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/commerce';
import { HttpError } from '../http/errors';

export interface LimitSetting {
  limit: number;
  windowMs: number;
}

/** Keys are hashed: the table then holds no email or address in clear. */
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

function tooMany(msBeforeNext: number): HttpError {
  return new HttpError(429, 'api.tooManyAttempts', { headers: { 'Retry-After': String(Math.max(1, Math.ceil(msBeforeNext / 1000))) } });
}

/**
 * The store speaks node-postgres' `query({ text, values })`. Its statements run here through
 * drizzle (the $n placeholders become drizzle parameters), so PGlite and PostgreSQL take the
 * same path. (The library's Drizzle store imports drizzle-orm from its own folder, which does
 * not resolve in this workspace, where drizzle-orm sits under apps/api.)
 */
function queryThroughDrizzle(db: Db) {
  return {
    async query({ text, values = [] }: { text: string; values?: unknown[] }) {
      const chunks = text.split(/\$(\d+)/).map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: { points?: unknown; expire?: unknown }[] };
      // bigint comes back as text from node-postgres: the store computes with numbers.
      const rows = result.rows.map((row) => ({ ...row, points: Number(row.points), expire: row.expire === null ? null : Number(row.expire) }));
      return { rows, rowCount: rows.length };
    },
  };
}

function drizzleStore(db: Db, keyPrefix: string, points: number, windowMs: number): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: queryThroughDrizzle(db),
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true, // by the migrations
    // The library's own sweep is a timer per limiter; sweepExpiredLimits below does it once.
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration: Math.ceil(windowMs / 1000),
  });
}

/** At most `limit` hits per key per window (fixed window from the first hit). */
export class RequestLimit {
  private readonly store: RateLimiterPostgres;

  constructor(
    private readonly db: Db,
    readonly name: string,
    readonly setting: LimitSetting,
  ) {
    this.store = drizzleStore(db, name, setting.limit, setting.windowMs);
  }

  /** Counts one hit; throws a 429 HttpError with Retry-After once the window is used up. */
  async hit(key: string): Promise<void> {
    try {
      await this.store.consume(storedKey(key));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }

  /** True (and counted) while the window has room; false once used up, without a 429. */
  async tryHit(key: string): Promise<boolean> {
    return this.hit(key).then(
      () => true,
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 429) return false;
        throw error;
      },
    );
  }

  /** Forgets one key, or every key of this limit. */
  async reset(key?: string): Promise<void> {
    if (key !== undefined) await this.store.delete(storedKey(key));
    else await deleteByPrefix(this.db, `${this.name}:`);
  }
}

async function deleteByPrefix(db: Db, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`left(${rateLimits.key}, ${prefix.length}) = ${prefix}`);
}

export interface FailureDelaySetting {
  /** Failures allowed without any wait. */
  freeFailures: number;
  /** How long failures are remembered (from the first one). */
  windowMs: number;
  /** The wait doubles from 1 s with each further failure, up to this. */
  maxDelayMs: number;
}

/**
 * Growing delays after failures, never a lock: past `freeFailures`, each further attempt on a
 * key must wait 1, 2, 4, ... s (capped) after the previous one. Attempts are counted up front
 * (atomically, so a burst of parallel guesses cannot all slip in before the count) and
 * refunded when they succeed or are refused with a 429: only real failures stay counted.
 */
export class FailureDelay {
  private readonly failures: RateLimiterPostgres;
  /** One attempt per wait: a slot of `delay` seconds claimed by an atomic consume. */
  private readonly slots: RateLimiterPostgres;

  constructor(
    private readonly db: Db,
    readonly name: string,
    readonly setting: FailureDelaySetting,
  ) {
    this.failures = drizzleStore(db, `${name}.failures`, setting.freeFailures, setting.windowMs);
    this.slots = drizzleStore(db, `${name}.slot`, 1, 1000);
  }

  /** Seconds to wait between attempts once `failures` failures are counted (0: no wait). */
  delaySeconds(failures: number): number {
    const over = failures - this.setting.freeFailures;
    if (over < 0) return 0;
    return Math.min(Math.ceil(this.setting.maxDelayMs / 1000), 2 ** Math.min(over, 30));
  }

  /** Counts an attempt on `key`; throws a 429 with Retry-After while the key must wait. */
  async begin(key: string): Promise<void> {
    const stored = storedKey(key);
    const counted = await this.failures.penalty(stored);
    const delay = this.delaySeconds(counted.consumedPoints - 1);
    if (delay === 0) return;
    try {
      await this.slots.consume(stored, 1, { customDuration: delay });
    } catch (error) {
      await this.failures.reward(stored);
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }

  /** The attempt begun on `key` succeeded: it is not a failure. */
  async refund(key: string): Promise<void> {
    await this.failures.reward(storedKey(key));
  }

  /** Forgets every failure on `key` (the owner proved the password from there). */
  async clear(key: string): Promise<void> {
    await Promise.all([this.failures.delete(storedKey(key)), this.slots.delete(storedKey(key))]);
  }

  async reset(): Promise<void> {
    await Promise.all([deleteByPrefix(this.db, `${this.name}.failures:`), deleteByPrefix(this.db, `${this.name}.slot:`)]);
  }
}

/** A remembered fact per key for a while (an address the account signed in from). */
export class Memory {
  private readonly store: RateLimiterPostgres;

  constructor(db: Db, name: string, windowMs: number) {
    this.store = drizzleStore(db, name, 1, windowMs);
  }

  async remember(key: string): Promise<void> {
    await this.store.set(storedKey(key), 1, -1);
  }

  async has(key: string): Promise<boolean> {
    return (await this.store.get(storedKey(key))) !== null;
  }
}

/** Forgets every counter of every limit (tests start each case from a clean slate). */
export async function resetAbuseLimits(db: Db): Promise<void> {
  await db.delete(rateLimits);
}

/** Deletes counters whose window has passed (run by the housekeeping timer of every process). */
export async function sweepExpiredLimits(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, now.getTime()));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_ABUSE_LIMITS = {
  loginByAddress: { limit: 20, windowMs: 15 * MINUTE },
  register: { limit: 10, windowMs: HOUR },
  // A guest checkout writes contact details, not an account: a hotel or an office behind one
  // address places many an hour, so guests count on their own terms, per address and per email.
  guestCheckoutByAddress: { limit: 300, windowMs: HOUR },
  guestCheckoutByEmail: { limit: 30, windowMs: HOUR },
  newsletter: { limit: 10, windowMs: HOUR },
  glitch: { limit: 10, windowMs: HOUR },
  claims: { limit: 10, windowMs: HOUR },
  lead: { limit: 60, windowMs: HOUR },
  passwordReset: { limit: 5, windowMs: HOUR },
  /** Reset mails per account: past it the answer is the same, only no further mail is sent. */
  resetMailsByAccount: { limit: 5, windowMs: HOUR },
  trackOrder: { limit: 30, windowMs: 15 * MINUTE },
  // An office or hotel behind one address uploads for several people; one customer needs far less.
  uploadsByAddress: { limit: 60, windowMs: HOUR },
  uploadsByCustomer: { limit: 30, windowMs: HOUR },
  recentViews: { limit: 600, windowMs: HOUR },
  /** Partner carts handed to the store: a shopper hands a few an hour; each writes a row. */
  cartHandoff: { limit: 60, windowMs: HOUR },
} satisfies Record<string, LimitSetting>;

export const DEFAULT_FAILURE_DELAYS = {
  /** Wrong passwords for one account from one address: the tight one. */
  loginByAccountAndAddress: { freeFailures: 5, windowMs: HOUR, maxDelayMs: 5 * MINUTE },
  /**
   * Wrong passwords for one account from anywhere: bounds a guesser spread over many
   * addresses, with a small cap, and skipped from an address the account signed in from,
   * so nobody elsewhere can hold the owner back for more than half a minute.
   */
  loginByAccount: { freeFailures: 10, windowMs: HOUR, maxDelayMs: 30_000 },
  /** Wrong current passwords at "change password" (a stolen session guessing the password). */
  currentPassword: { freeFailures: 3, windowMs: HOUR, maxDelayMs: 5 * MINUTE },
} satisfies Record<string, FailureDelaySetting>;

/** How long an address that signed in to an account is exempt from the account-wide delay. */
export const KNOWN_ADDRESS_MS = 30 * DAY;

export type AbuseLimitSettings = { [K in keyof typeof DEFAULT_ABUSE_LIMITS]: LimitSetting };
export type FailureDelaySettings = { [K in keyof typeof DEFAULT_FAILURE_DELAYS]: FailureDelaySetting };

export type AbuseLimits = { [K in keyof AbuseLimitSettings]: RequestLimit } & {
  failures: { [K in keyof FailureDelaySettings]: FailureDelay };
  knownSignInAddress: Memory;
};

export interface AbuseLimitConfig {
  limits: AbuseLimitSettings;
  failures: FailureDelaySettings;
}

export function createAbuseLimits(db: Db, config: AbuseLimitConfig = { limits: DEFAULT_ABUSE_LIMITS, failures: DEFAULT_FAILURE_DELAYS }): AbuseLimits {
  const limits = Object.fromEntries(Object.entries(config.limits).map(([name, setting]) => [name, new RequestLimit(db, name, setting)]));
  const failures = Object.fromEntries(Object.entries(config.failures).map(([name, setting]) => [name, new FailureDelay(db, name, setting)]));
  return {
    ...(limits as { [K in keyof AbuseLimitSettings]: RequestLimit }),
    failures: failures as { [K in keyof FailureDelaySettings]: FailureDelay },
    knownSignInAddress: new Memory(db, 'knownSignInAddress', KNOWN_ADDRESS_MS),
  };
}
