// The seed writes the same catalogue whichever way its rows travel (issue 29): made in its worker
// thread or in its own, handed to PGlite as protocol bytes or as query parameters (the way
// PostgreSQL gets them). Compared as the seed's checksum compares it: every table's rows and
// every sequence.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
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
});
