import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { products } from '../src/db/schema/catalogue';
import { BULK_BATCH_ROWS, insertJsonRecords } from '../src/seed/bulk';
import type { ProductRow } from '../src/seed/products';

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

/**
 * The baseline the seed and import benches divide by (issue 29): the same product rows written the
 * plainest way this code writes rows (insertJsonRecords, the seed's bulk path) into a bare copy of
 * the products table in a fresh database: no secondary index, no trigger, no search vector, and
 * the Arabic columns left empty. Only the inserts are timed (the rows are generated between them,
 * untimed, so the 100k never sit in memory at once). Its ratio to the seed holds still when the
 * machine is busy or slow, which the seconds alone do not.
 */
export async function plainInsertMs(rows: Iterable<ProductRow>): Promise<number> {
  const fresh = await freshDatabase();
  const db = fresh.database.db;
  try {
    await db.execute(sql`alter table products rename to products_full`);
    await db.execute(sql`create table products (like products_full including defaults)`);
    let timed = 0;
    let batch: ProductRow[] = [];
    const flush = async () => {
      const started = performance.now();
      await insertJsonRecords(db, products, batch.map((row) => ({ ...row, nameAr: null, descriptionAr: null, specificationsAr: null, benefitsAr: null, faqAr: null })));
      timed += performance.now() - started;
      batch = [];
    };
    for (const row of rows) {
      batch.push(row);
      if (batch.length === BULK_BATCH_ROWS) await flush();
    }
    await flush();
    return Math.round(timed);
  } finally {
    await fresh.close();
  }
}
