// Issue 18: several API processes start on one database. Three starts at once on one empty
// PostgreSQL: one migration run, one seed, all healthy (today's main: the second dies in
// `create extension if not exists pg_trgm`, or seeds again). A seed that dies midway leaves no
// marker and no half catalogue, and the next start seeds cleanly (today's main: the catalogue
// was committed before the demo data and the marker, so the next start re-seeds and crashes on
// duplicate keys).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import { prepareDatabase } from '../src/db/prepare';
import type * as CommerceSeed from '../src/seed/commerce-seed';
import { startServer, type RunningServer } from '../src/server';
import { createScratchDatabase } from './harness';

// The demo seed crashes when the test says so, after the catalogue has been written.
const crash = vi.hoisted(() => ({ inCommerceSeed: false }));
vi.mock('../src/seed/commerce-seed', async (importOriginal) => {
  const real = await importOriginal<typeof CommerceSeed>();
  return {
    ...real,
    seedCommerce: async (...args: Parameters<typeof real.seedCommerce>) => {
      if (crash.inCommerceSeed) throw new Error('the process died in the demo seed');
      return real.seedCommerce(...args);
    },
  };
});

const SEED_PRODUCTS = 300;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const onPostgres = Boolean(process.env.DATABASE_URL);

function configFor(databaseUrl: string | null): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-startup-'));
  return loadConfig(
    { PAYMENT_PROVIDER: 'test', SEED_DEMO: '1', NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    // With SMTP set, each start also sets up the mail queue (pg-boss): nothing listens on port 9,
    // and nothing here is mailed.
    { databaseUrl, seedProducts: SEED_PRODUCTS, publicDir: null, ssrEntry: null, mail: { transport: 'smtp', smtpUrl: 'smtp://127.0.0.1:9', from: 'Horeca <no-reply@horeca.test>', retryLimit: 1, retryDelaySeconds: 1 } },
  );
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(database.db, query);
  return Number(row?.n);
}

const seedMarkers = (database: Database) => count(database, sql`select count(*)::int as n from app_meta where key = 'seed'`);
const productRows = (database: Database) => count(database, sql`select count(*)::int as n from products`);

function migrationFiles(): number {
  return fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;
}

/** A fresh database to start on: a scratch database on PostgreSQL, a new PGlite folder else. */
async function emptyDatabase(): Promise<{ config: AppConfig; drop(): Promise<void> }> {
  if (!onPostgres) return { config: configFor(null), drop: async () => undefined };
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
  return { config: configFor(scratch.url), drop: scratch.drop };
}

describe.runIf(onPostgres)('three API processes starting at once on one empty PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof emptyDatabase>>;
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await scratch?.drop();
  });

  it('migrate once, seed once, set up the mail queue once, and all three answer healthy', async () => {
    scratch = await emptyDatabase();
    // Each startServer opens its own pool: as three processes would.
    const started = await Promise.allSettled([0, 1, 2].map(() => startServer(scratch.config, quiet)));
    for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value);
    expect(started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started'))).toEqual(['started', 'started', 'started']);

    expect(servers.filter((server) => server.seed !== null)).toHaveLength(1);
    for (const server of servers) {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
    }
    const database = servers[0]!.database;
    expect(await count(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(migrationFiles());
    expect(await seedMarkers(database)).toBe(1);
    expect(await productRows(database)).toBe(SEED_PRODUCTS);
  }, 180_000);
});

describe(`a seed that dies midway (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let scratch: Awaited<ReturnType<typeof emptyDatabase>>;
  let database: Database | null = null;
  afterEach(async () => {
    crash.inCommerceSeed = false;
    await database?.close();
    database = null;
    await scratch?.drop();
  });

  it('leaves no marker and no catalogue, and the next start seeds cleanly', async () => {
    scratch = await emptyDatabase();
    database = await openDatabase(scratch.config);
    crash.inCommerceSeed = true;
    await expect(prepareDatabase(database, scratch.config, quiet)).rejects.toThrow(/died in the demo seed/);
    expect(await seedMarkers(database)).toBe(0);
    expect(await productRows(database)).toBe(0);

    crash.inCommerceSeed = false;
    const seed = await prepareDatabase(database, scratch.config, quiet);
    expect(seed?.products).toBe(SEED_PRODUCTS);
    expect(await seedMarkers(database)).toBe(1);
    expect(await productRows(database)).toBe(SEED_PRODUCTS);
    expect(await count(database, sql`select count(*)::int as n from customers`)).toBeGreaterThan(0);
  }, 180_000);

  it.runIf(onPostgres)('a process killed (SIGKILL) while it seeds leaves nothing, and the next start seeds', async () => {
    scratch = await emptyDatabase();
    database = await openDatabase(scratch.config);
    const apiRoot = path.resolve(import.meta.dirname, '..');
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: scratch.config.databaseUrl!, DATA_DIR: scratch.config.dataDir, PORT: '0', NODE_ENV: 'test', SEED_PRODUCTS: '20000', SEED_DEMO: '1', PAYMENT_PROVIDER: 'test' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const databaseName = new URL(scratch.config.databaseUrl!).pathname.slice(1);
    // Killed as soon as the seed's bulk inserts run on the server (bounded: 60 s).
    const deadline = Date.now() + 60_000;
    let seeding = false;
    while (!seeding && Date.now() < deadline && child.exitCode === null) {
      seeding = (await count(database, sql`select count(*)::int as n from pg_stat_activity where datname = ${databaseName} and query ilike '%insert into "products"%' and pid <> pg_backend_pid()`)) > 0;
      if (!seeding) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    await exited;
    expect(seeding).toBe(true);
    // The killed process's connections end with it; its transaction is rolled back.
    await expect.poll(() => count(database!, sql`select count(*)::int as n from pg_stat_activity where datname = ${databaseName} and pid <> pg_backend_pid() and state <> 'idle'`), { timeout: 10_000 }).toBe(0);
    expect(await seedMarkers(database)).toBe(0);
    expect(await productRows(database)).toBe(0);

    const seed = await prepareDatabase(database, scratch.config, quiet);
    expect(seed?.products).toBe(SEED_PRODUCTS);
    expect(await seedMarkers(database)).toBe(1);
  }, 180_000);
});
