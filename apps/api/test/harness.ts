import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/index';
import { startServer, type RunningServer } from '../src/server';
import { createScratchDatabase } from './scratch-database';
import { contractChecker, type ContractChecker } from './contract';

/** Response bodies in tests are read loosely, the way a client reads JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface TestResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  token?: string;
  /** JSON-serialised unless it is FormData, a string or undefined. */
  body?: unknown;
}

export interface TestApi {
  baseUrl: string;
  server: RunningServer;
  db: RunningServer['deps']['db'];
  config: AppConfig;
  request<T = Json>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  get<T = Json>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  post<T = Json>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  put<T = Json>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  patch<T = Json>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  delete<T = Json>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Catalogue size; small by default so the suite stays fast. */
  seedProducts?: number;
  config?: Partial<AppConfig>;
}

export { createScratchDatabase } from './scratch-database';

const apiRoot = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Changes whenever migrations or seed code change, so a stale template is never used. */
function templateKey(seedProducts: number, demo: boolean): string {
  const hash = createHash('sha256').update(`${seedProducts}:${demo ? 'demo' : 'no-demo'}`);
  const files = [...filesUnder(path.join(apiRoot, 'drizzle')), ...filesUnder(path.join(apiRoot, 'src/seed')), ...filesUnder(path.join(apiRoot, 'src/db'))];
  for (const file of files.sort()) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite's initdb and the seed take seconds; they run once per code version. The migrated,
 * seeded database is dumped to the temp folder and each test server starts from it in memory.
 */
async function seededTemplate(seedProducts: number, demo: boolean): Promise<Blob> {
  const file = path.join(os.tmpdir(), `horeca-api-template-${templateKey(seedProducts, demo)}.tar`);
  if (!fs.existsSync(file)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-api-template-'));
    const database = await openDatabase({ dataDir: dir, databaseUrl: null });
    try {
      await runMigrations(database);
      await seedIfEmpty(database.db, { products: seedProducts, demo, logger: { info: () => undefined } });
      const dump = await (database.pglite as NonNullable<Database['pglite']>).dumpDataDir('none');
      const partial = `${file}.${process.pid}.partial`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file); // atomic: parallel workers never read half a file
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

/**
 * The PostgreSQL twin of seededTemplate: one migrated, seeded database per code version on the
 * server, built by the first test file that needs it (the others wait on an advisory lock), then
 * copied for every test server. Seeding per server cost each of the suite's files seconds.
 */
async function seededPostgresTemplate(url: string, seedProducts: number, demo: boolean): Promise<string> {
  const name = `horeca_template_${templateKey(seedProducts, demo)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const database = await openDatabase({ dataDir: '', databaseUrl: target.toString() });
      try {
        await runMigrations(database);
        await seedIfEmpty(database.db, { products: seedProducts, demo, logger: { info: () => undefined } });
      } finally {
        await database.close();
      }
      // Renamed only once complete: a copy never starts from half a seed.
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
  return name;
}

/**
 * Starts the real API on 127.0.0.1 port 0 with a fresh database (PGlite in a temp
 * DATA_DIR, or a scratch database when DATABASE_URL is set) and a small seed. Like `npm start`'s
 * local store, it runs the test payment provider and seeds the demo data unless told otherwise.
 */
export async function startTestApi(options: StartOptions = {}): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-api-test-'));
  const config = loadConfig(
    { PAYMENT_PROVIDER: 'test', SEED_DEMO: '1', ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    {
      databaseUrl: null,
      seedProducts: options.seedProducts ?? 3000,
      allowedOrigins: ['https://partner.example'],
      publicDir: null,
      ...options.config,
    },
  );
  const postgres = process.env.DATABASE_URL;
  const scratch = postgres ? await createScratchDatabase(postgres, await seededPostgresTemplate(postgres, config.seedProducts, config.seedDemo)) : null;
  if (scratch) config.databaseUrl = scratch.url;
  const quiet = { info: () => undefined, warn: () => undefined, error: console.error };
  const opened = scratch ? undefined : await openDatabase(config, { loadDataDir: await seededTemplate(config.seedProducts, config.seedDemo) });
  const server = await startServer(config, quiet, opened);
  const baseUrl = server.url;
  // Loaded on the first request: the document of this very server.
  let contract: ContractChecker | undefined;
  const contractOf = async () => (contract ??= contractChecker(await (await fetch(`${baseUrl}/api/openapi.json`)).json()));

  const request = async <T,>(method: string, urlPath: string, opts: RequestOptions = {}): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData || typeof opts.body === 'string') body = opts.body;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(baseUrl + urlPath, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    (await contractOf()).check(method, urlPath, response.status, response.headers, parsed);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };

  return {
    baseUrl,
    server,
    db: server.deps.db,
    config,
    request,
    get: (p, o) => request('GET', p, o),
    post: (p, b, o) => request('POST', p, { ...o, body: b }),
    put: (p, b, o) => request('PUT', p, { ...o, body: b }),
    patch: (p, b, o) => request('PATCH', p, { ...o, body: b }),
    delete: (p, o) => request('DELETE', p, o),
    async close() {
      if (contract && process.env.CONTRACT_TALLY) fs.appendFileSync(process.env.CONTRACT_TALLY, `${contract.checked}\n`);
      await server.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One API for the tests of a file: started before them (handed to `use`), closed after them.
 */
export function useTestApi(options: StartOptions, use: (api: TestApi) => void): void {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(options);
    use(started);
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });
}
