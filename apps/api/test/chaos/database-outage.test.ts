// Issue 28, the database taken away from a running API process: with PostgreSQL stopped every
// database read answered 500 (not 503), and with it frozen (SIGSTOP, as a network partition
// looks) requests hung until it came back while /api/health said 200 throughout. Now the pool
// has connect, statement and idle-in-transaction time limits, a database out of reach answers
// 503 with Retry-After, readiness (/api/ready) fails within a second, and liveness
// (/api/health) stays 200 so the process is not restarted for the database's sake.
import { openDatabase, type Database } from '../../src/db/client';
import { makeCustomer, sampleProducts } from '../commerce-fixtures';
import type { TestApi } from '../harness';
import { createScratchDatabase } from '../scratch-database';
import { startApiProcess, type ApiProcess } from './api-process';
import { postgresControl, type PostgresControl } from './postgres-control';
import { requirePostgres } from './postgres-only';

/** The process's defaults (config.ts): connect 2 s, statement 5 s, and the driver a second after it. */
const CONNECT_MS = 2_000;
const STATEMENT_MS = 5_000;
/** What a busy two-core machine adds to an answer. */
const SLACK_MS = 1_500;
/** The longest the database stays frozen here, answered or not (the fault before: until it came back). */
const FREEZE_AT_MOST_MS = 15_000;

interface Timed {
  what: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  body: string;
}

describe('PostgreSQL stopped, then frozen, under a running API process', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let api: ApiProcess;
  let control: PostgresControl;
  let frozen = false;
  let stopped = false;
  let productId = 0;
  /** A product no call reads before the freeze: its read needs the database. */
  let unreadId = 0;
  let token = '';

  beforeAll(async () => {
    const url = requirePostgres();
    scratch = await createScratchDatabase(url);
    control = await postgresControl(url);
    api = await startApiProcess({ databaseUrl: scratch.url, name: 'chaos-outage' });
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: '/nonexistent' });
    const asApi = { db: database.db } as unknown as TestApi;
    [productId, unreadId] = (await sampleProducts(asApi, 2)).map((product) => product.id) as [number, number];
    token = (await makeCustomer(asApi)).token;
    // Only the API process's pool is under test: the test's own connections stay out of the way.
    await database.close();
  });
  afterAll(async () => {
    if (frozen) await control.thaw();
    if (stopped) await control.start();
    await api?.kill();
    await scratch?.drop();
  });

  /** The calls a shopper and a balancer make: a read, a change in a transaction, readiness, liveness. */
  const calls = (readId = productId): [string, string, RequestInit][] => [
    ['product read', `/api/frontend/products/${readId}`, {}],
    ['cart add (a transaction)', '/api/frontend/cart/add', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ product_id: productId, quantity: 1 }) }],
    ['readiness', '/api/ready', {}],
    ['liveness', '/api/health', {}],
  ];

  async function timed(what: string, path: string, init: RequestInit): Promise<Timed> {
    const started = performance.now();
    try {
      const response = await fetch(api.url + path, { ...init, signal: AbortSignal.timeout(FREEZE_AT_MOST_MS + 10_000) });
      const body = await response.text();
      return { what, status: response.status, ms: Math.round(performance.now() - started), retryAfter: response.headers.get('retry-after'), body };
    } catch (error) {
      return { what, status: 0, ms: Math.round(performance.now() - started), retryAfter: null, body: String(error) };
    }
  }

  const allCalls = () => Promise.all(calls().map(([what, path, init]) => timed(what, path, init)));
  const summary = (answers: Timed[]) => answers.map((answer) => `${answer.what} ${answer.status} in ${answer.ms} ms`).join(', ');

  async function backToNormal(): Promise<number> {
    const started = performance.now();
    await expect
      .poll(async () => (await allCalls()).map((answer) => answer.status).join(','), { timeout: 30_000, interval: 250 })
      .toBe('200,200,200,200');
    return Math.round(performance.now() - started);
  }

  it('stopped: every database call answers 503 with Retry-After within the connect timeout, readiness 503, liveness 200; all 200 once it is back', async () => {
    expect((await allCalls()).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await control.stop();
    stopped = true;
    const rounds: Timed[][] = [];
    try {
      for (let round = 0; round < 3; round += 1) rounds.push(await allCalls());
    } finally {
      await control.start();
      stopped = false;
    }
    const recoveredMs = await backToNormal();
    console.info(`[chaos] PostgreSQL stopped: ${rounds.map(summary).join(' | ')}; all 200 again ${recoveredMs} ms after it started`);
    for (const answers of rounds) {
      const [read, change, readiness, liveness] = answers;
      for (const answer of [read!, change!, readiness!]) {
        expect(answer.status, `${answer.what}: ${answer.body}`).toBe(503);
        expect(answer.retryAfter).toMatch(/^\d+$/);
        expect(answer.ms).toBeLessThan(CONNECT_MS + SLACK_MS);
      }
      expect(JSON.parse(readiness!.body)).toMatchObject({ status: 'database unavailable' });
      expect(liveness!.status).toBe(200);
    }
  });

  it('frozen: every database call answers 503 within the statement time limit instead of hanging, readiness 503 within a second, liveness 200', async () => {
    expect((await allCalls()).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await control.freeze();
    frozen = true;
    let answers: Timed[];
    try {
      // Answered or not, the database comes back after FREEZE_AT_MOST_MS.
      const thawLater = new Promise<void>((resolve) => setTimeout(resolve, FREEZE_AT_MOST_MS));
      // A read kept in memory (issue 31, cache/json-reads.ts) needs no database: the product read
      // just before answers from there, so the database's part is shown by one never read.
      const kept: [string, string, RequestInit] = ['product read, kept', `/api/frontend/products/${productId}`, {}];
      const answered = Promise.all([...calls(unreadId), kept].map(([what, path, init]) => timed(what, path, init)));
      await Promise.race([answered, thawLater]);
      await control.thaw();
      frozen = false;
      answers = await answered;
    } finally {
      if (frozen) await control.thaw();
      frozen = false;
    }
    const recoveredMs = await backToNormal();
    console.info(`[chaos] PostgreSQL frozen: ${summary(answers)}; all 200 again ${recoveredMs} ms after it thawed`);
    const [read, change, readiness, liveness, kept] = answers;
    for (const answer of [read!, change!]) {
      expect(answer.status, `${answer.what}: ${answer.body}`).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.ms).toBeLessThan(STATEMENT_MS + 1_000 + SLACK_MS);
    }
    // Nothing can change a product while the database is frozen: the kept answer is still true.
    expect(kept!.status).toBe(200);
    expect(kept!.ms).toBeLessThan(SLACK_MS);
    expect(readiness!.status).toBe(503);
    expect(readiness!.ms).toBeLessThan(1_000 + SLACK_MS);
    expect(liveness!.status).toBe(200);
  });
});
