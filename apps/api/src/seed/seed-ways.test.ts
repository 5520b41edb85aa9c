// The seed writes the same catalogue whichever way its rows travel (issue 29): made in its worker
// thread or in its own, handed to PGlite as protocol bytes or as query parameters (the way
// PostgreSQL gets them). Compared as the seed's checksum compares it: every table's rows and
// every sequence. And the search vectors it writes itself (search-vectors.ts) are the ones the
// products' trigger makes from the whole search text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedChecksums } from '../../bench/seed-checksum';
import { PRODUCT_BATCH } from './catalogue-statements';
import { seedIfEmpty, type SeedWays } from './index';

// More than a batch, so the worker runs ahead of the database and waits for it.
const PRODUCTS = PRODUCT_BATCH + 500;
const opened: { database: Database; dataDir: string }[] = [];

async function seededChecksums(ways: SeedWays): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-seed-ways-'));
  const database = await openDatabase({ dataDir, databaseUrl: null });
  opened.push({ database, dataDir });
  await runMigrations(database);
  await seedIfEmpty(database.db, { products: PRODUCTS, ways, logger: { info: () => undefined } });
  return seedChecksums(database.db);
}

afterAll(async () => {
  for (const { database, dataDir } of opened) {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('the seed, whichever way its rows travel', () => {
  it('writes the same rows made in its worker as in its own thread, as protocol bytes or as parameters', async () => {
    const parameters = await seededChecksums({ worker: false, wire: false });
    expect(parameters.products).toMatch(new RegExp(`^${PRODUCTS} rows`));
    expect(await seededChecksums({ worker: false, wire: true })).toEqual(parameters);
    expect(await seededChecksums({ worker: true, wire: true })).toEqual(parameters);
  }, 180_000);

  it('writes each product the search vector its whole search text parses to', async () => {
    // The first test's database, or one of its own when run alone.
    if (opened.length === 0) await seededChecksums({});
    const database = opened[0]?.database as Database;
    const [row] = await queryRows<{ products: number; vectors: number; equal: number }>(database.db, sql`
      select count(*)::int as products, count(s.product_id)::int as vectors,
        count(*) filter (where s.search_vector = to_tsvector('simple', p.search_text))::int as equal
      from products p left join product_search s on s.product_id = p.id`);
    expect(row).toEqual({ products: PRODUCTS, vectors: PRODUCTS, equal: PRODUCTS });
  });
});
