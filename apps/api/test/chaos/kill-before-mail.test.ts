// Issue 28, confirmation mails lost for good: the order's transaction committed, then the mail
// was written (mail_outbox) and then queued (pg-boss), each a statement of its own, so a process
// killed in between left an order with no mail, or a mail with no job, and a replayed
// place-order never sent it. The kill is made to land exactly there: a test connection holds a
// lock on the mail table (or on pg-boss's job table), the API's next write to it waits, and the
// process is killed while it waits. Whatever the database kept, the shopper's retry with the
// same Idempotency-Key (to a fresh process) ends with one order and one mail.
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Database } from '../../src/db/client';
import { mailOutbox, orders } from '../../src/db/schema/commerce';
import { addressPlace, makeCustomer, sampleProducts } from '../commerce-fixtures';
import type { TestApi } from '../harness';
import { createScratchDatabase } from '../scratch-database';
import { createSmtpSink, type SmtpSink } from '../smtp-sink';
import { startApiProcess, type ApiProcess } from './api-process';
import { requirePostgres } from './postgres-only';

describe('a process killed between the order and its mail (PostgreSQL, real processes)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let sink: SmtpSink;
  let running: ApiProcess | null = null;
  let started = 0;
  const start = async () => {
    started += 1;
    running = await startApiProcess({ databaseUrl: scratch.url, name: `chaos-kill-${started}`, env: { SMTP_URL: sink.url, MAIL_FROM: 'Horeca <no-reply@horeca.test>' } });
    return running;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(requirePostgres());
    sink = await createSmtpSink();
    await start(); // migrates and seeds the scratch database
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: '/nonexistent' });
  });
  afterAll(async () => {
    await running?.kill();
    await database?.close();
    await sink?.stop();
    await scratch?.drop();
  });

  const asApi = () => ({ db: database.db }) as unknown as TestApi;

  async function placeWithKey(api: ApiProcess, token: string, key: string, address: object) {
    const response = await fetch(`${api.url}/api/frontend/checkout/place-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: JSON.stringify({ address, payment_method: 'cash_on_delivery' }),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: (await response.json()) as { data?: { id: number; number: string } } };
  }

  /** Backends of process `name` that wait for a lock. */
  const waitingOnLock = async (name: string) =>
    Number((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from pg_stat_activity where application_name = ${name} and wait_event_type = 'Lock'`))[0]?.n);
  /** Backends of process `name` still connected. */
  const connections = async (name: string) =>
    Number((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from pg_stat_activity where application_name = ${name}`))[0]?.n);

  for (const lockedTable of ['mail_outbox', 'pgboss.job']) {
    it(`killed while writing to ${lockedTable}: the retried order has exactly one confirmation, delivered`, async () => {
      const api = running!;
      const name = `chaos-kill-${started}`;
      const shopper = await makeCustomer(asApi());
      const [product] = await sampleProducts(asApi(), 1);
      const added = await fetch(`${api.url}/api/frontend/cart/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
        body: JSON.stringify({ product_id: product!.id, quantity: 1 }),
      });
      expect(added.status).toBe(200);
      const address = { type: 'shipping', address: 'Villa 3, Street 9', ...(await addressPlace(asApi())), zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' };
      const key = `chaos-kill-${lockedTable}-${Date.now()}`;

      // The API's next write to the locked table waits; the process is killed while it waits.
      const blocker = new pg.Client({ connectionString: scratch.url });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query(`lock table ${lockedTable} in exclusive mode`);
        const cut = placeWithKey(api, shopper.token, key, address).then(
          (answer) => `answered ${answer.status}`,
          () => 'cut',
        );
        await expect.poll(() => waitingOnLock(name), { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);
        const killed = await api.kill('SIGKILL');
        expect(killed.signal).toBe('SIGKILL');
        expect(await cut).toBe('cut');
        // A dead process sends no further statement: the one waiting (already sent) is ended
        // too, before the lock goes, so it never runs. PostgreSQL rolls back what that
        // connection had open, and keeps what it had committed.
        await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`);
      } finally {
        await blocker.query('rollback').catch(() => undefined);
        await blocker.end();
      }
      // The killed process's connections are gone (PostgreSQL ended whatever they had open).
      await expect.poll(() => connections(name), { timeout: 30_000, interval: 200 }).toBe(0);
      const keptOrders = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, shopper.id));
      const keptMail = await database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, shopper.email));
      console.info(`[chaos] killed while writing to ${lockedTable}: the database kept ${keptOrders.length} order(s), ${keptMail.length} mail row(s)`);

      // The shopper retries, same key, against a fresh process.
      const fresh = await start();
      const retried = await placeWithKey(fresh, shopper.token, key, address);
      expect(retried.status).toBe(201);
      const placed = await database.db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.customerId, shopper.id));
      expect(placed).toHaveLength(1);
      await expect
        .poll(() => sink.received.filter((mail) => mail.to.includes(shopper.email)).length, { timeout: 30_000, interval: 200 })
        .toBe(1);
      const delivered = sink.received.find((mail) => mail.to.includes(shopper.email))!;
      expect(delivered.raw).toContain(placed[0]!.number);
      const rows = await database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, shopper.email)));
      expect(rows).toHaveLength(1);
      await expect.poll(async () => (await database.db.select({ sentAt: mailOutbox.sentAt }).from(mailOutbox).where(eq(mailOutbox.id, rows[0]!.id)))[0]?.sentAt ?? null, { timeout: 10_000 }).not.toBeNull();
      // And never a second copy.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(sink.received.filter((mail) => mail.to.includes(shopper.email))).toHaveLength(1);
    });
  }
});
