// The mail job queue: pg-boss, on the store's own database (issue 18). A request writes its
// message to mail_outbox and enqueues its id in the same transaction (issue 28: a crash can no
// longer leave an order without its mail, or a message without its job); a worker in every API
// process takes jobs with SKIP LOCKED (each job goes to one worker), hands the messages to SMTP
// side by side, and on failure pg-boss tries again with exponential backoff. A message still
// failing after the last retry is moved to the dead-letter queue `mail-dead` (listed by
// `npm run mail -w @horeca/api -- dead`).
// pg-boss runs on our connection (node-postgres pool or PGlite) through its `db` option, so
// the queue needs no pool of its own and works the same on the embedded PGlite.
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@horeca/core/locale';
import type { Db } from '../db/client';

export const MAIL_QUEUE = 'mail';
export const MAIL_DEAD_QUEUE = 'mail-dead';

/**
 * Jobs one worker takes at a time, delivered side by side: with one at a time, polled once a
 * second, a process sent about one mail a second (issue 28 measured it; see docs/notes/order-path.md).
 */
export const MAIL_BATCH_SIZE = 50;
/** How soon an idle worker looks again (pg-boss's smallest polling interval). */
export const MAIL_POLLING_SECONDS = 0.5;
/**
 * A job still active this long after it started is failed by pg-boss and retried: its process
 * died mid-delivery. Longer than a batch can take (each delivery gives up at MAIL_SEND_TIMEOUT_MS).
 */
export const MAIL_JOB_EXPIRE_SECONDS = 45;
/** How often pg-boss looks for such jobs (and archives finished ones); once per interval across processes. */
export const MAIL_MAINTENANCE_SECONDS = 15;
/** One delivery's own deadline: a stalled SMTP server fails the message, not the whole batch. */
export const MAIL_SEND_TIMEOUT_MS = 30_000;
/** How long stop() lets deliveries in progress finish; the rest are failed and retried (by any process). */
export const MAIL_STOP_TIMEOUT_MS = 4_000;

export interface MailJob {
  outboxId: number;
  /** The shopper's language (issue 23); a job queued before it existed is English. */
  locale?: Locale;
}

export interface MailQueueOptions {
  /** Attempts after the first (MAIL_RETRY_LIMIT). */
  retryLimit: number;
  /** The first retry's delay; each later one doubles, with jitter (MAIL_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
  logger: Pick<Console, 'error' | 'warn'>;
}

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss's Db on the store's own client. Its schema plans are several statements in one text
 * without parameters: node-postgres runs those with the simple protocol (answering an array of
 * results), PGlite through exec(); pg-boss reads the last statement's rows.
 */
function pgBossDb(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: SqlClient }).$client;
  return {
    async executeSql(text, values) {
      if (values?.length || !client.exec) {
        const result = (await client.query(text, values)) as { rows: unknown[] } | { rows: unknown[] }[];
        return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : result;
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** pg-boss's numbered-parameter text as a drizzle query: `$n` becomes the n-th value, as a parameter. */
function withParameters(text: string, values: unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql.param(values[Number(piece) - 1]))));
}

/**
 * pg-boss's Db on an open transaction (or the database): the job is written on the caller's
 * connection, so it commits, or rolls back, with the caller's work (pg-boss's `db` send option).
 */
function onConnection(executor: Db): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      return (await executor.execute(withParameters(text, values))) as unknown as { rows: unknown[] };
    },
  };
}

/**
 * The job of outbox row `outboxId`, by a fixed id: queuing it twice (a sweep racing a
 * request) leaves one job, pg-boss inserts with ON CONFLICT DO NOTHING.
 */
export function mailJobId(outboxId: number): string {
  return `00000000-0000-4000-8000-${outboxId.toString(16).padStart(12, '0')}`;
}

/** 2025-01-01: the priority below counts seconds from it, so it fits pg-boss's integer for 68 years. */
const PRIORITY_EPOCH_MS = Date.UTC(2025, 0, 1);

/**
 * Newer messages first: pg-boss takes the highest priority first, and a message's priority is
 * the second it was written. After an SMTP outage a fresh order confirmation goes out before
 * the backlog of retries instead of behind it (issue 28: it arrived 12 minutes late).
 */
export function mailPriority(writtenAt: Date): number {
  return Math.max(0, Math.floor((writtenAt.getTime() - PRIORITY_EPOCH_MS) / 1000));
}

export interface QueuedMail extends MailJob {
  /** When the outbox row was written: its priority. */
  writtenAt: Date;
}

export interface MailQueue {
  /** Queues a delivery, on `executor` (the open transaction that wrote the row) or the database. */
  enqueue(mail: QueuedMail, executor?: Db): Promise<void>;
  /**
   * Starts taking jobs, a batch at a time: `deliver` sends the batch's messages and answers, per
   * job in order, null (delivered, or nothing left to do) or the error that failed it (retried).
   */
  work(deliver: (jobs: MailJob[]) => Promise<(Error | null)[]>): Promise<void>;
  stop(): Promise<void>;
}

export async function startMailQueue(db: Db, options: MailQueueOptions): Promise<MailQueue> {
  const boss = new PgBoss({ db: pgBossDb(db), schema: 'pgboss', maintenanceIntervalSeconds: MAIL_MAINTENANCE_SECONDS });
  boss.on('error', (error: Error) => options.logger.warn('[mail] queue maintenance failed', error));
  // pg-boss creates or migrates its schema under its own advisory lock: safe for several processes.
  await boss.start();
  await boss.createQueue(MAIL_DEAD_QUEUE);
  const queue = {
    name: MAIL_QUEUE,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    deadLetter: MAIL_DEAD_QUEUE,
    expireInSeconds: MAIL_JOB_EXPIRE_SECONDS,
  };
  await boss.createQueue(MAIL_QUEUE, queue);
  // A queue created by an earlier start keeps its settings unless told otherwise.
  await boss.updateQueue(MAIL_QUEUE, queue);
  return {
    async enqueue({ writtenAt, ...job }, executor) {
      await boss.send(MAIL_QUEUE, job, { id: mailJobId(job.outboxId), priority: mailPriority(writtenAt), ...(executor ? { db: onConnection(executor) } : {}) });
    },
    async work(deliver) {
      let workerId: string | null = null;
      workerId = await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: MAIL_POLLING_SECONDS, batchSize: MAIL_BATCH_SIZE }, async (jobs) => {
        // A full batch: more are waiting, so the worker fetches again at once instead of
        // sleeping out its polling interval (which capped a process at 50 mails a second).
        if (jobs.length === MAIL_BATCH_SIZE && workerId) boss.notifyWorker(workerId);
        const outcomes = await deliver(jobs.map((job) => job.data));
        // pg-boss fails or completes a batch as a whole: the failed ones are failed here, one by
        // one (retried with backoff); it then completes those still active, the delivered ones.
        await Promise.all(outcomes.map((error, index) => (error ? boss.fail(MAIL_QUEUE, jobs[index]!.id, { message: error.message }) : null)));
      });
    },
    stop: () => boss.stop({ graceful: true, close: false, timeout: MAIL_STOP_TIMEOUT_MS, wait: true }),
  };
}

export interface DeadMail {
  outboxId: number;
  failedAt: Date;
  error: string;
}

/** Messages that failed every attempt (the dead-letter queue), newest first. */
export async function listDeadMail(db: Db): Promise<DeadMail[]> {
  const client = pgBossDb(db);
  // No queue schema yet: SMTP was never configured, so no mail was ever queued.
  const { rows: [schema] } = await client.executeSql(`select to_regclass('pgboss.job') is not null as present`, []);
  if (!(schema as { present: boolean }).present) return [];
  const { rows } = await client.executeSql(
    `select data, output, created_on from pgboss.job where name = $1 order by created_on desc limit 100`,
    [MAIL_DEAD_QUEUE],
  );
  return (rows as { data: MailJob; output: { message?: string } | null; created_on: Date }[]).map((row) => ({
    outboxId: Number(row.data.outboxId),
    failedAt: new Date(row.created_on),
    error: row.output?.message ?? JSON.stringify(row.output),
  }));
}
