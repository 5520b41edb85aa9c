// On PostgreSQL the server may close the API's idle connections (a restart, an administrator,
// a failover). node-postgres reports that as an error event on the pool, which would stop the
// process without a listener; the API must log it and carry on with new connections.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL connections', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('survive the server closing the idle ones: the next request is answered', async () => {
    expect((await api.get('/api/frontend/search?query=fr')).status).toBe(200);
    const database = new URL(api.config.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>('select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool hears of the closed connections on its next turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await api.get('/api/frontend/search?query=fry')).status).toBe(200);
  });
});
