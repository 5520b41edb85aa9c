import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { products } from '../src/db/schema/catalogue';
import { insertJsonRecords } from '../src/seed/bulk';
import { buildCatalogueTree } from '../src/seed/catalogue-tree';
import { generateProduct, type ProductRow } from '../src/seed/products';
import { CATALOGUE_SEED, Random } from '../src/seed/random';
import { seedIfEmpty } from '../src/seed/index';

// Seeds a fresh PGlite (or DATABASE_URL) and prints how long the catalogue took, and beside it
// a plain bulk insert of the same product rows (generated beforehand, untimed) into a second
// fresh database of the same run: the ratio between the two is what the seed adds (Arabic,
// reviews, search index, counts) and holds still when the machine is busy or slow (issue 29).
const productCount = loadConfig({ ...process.env, DATA_DIR: os.tmpdir() }).seedProducts;

async function freshDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-seed-'));
  const database = await openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir }));
  await runMigrations(database);
  return {
    database,
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const seeded = await freshDatabase();
const report = await seedIfEmpty(seeded.database.db, { products: productCount });
await seeded.close();

const random = new Random(CATALOGUE_SEED);
const tree = buildCatalogueTree(random);
const brandsById = new Map(tree.brands.map((b) => [b.id, b]));
const rows: ProductRow[] = [];
for (let id = 1; id <= productCount; id++) rows.push(generateProduct(random, tree, id, brandsById));
const plain = await freshDatabase();
const started = performance.now();
await insertJsonRecords(plain.database.db, products, rows);
const plainInsertMs = Math.round(performance.now() - started);
await plain.close();

const catalogueMs = report?.catalogueMs ?? 0;
console.info(JSON.stringify({
  products: report?.products,
  catalogueMs,
  plainInsertMs,
  ratio: Math.round((catalogueMs / plainInsertMs) * 100) / 100,
  rssMb: Math.round(process.memoryUsage().rss / 1e6),
}));
