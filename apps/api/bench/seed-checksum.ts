import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows, type Db } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/index';

// `npm run seed:checksum -w @horeca/api [-- PRODUCTS]`: seeds a fresh PGlite and prints an md5 of
// every table's rows (each row as text, hashed, the hashes sorted and hashed again: the order rows
// were written in does not count, their content does) and of every sequence. A change that should
// only make the seed faster (issue 29) must print the same lines before and after. Left out: the
// 'seed' marker row of app_meta, which holds the time taken and the date.
export async function seedChecksums(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(db, sql`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '__drizzle%'
    order by table_name`);
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const skip = name === 'app_meta' ? sql`where t.key <> 'seed'` : sql``;
    const [row] = await queryRows<{ rows: number; sum: string }>(db, sql`
      select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h), '')) as sum
      from (select md5(t::text) as h from ${sql.identifier(name)} t ${skip}) hashed`);
    sums[name] = `${row?.rows} rows ${row?.sum}`;
  }
  const sequences = await queryRows<{ name: string }>(db, sql`
    select sequence_name as name from information_schema.sequences where sequence_schema = current_schema() order by sequence_name`);
  for (const { name } of sequences) {
    const [row] = await queryRows<{ last_value: number; is_called: boolean }>(db, sql`select last_value, is_called from ${sql.identifier(name)}`);
    sums[`sequence ${name}`] = `${row?.last_value} ${row?.is_called}`;
  }
  return sums;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const products = Number(process.argv[2] ?? 100_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-seed-sum-'));
  const database = await openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir }));
  try {
    await runMigrations(database);
    const report = await seedIfEmpty(database.db, { products, logger: { info: () => undefined } });
    for (const [name, sum] of Object.entries(await seedChecksums(database.db))) console.info(`${name}: ${sum}`);
    console.info(`(seeded ${products} products in ${((report?.catalogueMs ?? 0) / 1000).toFixed(1)} s: ${JSON.stringify(report?.phasesMs)})`);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
