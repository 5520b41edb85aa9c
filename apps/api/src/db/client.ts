import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppConfig, DatabaseTimeouts } from '../config';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: every query in the app is written against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  /** The PGlite instance when driver is 'pglite' (dumps for test templates). */
  pglite?: PGlite;
  /**
   * Runs `work` while this process holds the session-level advisory lock named `name`; other
   * processes asking for the same name wait. The lock lives on one connection held for the
   * whole time, so a process that dies lets go of it with its connection.
   */
  withSessionLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface LockConnection {
  query(text: string, values: unknown[]): Promise<unknown>;
}

async function holdingLock<T>(connection: LockConnection, name: string, work: () => Promise<T>): Promise<T> {
  await connection.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    return await work();
  } finally {
    await connection.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

export type DbConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl'>;

export interface OpenOptions {
  /** Start PGlite in memory from a dumped data directory (tests: a seeded template). */
  loadDataDir?: Blob;
  /**
   * The request pool's time limits (PostgreSQL only; issue 28). Without them (start-up work,
   * command-line tools) a statement may run as long as it needs.
   */
  timeouts?: DatabaseTimeouts;
}

const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * A connection whose query the driver gave up on (query_timeout: the server frozen or cut off)
 * is ended at once. Otherwise it would go back to the pool with the query still outstanding,
 * and the transaction's ROLLBACK, then every query of the next request to take it, would wait
 * out the same timeout behind it (a frozen server made requests hang up to 15 s, issue 28).
 */
class GivesUpOnTimeout extends pg.Client {
  override query(...args: unknown[]): never {
    const answer = (super.query as (...all: unknown[]) => unknown)(...args);
    if (answer instanceof Promise) {
      answer.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) this.end().catch(() => undefined);
      });
    }
    return answer as never;
  }
}

/**
 * node-postgres settings for `timeouts`: the wait for a turn at the pool, connect, statement
 * (server and driver), idle in transaction. The pool hands its own `connectionTimeoutMillis` (its
 * queue's limit) to every connection it opens; each connection uses the connect limit instead.
 */
function poolTimeouts(timeouts: DatabaseTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return {};
  class ConnectsWithinLimit extends GivesUpOnTimeout {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: timeouts!.connectMs });
    }
  }
  return {
    Client: ConnectsWithinLimit,
    connectionTimeoutMillis: timeouts.poolWaitMs,
    statement_timeout: timeouts.statementMs,
    // The server enforces statement_timeout only while it runs; frozen or cut off, it cannot:
    // the driver gives up a second later on its own.
    query_timeout: timeouts.statementMs + 1_000,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  };
}

/**
 * Opens PGlite persisted in DATA_DIR/pglite by default, or a pooled node-postgres
 * connection when DATABASE_URL is set. The same schema, migrations and queries run on both.
 */
export async function openDatabase(config: DbConfig, options: OpenOptions = {}): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, ...poolTimeouts(options.timeouts) });
    // An idle connection the server ends (a restart, an administrator, a dropped test
    // database) is reported here; without a listener node-postgres throws it and the process
    // stops. The pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`database: an idle connection was closed (${error.message})`));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const withSessionLock = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const connection = await pool.connect();
      try {
        return await holdingLock(connection, name, work);
      } finally {
        connection.release();
      }
    };
    return { db, driver: 'postgres', withSessionLock, close: () => pool.end() };
  }
  const client = options.loadDataDir
    ? await PGlite.create({ extensions: { pg_trgm }, loadDataDir: options.loadDataDir })
    : await PGlite.create(pgliteDir(config.dataDir), { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  pglites.set(db, client);
  // PGlite is one connection: the same lock calls, on it (one process opens a data directory).
  const withSessionLock = <T>(name: string, work: () => Promise<T>) => holdingLock(client, name, work);
  return { db, driver: 'pglite', withSessionLock, close: () => client.close(), pglite: client };
}

function pgliteDir(dataDir: string): string {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

const pglites = new WeakMap<Db, PGlite>();

/** The PGlite instance under a database opened here (undefined on PostgreSQL and inside a transaction). */
export function pgliteOf(db: Db): PGlite | undefined {
  return pglites.get(db);
}

/** Rows of a `sql` query on either driver (both answer { rows }). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
