// db/retry.ts without a server: which failures run the transaction again, how often, and what a
// request is answered when every attempt lost (503 with Retry-After, not a 500). The real
// deadlock on PostgreSQL is replayed in test/chaos/transaction-retry.test.ts.
import { Hono } from 'hono';
import { createErrorHandler } from '../http/errors';
import type { Db } from './client';
import { isDatabaseUnavailable } from './errors';
import { TRANSACTION_ATTEMPTS, transactionWithRetry } from './retry';

const pgError = (code: string, message = `failed with ${code}`) => Object.assign(new Error(message), { code });
/** As drizzle throws it: its own error, the driver's as `cause`. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: update products ...'), { cause });

/** A Db whose transaction runs `work` and then fails with the next of `failures`, if any. */
function failingDb(failures: Error[]) {
  let runs = 0;
  const db = {
    async transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      runs += 1;
      const result = await work({});
      const failure = failures.shift();
      if (failure) throw failure;
      return result;
    },
  } as unknown as Db;
  return { db, runs: () => runs };
}

describe('transactionWithRetry', () => {
  it('runs a transaction again after a deadlock or a serialization failure, and answers its result', async () => {
    const { db, runs } = failingDb([wrapped(pgError('40P01', 'deadlock detected')), pgError('40001')]);
    expect(await transactionWithRetry(db, async () => 'placed')).toBe('placed');
    expect(runs()).toBe(3);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs and lets the error go up`, async () => {
    const { db, runs } = failingDb(Array.from({ length: 10 }, () => wrapped(pgError('40P01', 'deadlock detected'))));
    await expect(transactionWithRetry(db, async () => 'placed')).rejects.toThrow('Failed query');
    expect(runs()).toBe(TRANSACTION_ATTEMPTS);
  });

  it('does not run again after any other failure (a unique violation, a validation error)', async () => {
    const { db, runs } = failingDb([pgError('23505')]);
    await expect(transactionWithRetry(db, async () => 'placed')).rejects.toThrow('23505');
    expect(runs()).toBe(1);
  });
});

describe('the error handler on database faults', () => {
  const appThrowing = (error: Error) => {
    const app = new Hono();
    const logged: unknown[] = [];
    app.onError(createErrorHandler({ error: (...args: unknown[]) => void logged.push(args) }));
    app.get('/x', () => {
      throw error;
    });
    return { app, logged };
  };

  it('answers a deadlock that lost every retry 503 with Retry-After: 1', async () => {
    const { app, logged } = appThrowing(wrapped(pgError('40P01', 'deadlock detected')));
    const answer = await app.request('/x');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(await answer.json()).toEqual({ message: 'The store is busy right now. Please try again in a moment.', message_key: 'api.storeBusy' });
    expect(logged).toHaveLength(1);
  });

  it.each([
    ['refused (stopped)', wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))],
    ['the pool timed out connecting (frozen)', new Error('timeout exceeded when trying to connect')],
    ['the connection dropped', wrapped(new Error('Connection terminated unexpectedly'))],
    ['statement_timeout', wrapped(pgError('57014', 'canceling statement due to statement timeout'))],
    ['shutting down', wrapped(pgError('57P01', 'terminating connection due to administrator command'))],
    ['starting up', wrapped(pgError('57P03', 'the database system is starting up'))],
    ['a connection exception', pgError('08006')],
  ])('answers a database out of reach (%s) 503 with Retry-After: 5', async (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const answer = await appThrowing(error).app.request('/x');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
  });

  it('still answers a programming error 500', async () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect((await appThrowing(error).app.request('/x')).status).toBe(500);
  });
});
