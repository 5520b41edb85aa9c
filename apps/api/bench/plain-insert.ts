import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableColumns, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { products } from '../src/db/schema/catalogue';
import { BULK_BATCH_ROWS } from '../src/seed/bulk-statements';
import type { ProductRow } from '../src/seed/products';
import { cpuMs } from '../src/seed/phase-clock';

/** A migrated database in a folder of its own (PGlite, or DATABASE_URL when set), gone on close. */
export async function freshDatabase(): Promise<{ database: Database; dataDir: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-bench-db-'));
  const database = await openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir }));
  await runMigrations(database);
  return {
    database,
    dataDir,
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Row = Record<string, unknown>;

/**
 * The seed's bulk path as it was when issue 29 set the goal (records keyed by column name, one
 * jsonb parameter per batch, jsonb_to_recordset), kept here as it was: the yardstick must not
 * move when the seed's own path gets faster, or the ratio would hide the gain.
 */
async function insertKeyedJson(db: Database['db'], rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(products)).filter(([key, column]) => key in (rows[0] ?? {}) && !column.generated);
  const names = sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `);
  const definitions = sql.join(columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`), sql`, `);
  const records = rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null])));
  await db.execute(sql`insert into products (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(${definitions})`);
}

/**
 * The baseline the seed and import benches divide by (issue 29): the same product rows written the
 * plainest way this code wrote rows (insertKeyedJson, the seed's bulk path when the goal was set) into a bare copy of
 * the products table in a fresh database: no secondary index, no trigger, no search vector, and
 * the Arabic columns left empty. Only the inserts are timed (the rows are generated between them,
 * untimed, so the 100k never sit in memory at once). Its ratio to the seed holds still when the
 * machine is busy or slow, which the seconds alone do not.
 */
export async function plainInsertMs(rows: Iterable<ProductRow>): Promise<number> {
  return (await plainInsertTimes(rows)).ms;
}

/** The same, with the CPU time this process spent in the timed inserts (PGlite's work; on PostgreSQL only the client's). */
export async function plainInsertTimes(rows: Iterable<ProductRow>): Promise<{ ms: number; cpuMs: number }> {
  const fresh = await freshDatabase();
  const db = fresh.database.db;
  try {
    await db.execute(sql`alter table products rename to products_full`);
    await db.execute(sql`create table products (like products_full including defaults)`);
    let timed = 0;
    let timedCpu = 0;
    let batch: ProductRow[] = [];
    const flush = async () => {
      const started = performance.now();
      const startedCpu = cpuMs();
      await insertKeyedJson(db, batch.map((row) => ({ ...row, nameAr: null, descriptionAr: null, specificationsAr: null, benefitsAr: null, faqAr: null })));
      timed += performance.now() - started;
      timedCpu += cpuMs() - startedCpu;
      batch = [];
    };
    for (const row of rows) {
      batch.push(row);
      if (batch.length === BULK_BATCH_ROWS) await flush();
    }
    await flush();
    return { ms: Math.round(timed), cpuMs: Math.round(timedCpu) };
  } finally {
    await fresh.close();
  }
}
