// The mail job queue: pg-boss, on the store's own database (issue 18). A request writes its
// message to mail_outbox and enqueues its id; a worker in every API process takes jobs with
// SKIP LOCKED (each job goes to one worker), hands the message to SMTP, and on failure pg-boss
// tries again with exponential backoff. A message still failing after the last retry is moved
// to the dead-letter queue `mail-dead` (listed by `npm run mail -w @horeca/api -- dead`).
// pg-boss runs on our connection (node-postgres pool or PGlite) through its `db` option, so
// the queue needs no pool of its own and works the same on the embedded PGlite.
import PgBoss from 'pg-boss';
import type { Locale } from '@horeca/core';
import type { Db } from '../db/client';

export const MAIL_QUEUE = 'mail';
export const MAIL_DEAD_QUEUE = 'mail-dead';

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

export interface MailQueue {
  enqueue(job: MailJob): Promise<void>;
  /** Starts taking jobs: `deliver` sends one message and throws when it could not. */
  work(deliver: (job: MailJob) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export async function startMailQueue(db: Db, options: MailQueueOptions): Promise<MailQueue> {
  const boss = new PgBoss({ db: pgBossDb(db), schema: 'pgboss' });
  boss.on('error', (error: Error) => options.logger.warn('[mail] queue maintenance failed', error));
  // pg-boss creates or migrates its schema under its own advisory lock: safe for several processes.
  await boss.start();
  await boss.createQueue(MAIL_DEAD_QUEUE);
  const queue = { name: MAIL_QUEUE, retryLimit: options.retryLimit, retryDelay: options.retryDelaySeconds, retryBackoff: true, deadLetter: MAIL_DEAD_QUEUE };
  await boss.createQueue(MAIL_QUEUE, queue);
  // A queue created by an earlier start keeps its settings unless told otherwise.
  await boss.updateQueue(MAIL_QUEUE, queue);
  return {
    async enqueue(job) {
      await boss.send(MAIL_QUEUE, job);
    },
    async work(deliver) {
      await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
        if (job) await deliver(job.data);
      });
    },
    stop: () => boss.stop({ graceful: true, close: false, timeout: 5_000, wait: true }),
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
