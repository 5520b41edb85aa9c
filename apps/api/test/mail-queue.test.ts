// Issue 18: mail goes through a job queue in the database (pg-boss). The request records the
// message and answers; a worker delivers it to SMTP, retries with backoff while the transport is
// down, and puts a message that keeps failing in the dead-letter queue, which can be listed.
import { eq, sql } from 'drizzle-orm';
import { runMailCommand } from '../src/cli/mail';
import { mailOutbox } from '../src/db/schema/commerce';
import { listDeadMail, MAIL_JOB_EXPIRE_SECONDS, MAIL_MAINTENANCE_SECONDS, MAIL_QUEUE } from '../src/mail/queue';
import { loadConfig } from '../src/config';
import { queryRows, type Db } from '../src/db/client';
import { makeCustomer } from './commerce-fixtures';
import type { TestApi } from './harness';
import { useApiWithSmtpSink } from './mail-api';
import type { SmtpSink } from './smtp-sink';

let api: TestApi;
let sink: SmtpSink;
useApiWithSmtpSink((started) => ({ api, sink } = started));
afterEach(async () => {
  sink.refuseAll(false);
  await sink.start(); // running again if a test stopped it
});

const askForReset = (email: string) => api.post('/api/frontend/forgot-password', { email });

async function outboxRow(email: string) {
  const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return row;
}

const deliveredTo = (email: string) => sink.received.filter((mail) => mail.to.includes(email));

describe('mail through the queue', () => {
  it('the reset request answers while the mail server still holds the message, and the mail is then delivered', async () => {
    const customer = await makeCustomer(api);
    const release = sink.hold();
    try {
      const answer = await askForReset(customer.email);
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      // Answered, and nothing delivered yet: the mail server has not acknowledged it.
      expect(deliveredTo(customer.email)).toHaveLength(0);
      expect((await outboxRow(customer.email))?.sentAt).toBeNull();
    } finally {
      release();
    }
    await expect.poll(() => deliveredTo(customer.email).length, { timeout: 20_000 }).toBe(1);
    expect(deliveredTo(customer.email)[0]!.raw).toMatch(/reset-password\?token=/);
    await expect.poll(async () => (await outboxRow(customer.email))?.sentAt ?? null, { timeout: 10_000 }).not.toBeNull();
  });

  it('an unknown address gets the same answer and no mail', async () => {
    const answer = await askForReset('nobody.here@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(await outboxRow('nobody.here@example.com')).toBeUndefined();
  });

  it('a mail whose first send fails (mail server down) is delivered on retry once the server is back', async () => {
    const customer = await makeCustomer(api);
    await sink.stop();
    expect((await askForReset(customer.email)).status).toBe(200);
    // The first attempt fails and is recorded on the row.
    await expect.poll(async () => (await outboxRow(customer.email))?.error ?? null, { timeout: 20_000 }).toMatch(/ECONNREFUSED|connect/i);
    expect(deliveredTo(customer.email)).toHaveLength(0);
    await sink.start();
    await expect.poll(() => deliveredTo(customer.email).length, { timeout: 30_000 }).toBe(1);
    const row = await outboxRow(customer.email);
    await expect.poll(async () => (await outboxRow(customer.email))?.sentAt ?? null, { timeout: 10_000 }).not.toBeNull();
    expect(row?.to).toBe(customer.email);
  });

  it('a mail refused on every attempt lands in the dead-letter queue, listed by the mail CLI', async () => {
    const customer = await makeCustomer(api);
    sink.refuseAll(true);
    expect((await askForReset(customer.email)).status).toBe(200);
    const row = await outboxRow(customer.email);
    // The first send and two retries (1-2 s, then 2-4 s apart) all refused.
    await expect.poll(async () => (await listDeadMail(api.db)).some((dead) => dead.outboxId === row!.id), { timeout: 40_000, interval: 500 }).toBe(true);
    expect(deliveredTo(customer.email)).toHaveLength(0);
    const dead = (await listDeadMail(api.db)).find((entry) => entry.outboxId === row!.id)!;
    expect(dead.error).toMatch(/mailbox unavailable/);

    // Dead is dead: the sweep (issue 28) does not send it again, however old the message.
    await api.db.update(mailOutbox).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(mailOutbox.id, row!.id));
    expect(await api.server.deps.commerce.mailer.sweep()).toBe(0);

    const listed = await runMailCommand(api.db, ['dead']);
    expect(listed.code).toBe(0);
    expect(listed.lines.some((line) => line.includes(customer.email) && line.includes(`#${row!.id}`) && /mailbox unavailable/.test(line))).toBe(true);
  }, 60_000);

  it('a message left with no job (written before issue 28 put both in one transaction) is queued by the sweep and delivered once', async () => {
    const email = `swept.${Date.now()}@example.com`;
    await api.db.insert(mailOutbox).values({ to: email, subject: 'Left without a job', text: 'Written, never queued.', transport: 'smtp', createdAt: sql`now() - interval '2 minutes'` });
    const mailer = api.server.deps.commerce.mailer;
    expect(await mailer.sweep()).toBe(1);
    await expect.poll(() => deliveredTo(email).length, { timeout: 20_000 }).toBe(1);
    // Its job now exists (and is done): the next sweeps leave it alone.
    await expect.poll(async () => (await outboxRow(email))?.sentAt ?? null, { timeout: 10_000 }).not.toBeNull();
    expect(await mailer.sweep()).toBe(0);
    expect(deliveredTo(email)).toHaveLength(1);
  });

  it('the sweep leaves a fresh message alone: a writer of the previous version may still be queuing it', async () => {
    const fresh = `fresh.${Date.now()}@example.com`;
    await api.db.insert(mailOutbox).values({ to: fresh, subject: 'Just written', text: 'Queued by its writer in a moment.', transport: 'smtp' });
    expect(await api.server.deps.commerce.mailer.sweep()).toBe(0);
    await api.db.delete(mailOutbox).where(eq(mailOutbox.to, fresh));
  });

  it('a job left active by a crashed process is sent again within 2 minutes (issue 28: it waited 15)', async () => {
    // The settings that bound it: expiry, then pg-boss's next look, then the first retry's delay.
    const [queue] = await queryRows<{ expire_seconds: number }>(api.db, sql`select expire_seconds from pgboss.queue where name = ${MAIL_QUEUE}`);
    expect(queue!.expire_seconds).toBe(MAIL_JOB_EXPIRE_SECONDS);
    const defaults = loadConfig({}).mail;
    expect(MAIL_JOB_EXPIRE_SECONDS + MAIL_MAINTENANCE_SECONDS + 2 * defaults.retryDelaySeconds).toBeLessThanOrEqual(120);

    // Replayed: a message whose job a process took (active) 46 s ago and then died with.
    const email = `crashed.${Date.now()}@example.com`;
    const mailer = api.server.deps.commerce.mailer;
    await api.db.transaction(async (tx) => {
      await mailer.send({ to: email, subject: 'Taken by a process that died', text: 'Left active.' }, tx as unknown as Db);
      await tx.execute(sql`update pgboss.job set state = 'active', started_on = now() - interval '46 seconds'
                           where name = ${MAIL_QUEUE} and data->>'outboxId' = (select id::text from mail_outbox where "to" = ${email})`);
    });
    const started = Date.now();
    await expect.poll(() => deliveredTo(email).length, { timeout: (MAIL_MAINTENANCE_SECONDS + 15) * 1000, interval: 250 }).toBe(1);
    console.info(`[mail] a job left active by a crash was sent ${((Date.now() - started) / 1000).toFixed(1)} s after it expired`);
  }, 60_000);

  it('every delivery carries its message\'s own Message-ID, made from the outbox row: a repeated attempt carries the same one', async () => {
    const customer = await makeCustomer(api);
    expect((await askForReset(customer.email)).status).toBe(200);
    await expect.poll(() => deliveredTo(customer.email).length, { timeout: 20_000 }).toBe(1);
    const row = await outboxRow(customer.email);
    expect(deliveredTo(customer.email)[0]!.raw).toMatch(new RegExp(`^Message-ID: <outbox-${row!.id}\\.\\d+@horeca\\.test>`, 'mi'));
  });

  it('the mail CLI refuses an unknown command with its usage', async () => {
    const answer = await runMailCommand(api.db, ['explode']);
    expect(answer.code).toBe(2);
    expect(answer.lines.join('\n')).toMatch(/usage: npm run mail/);
  });
});
