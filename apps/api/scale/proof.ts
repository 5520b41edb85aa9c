// The scale proof (issue 18): three API processes on one empty PostgreSQL behind HAProxy, and,
// through the balancer only, what several processes must agree on; then guest pages through
// Debian's nginx in front of the balancer (issue 31: front-cache-proof.ts, front-cache-load.ts). Run it with a throwaway
// PostgreSQL: `scripts/with-postgres.sh npm run scale-proof -w @horeca/api` (README "Scaling").
// The database is only read here to check outcomes, and written only to make the shoppers
// (as the API tests' fixtures do: 50 sign-ups from one address would meet the sign-up limit).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { hashPassword } from '../src/auth/password';
import { issueToken } from '../src/auth/tokens';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import { products } from '../src/db/schema/catalogue';
import { customers, mailOutbox } from '../src/db/schema/commerce';
import { DEFAULT_FAILURE_DELAYS } from '../src/rate-limit/limits';
import { PNG } from '../test/commerce-fixtures';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server';
import { createSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { startCluster, type Cluster } from './cluster';
import { aCrowdThroughTheCache } from './front-cache-load';
import { guestPagesAreKeptInFront } from './front-cache-proof';

const PROCESSES = 3;
const SHOPPERS = 50;
const LINES_PER_SHOPPER = 8;
/** The smallest catalogue the shoppers' carts need (the default seed is 100,000). */
const SEED_PRODUCTS = 1000;
const PROOF_TIMEOUT_MS = 6 * 60_000;
/** How long nginx in front keeps a page (nginx.conf.template). */
const FRONT_CACHE_SECONDS = 5;
/** The built storefront, served and rendered by every process (`npm run build:e2e` makes it, as `npm test` does before this). */
const storefrontDist = path.resolve(import.meta.dirname, '../../storefront/dist');

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('[scale] DATABASE_URL is not set: run it as `scripts/with-postgres.sh npm run scale-proof -w @horeca/api`');
  process.exit(2);
}
if (!fs.existsSync(path.join(storefrontDist, 'index.html')) || !fs.existsSync(path.join(storefrontDist, '../dist-server/entry-server.js'))) {
  console.error('[scale] the storefront is not built: run `npm run build:e2e` first (the proof renders pages)');
  process.exit(2);
}
const staticAsset = `/assets/${fs.readdirSync(path.join(storefrontDist, 'assets')).find((name) => name.endsWith('.css'))}`;

interface Answer {
  status: number;
  servedBy: string;
  body: Record<string, unknown> | null;
  bytes: Buffer;
}

let cluster: Cluster | null = null;
let sink: SmtpSink | null = null;
let s3: S3TestServer | null = null;
let database: Database | null = null;

async function call(method: string, path: string, options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  const response = await fetch(cluster!.balancerUrl + path, { method, headers, body, signal: AbortSignal.timeout(30_000) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(bytes.toString('utf8')) as Record<string, unknown>) : null;
  return { status: response.status, servedBy: response.headers.get('x-served-by') ?? '?', body: json, bytes };
}

/** Polls `check` until it answers a value (not undefined), for at most `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number, intervalMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`[scale] timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(database!.db, query);
  return Number(row?.n);
}

let made = 0;
async function makeCustomer(password = 'Scale-Proof-1'): Promise<{ id: number; email: string; password: string }> {
  made += 1;
  const email = `scale${made}.${Date.now().toString(36)}@example.com`;
  const [row] = await database!.db.insert(customers).values({ name: `Scale Shopper ${made}`, email, passwordHash: await hashPassword(password), type: 'Private' }).returning({ id: customers.id });
  return { id: row!.id, email, password };
}

const timings: string[] = [];
async function step(title: string, work: () => Promise<string | void>): Promise<void> {
  const started = performance.now();
  const detail = await work();
  const line = `${title}: ok in ${((performance.now() - started) / 1000).toFixed(1)} s${detail ? ` (${detail})` : ''}`;
  timings.push(line);
  console.info(`[scale] ${line}`);
}

async function startedTogetherOnAnEmptyDatabase(): Promise<string> {
  database = await openDatabase({ databaseUrl: databaseUrl!, dataDir: '/nonexistent' });
  assert.equal(await count(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`), 0, 'the database must be empty');
  sink = await createSmtpSink();
  s3 = await startS3TestServer();
  cluster = await startCluster({
    size: PROCESSES,
    databaseUrl: databaseUrl!,
    env: {
      NODE_ENV: 'production',
      APP_SECRET: 'scale-proof-secret-not-for-production-use',
      SEED_PRODUCTS: String(SEED_PRODUCTS),
      SMTP_URL: sink.url,
      MAIL_RETRY_DELAY_SECONDS: '1',
      TRUST_PROXY: '1',
      // The storefront's pages, rendered on the server (SSR_ENTRY: its dist-server beside it).
      PUBLIC_DIR: storefrontDist,
      ...s3.env,
    },
    frontCacheSeconds: FRONT_CACHE_SECONDS,
  });
  const healthy = new Set<string>();
  await until('all three processes healthy behind the balancer', async () => {
    for (const api of cluster!.apis) if (api.child.exitCode !== null) throw new Error(`${api.name} exited:\n${api.output.join('')}`);
    const answer = await call('GET', '/api/health');
    if (answer.status === 200) healthy.add(answer.servedBy);
    return healthy.size === PROCESSES ? true : undefined;
  }, 180_000).catch((error: unknown) => {
    for (const api of cluster!.apis) if (api.child.exitCode !== null) throw new Error(`${api.name} exited (${api.child.exitCode}):\n${api.output.join('')}`);
    throw error;
  });
  const seeders = cluster.apis.filter((api) => api.output.join('').includes('[seed] catalogue:'));
  assert.equal(seeders.length, 1, 'exactly one process seeds');
  const migrations = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;
  assert.equal(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`), migrations, 'each migration applied once');
  assert.equal(await count(sql`select count(*)::int as n from app_meta where key = 'seed'`), 1);
  assert.equal(await count(sql`select count(*)::int as n from products`), SEED_PRODUCTS);
  return `${[...healthy].sort().join(', ')} healthy; ${seeders[0]!.name} seeded ${SEED_PRODUCTS} products; ${migrations} migrations applied once`;
}

async function signInLimitHoldsAcrossProcesses(): Promise<string> {
  const owner = await makeCustomer();
  const free = DEFAULT_FAILURE_DELAYS.loginByAccountAndAddress.freeFailures;
  const attempt = (password: string) => call('POST', '/api/frontend/login', { json: { email: owner.email, password } });
  // The free failures, then one more that takes the first delayed slot: all answered 401.
  const wrong: Answer[] = [];
  for (let i = 0; i <= free; i++) wrong.push(await attempt(`Wrong-password-${i}`));
  assert.deepEqual(wrong.map((answer) => answer.status), Array(free + 1).fill(401));
  assert.equal(new Set(wrong.map((answer) => answer.servedBy)).size, PROCESSES, 'the wrong passwords were spread over every process');
  // Until the delay is over, every attempt is refused, whichever process takes it: even the right password.
  const refused: Answer[] = [];
  for (let i = 0; i < PROCESSES; i++) refused.push(await attempt(owner.password));
  assert.deepEqual(refused.map((answer) => answer.status), Array(PROCESSES).fill(429));
  assert.equal(new Set(refused.map((answer) => answer.servedBy)).size, PROCESSES);
  return `${free + 1} wrong passwords over ${PROCESSES} processes, then 429 from each of them`;
}

async function signingOutEndsTheSessionEverywhere(): Promise<string> {
  const shopper = await makeCustomer();
  const signedIn = await call('POST', '/api/frontend/login', { json: { email: shopper.email, password: shopper.password } });
  assert.equal(signedIn.status, 200);
  const token = String(signedIn.body!.token);
  const before = await Promise.all(Array.from({ length: PROCESSES * 2 }, () => call('GET', '/api/frontend/me', { token })));
  assert.deepEqual(before.map((answer) => answer.status), Array(PROCESSES * 2).fill(200));
  assert.equal(new Set(before.map((answer) => answer.servedBy)).size, PROCESSES);
  const out = await call('POST', '/api/frontend/logout', { token });
  assert.equal(out.status, 200);
  const after = await Promise.all(Array.from({ length: PROCESSES * 2 }, () => call('GET', '/api/frontend/me', { token })));
  assert.deepEqual(after.map((answer) => answer.status), Array(PROCESSES * 2).fill(401));
  assert.equal(new Set(after.map((answer) => answer.servedBy)).size, PROCESSES);
  return `signed out through ${out.servedBy}; 401 from all ${PROCESSES}`;
}

async function aPictureUploadedThroughOneIsReadThroughAnother(): Promise<string> {
  const owner = await makeCustomer();
  const token = await issueToken(database!.db, owner.id);
  const form = new FormData();
  form.set('kind', 'trade_license');
  form.set('title', 'Trade licence');
  form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'licence.png');
  const uploaded = await call('POST', '/api/frontend/account/documents', { token, form });
  assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
  const id = (uploaded.body!.data as { id: number }).id;
  const reads = await Promise.all(Array.from({ length: PROCESSES * 2 }, () => call('GET', `/api/frontend/account/documents/${id}/download`, { token })));
  assert.deepEqual(reads.map((read) => read.status), Array(PROCESSES * 2).fill(200));
  const others = reads.filter((read) => read.servedBy !== uploaded.servedBy);
  assert.ok(others.length > 0, 'read through another process');
  for (const read of reads) assert.ok(read.bytes.equals(reads[0]!.bytes) && read.bytes.length > 0);
  assert.ok((await s3!.keys()).some((key) => key.startsWith('documents/')), 'the file is in the object store');
  return `stored in the S3 bucket (s3rver) through ${uploaded.servedBy}, read through ${[...new Set(others.map((read) => read.servedBy))].join(', ')}`;
}

async function aResetMailIsDeliveredOnRetry(): Promise<string> {
  const owner = await makeCustomer();
  await sink!.stop();
  const asked = await call('POST', '/api/frontend/forgot-password', { json: { email: owner.email } });
  assert.equal(asked.status, 200);
  const failure = await until('the first send to fail', async () => {
    const [row] = await database!.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    return row?.error ?? undefined;
  }, 30_000);
  assert.equal(sink!.received.filter((mail) => mail.to.includes(owner.email)).length, 0);
  await sink!.start();
  const delivered = await until('the retry to deliver', async () => sink!.received.find((mail) => mail.to.includes(owner.email)), 60_000);
  assert.match(delivered.raw, /reset-password\?token=/);
  await until('the row to record the delivery', async () => {
    const [row] = await database!.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    return row?.sentAt ?? undefined;
  }, 10_000);
  return `first send failed (${failure.slice(0, 60)}), delivered on retry`;
}

async function fiftyShoppersLoseNothingWhenAProcessDies(): Promise<string> {
  const sample = await database!.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 'published'), gt(products.stock, 200), eq(products.minimumOrderQuantity, 1), gte(products.maximumOrderQuantity, 10)))
    .orderBy(asc(products.id))
    .limit(LINES_PER_SHOPPER);
  assert.equal(sample.length, LINES_PER_SHOPPER, 'enough products for the carts');
  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, async () => {
    const customer = await makeCustomer();
    return { ...customer, token: await issueToken(database!.db, customer.id), acknowledged: new Set<number>() };
  }));
  const victim = cluster!.apis[1]!;
  let acknowledgedTotal = 0;
  let failedAttempts = 0;
  let killed: Promise<void> | null = null;
  const totalLines = SHOPPERS * LINES_PER_SHOPPER;

  await Promise.all(shoppers.map(async (shopper, s) => {
    for (const [i, product] of sample.entries()) {
      // One key per line: a retry after an answer was lost is the same add, never a second one.
      const key = `scale-${shopper.id}-${product.id}`;
      for (let attempt = 1; ; attempt++) {
        const answer = await call('POST', '/api/frontend/cart/add', { token: shopper.token, json: { product_id: product.id, quantity: 1 }, headers: { 'idempotency-key': key } }).catch(() => null);
        if (answer?.status === 200) break;
        failedAttempts += 1;
        if (answer && answer.status < 500) throw new Error(`shopper ${s} line ${i}: ${answer.status} ${JSON.stringify(answer.body)}`);
        if (attempt >= 10) throw new Error(`shopper ${s} line ${i}: no answer after 10 attempts`);
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
      shopper.acknowledged.add(product.id);
      acknowledgedTotal += 1;
      // A third of the way in, one process dies (SIGKILL: no goodbye) in the middle of the adds.
      if (!killed && acknowledgedTotal >= totalLines / 3) killed = cluster!.kill(victim);
    }
  }));
  assert.ok(killed, 'a process was killed during the adds');
  await killed;

  const carts = await Promise.all(shoppers.map((shopper) => call('GET', '/api/frontend/cart', { token: shopper.token })));
  let lines = 0;
  for (const [s, cart] of carts.entries()) {
    assert.equal(cart.status, 200);
    const cartLines = (cart.body!.data as { product_id: number; quantity: number }[]).map((line): [number, number] => [line.product_id, line.quantity]);
    assert.deepEqual(new Map(cartLines), new Map([...shoppers[s]!.acknowledged].map((id) => [id, 1])), `shopper ${s}'s cart holds every acknowledged line, once`);
    lines += cartLines.length;
  }
  assert.ok(!carts.some((cart) => cart.servedBy === victim.name), 'the balancer took the dead process out');
  return `${SHOPPERS} shoppers, ${lines}/${totalLines} lines acknowledged and in their carts; ${victim.name} killed a third of the way in; ${failedAttempts} attempts retried`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const bound = setTimeout(() => {
    console.error(`[scale] the proof took over ${PROOF_TIMEOUT_MS / 1000} s: stopping`);
    void cleanUp().finally(() => process.exit(1));
  }, PROOF_TIMEOUT_MS);
  try {
    await step(`${PROCESSES} processes started together on an empty PostgreSQL`, startedTogetherOnAnEmptyDatabase);
    await step('a per-account sign-in limit holds across processes', signInLimitHoldsAcrossProcesses);
    await step('signing out through one process ends the session on all', signingOutEndsTheSessionEverywhere);
    await step('a picture uploaded through one process is read through another', aPictureUploadedThroughOneIsReadThroughAnother);
    await step('a reset mail whose first send fails is delivered on retry', aResetMailIsDeliveredOnRetry);
    await step('guest pages come from nginx in front: the same bytes, one render per page variant', () => guestPagesAreKeptInFront(cluster!));
    await step(`a crowd on a product page through nginx (a bounded load)`, () => aCrowdThroughTheCache(cluster!, staticAsset, FRONT_CACHE_SECONDS));
    await step(`${SHOPPERS} shoppers add to carts while one process is killed`, fiftyShoppersLoseNothingWhenAProcessDies);
    console.info(`[scale] all steps passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    process.exitCode = 1;
    console.error('[scale] FAILED:', error);
    const lastLines = (output: string[]) => output.join('').split('\n').slice(-30).join('\n');
    for (const api of cluster?.apis ?? []) console.error(`--- ${api.name} output (last lines)\n${lastLines(api.output)}`);
    if (cluster) console.error(`--- haproxy output (last lines)\n${lastLines(cluster.balancerOutput)}\n--- nginx output (last lines)\n${lastLines(cluster.frontCache.output)}`);
  } finally {
    clearTimeout(bound);
    await cleanUp();
  }
}

async function cleanUp(): Promise<void> {
  await cluster?.stop().catch((error: unknown) => console.error('[scale] stopping the cluster', error));
  await sink?.stop();
  await s3?.close();
  await database?.close();
  cluster = null;
  sink = null;
  s3 = null;
  database = null;
}

await main();
