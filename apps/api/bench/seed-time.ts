import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/index';

// Seeds a fresh PGlite (or DATABASE_URL) and prints how long the catalogue took.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-seed-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
const database = await openDatabase(config);
await runMigrations(database);
const report = await seedIfEmpty(database.db, { products: config.seedProducts });
console.info(JSON.stringify({ products: report?.products, catalogueMs: report?.catalogueMs, rssMb: Math.round(process.memoryUsage().rss / 1e6) }));
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
