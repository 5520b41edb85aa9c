import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppConfig } from '../config';
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

type DbConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl'>;

export interface OpenOptions {
  /** Start PGlite in memory from a dumped data directory (tests: a seeded template). */
  loadDataDir?: Blob;
}

/**
 * Opens PGlite persisted in DATA_DIR/pglite by default, or a pooled node-postgres
 * connection when DATABASE_URL is set. The same schema, migrations and queries run on both.
 */
export async function openDatabase(config: DbConfig, options: OpenOptions = {}): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
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
