// db/retry.ts on a real PostgreSQL: two transactions lock two rows in opposite orders (the
// fault issue 28 found in checkout). PostgreSQL aborts one of them with 40P01; the helper runs
// it again and both finish, with every effect applied exactly once.
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../src/db/client';
import { transactionWithRetry, type Tx } from '../../src/db/retry';
import { createScratchDatabase } from '../scratch-database';
import { requirePostgres } from './postgres-only';

describe('a real deadlock, run again (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  beforeAll(async () => {
    scratch = await createScratchDatabase(requirePostgres());
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: '/nonexistent' });
    await database.db.execute(sql`create table counters (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into counters values (1, 0), (2, 0)`);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('both transactions finish, each once, though PostgreSQL aborted one of them', async () => {
    // Each takes its first row, then waits until the other holds its own: the second lock of
    // each then waits on the other, which PostgreSQL detects as a deadlock (after deadlock_timeout, 1 s).
    let firstRuns = 0;
    let held = 0;
    let bothHold!: () => void;
    const together = new Promise<void>((resolve) => (bothHold = resolve));
    const attempts: string[] = [];
    const bump = (first: number, second: number) => async (tx: Tx) => {
      attempts.push(`${first}->${second}`);
      await tx.execute(sql`update counters set n = n + 1 where id = ${first}`);
      if (firstRuns < 2) {
        firstRuns += 1;
        held += 1;
        if (held === 2) bothHold();
        await together;
      }
      await tx.execute(sql`update counters set n = n + 1 where id = ${second}`);
    };
    await Promise.all([transactionWithRetry(database.db, bump(1, 2)), transactionWithRetry(database.db, bump(2, 1))]);
    // Three runs: the two that met, and the one PostgreSQL chose to abort, once more.
    expect(attempts).toHaveLength(3);
    const rows = await queryRows<{ id: number; n: number }>(database.db, sql`select id, n from counters order by id`);
    expect(rows).toEqual([{ id: 1, n: 2 }, { id: 2, n: 2 }]);
  });
});
