// Issue 18: abuse limits are shared by every API process on one database. Two app instances,
// each with its own database connection (on PostgreSQL: its own pool), take turns, and
// together are held to one limit; a burst spread over both lets through exactly the limit.
import { createApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { buildDeps } from '../src/deps';
import { DEFAULT_ABUSE_LIMITS, resetAbuseLimits } from '../src/rate-limit/limits';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let second: Database | null = null;
let instances: ReturnType<typeof createApp>['app'][];

beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
  // A second process: on PostgreSQL a pool of its own; PGlite is one in-process database, so
  // the second instance shares it, as a second process cannot.
  second = api.config.databaseUrl ? await openDatabase(api.config) : null;
  const quiet = { info: () => undefined, warn: () => undefined, error: console.error };
  instances = [createApp(buildDeps(api.config, api.server.database, quiet)).app, createApp(buildDeps(api.config, second ?? api.server.database, quiet)).app];
}, 120_000);
afterAll(async () => {
  await second?.close();
  await api?.close();
});
beforeEach(async () => {
  await resetAbuseLimits(api.db);
});

const subscribe = (instance: number, i: number) =>
  instances[instance]!.request('/api/newsletters', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `shared${i}.${Date.now()}@example.com` }),
  });

describe('abuse limits across API instances on one database', () => {
  const limit = DEFAULT_ABUSE_LIMITS.newsletter.limit;

  it('hits alternating between two instances count against one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) statuses.push((await subscribe(i % 2, i)).status);
    expect(statuses.slice(0, limit).every((status) => status < 400)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429]);
    const refused = await subscribe(0, 99);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: 'Too many attempts. Please try again later.', message_key: 'api.tooManyAttempts' });
  });

  it('a parallel burst spread over both instances lets through exactly the limit', async () => {
    const answers = await Promise.all(Array.from({ length: limit * 3 }, (_, i) => subscribe(i % 2, 1000 + i)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit * 2);
    expect(statuses.filter((status) => status < 400)).toHaveLength(limit);
  });
});
