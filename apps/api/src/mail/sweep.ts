// The sweep for messages that have no delivery job (issue 28). A message and its job are
// written in one transaction (mail/mailer.ts), so a committed message has its job at once; but
// a message written before that rule, or one whose job was removed by hand, would wait for
// ever. Every API process looks once a minute for unsent SMTP messages with no job in pg-boss
// (waiting, active, failed or archived, in the mail or the dead-letter queue) and queues them.
// A job's id is fixed by its message (queue.ts, mailJobId), so two processes sweeping at once
// still queue one job per message.
import { sql } from 'drizzle-orm';
import type { Locale } from '@horeca/core/locale';
import { queryRows, type Db } from '../db/client';
import { MAIL_DEAD_QUEUE, MAIL_QUEUE, type MailQueue } from './queue';

export const MAIL_SWEEP_INTERVAL_MS = 60_000;
/**
 * A message younger than this is left alone: a process of the previous version may be between
 * writing a message and queuing its job (they were two steps before issue 28).
 */
export const MAIL_SWEEP_MIN_AGE_SECONDS = 60;
/**
 * Older messages are not looked at. Shorter than pg-boss keeps a failed job (12 hours, then it
 * is archived, and archived jobs go after 7 days), so a message that failed every attempt (dead)
 * always still has its job here and is never sent again by the sweep.
 */
export const MAIL_SWEEP_WINDOW_HOURS = 6;
/** Messages queued per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

interface Unqueued {
  id: number;
  locale: Locale | null;
  created_at: Date | string;
}

/** Queues the unsent SMTP messages that have no job; answers how many were queued. */
export async function queueUnqueuedMail(db: Db, queue: Pick<MailQueue, 'enqueue'>, minAgeSeconds = MAIL_SWEEP_MIN_AGE_SECONDS): Promise<number> {
  const jobFor = (table: 'job' | 'archive') =>
    sql`select 1 from ${sql.raw(`pgboss.${table}`)} j where j.name in (${MAIL_QUEUE}, ${MAIL_DEAD_QUEUE}) and j.data->>'outboxId' = o.id::text`;
  const rows = await queryRows<Unqueued>(
    db,
    sql`select o.id, o.locale, o.created_at from mail_outbox o
        where o.sent_at is null and o.transport = 'smtp'
          and o.created_at < now() - make_interval(secs => ${minAgeSeconds})
          and o.created_at > now() - make_interval(hours => ${MAIL_SWEEP_WINDOW_HOURS})
          and not exists (${jobFor('job')}) and not exists (${jobFor('archive')})
        order by o.id limit ${SWEEP_BATCH}`,
  );
  for (const row of rows) await queue.enqueue({ outboxId: row.id, locale: row.locale ?? 'en', writtenAt: new Date(row.created_at) });
  return rows.length;
}

/** Sweeps now and then every MAIL_SWEEP_INTERVAL_MS; the returned function stops it (waiting for a sweep in progress). */
export function startMailSweep(db: Db, queue: Pick<MailQueue, 'enqueue'>, logger: Pick<Console, 'warn'>): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = queueUnqueuedMail(db, queue).then(
      (queued) => {
        if (queued > 0) logger.warn(`[mail] ${queued} message(s) had no delivery job; queued them now`);
      },
      (error: unknown) => logger.warn('[mail] the sweep for messages with no job failed', error),
    );
  };
  sweep();
  const timer = setInterval(sweep, MAIL_SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
