// Outgoing mail. Every message is recorded in the mail_outbox table, in the request's work.
// Without SMTP the outbox is the delivery: tests and local demos read it. With SMTP_URL set, the
// message's delivery job is queued (mail/queue.ts) in the same transaction as the row, and the
// request answers at once; a worker hands it to the SMTP server through nodemailer, retrying
// with backoff, and the row records sent_at, or the last error. So no answer waits on, or tells
// of, a delivery (a reset request for an unknown address and one for a customer take the same
// path up to the queue). A message written with a job it never got (before issue 28 the two
// were written apart) is queued by the sweep (mail/sweep.ts).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '@horeca/core/locale';
import { eq, inArray } from 'drizzle-orm';
import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/commerce';
import { MAIL_SEND_TIMEOUT_MS, startMailQueue, type MailJob, type MailQueue } from './queue';
import { queueUnqueuedMail, startMailSweep } from './sweep';
import { mailHtml } from './html';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The language the shopper used (issue 23): the HTML part's lang and direction. English by default. */
  locale?: Locale;
  /**
   * Names a message that must exist once ('order-confirmation:42'): sent again with the same
   * key (a replayed request), it is not written or queued a second time.
   */
  dedupeKey?: string;
  /** The store's own addresses in the text, the only ones the HTML part links (html.ts). */
  links?: readonly string[];
}

export interface Mailer {
  /**
   * Records the message and, with SMTP, queues its delivery; never waits on the SMTP server.
   * Given `within` (an open transaction), both are written in it: the message exists exactly
   * when the work it confirms was committed. Without it, in a transaction of their own.
   */
  send(message: MailMessage, within?: Db): Promise<void>;
  /**
   * Queues the unsent messages that have no delivery job (mail/sweep.ts); answers how many.
   * Runs by itself once a minute with SMTP; 0 without.
   */
  sweep(): Promise<number>;
  /** Starts the queue, this process's delivery worker and the sweep (with SMTP); before the server listens. */
  start(): Promise<void>;
  /** Stops taking jobs, letting a delivery in progress finish (for a few seconds, MAIL_STOP_TIMEOUT_MS). */
  stop(): Promise<void>;
}

export type MailerOptions = Pick<MailConfig, 'smtpUrl' | 'from'> & Partial<Pick<MailConfig, 'retryLimit' | 'retryDelaySeconds'>> & {
  logger?: Pick<Console, 'error' | 'warn'>;
};

/** Connections kept open to the SMTP server per process: the batch's messages share them. */
const SMTP_CONNECTIONS = 5;

/**
 * The message's own Message-ID, the same on every attempt: if a delivery is repeated (the
 * process died after the SMTP server took the message, before sent_at was written), mail
 * servers and clients see one message, not two.
 */
export function messageIdOf(row: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'horeca.local';
  return `<outbox-${row.id}.${row.createdAt.getTime()}@${domain}>`;
}

/** `work`, or a rejection once `ms` have passed (the work itself is not stopped). */
function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Pooled connections with time limits well under a job's expiry, so a stalled server fails the message, not the worker. */
function smtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: MAIL_SEND_TIMEOUT_MS - 5_000,
  });
}

export function createMailer(db: Db, options: MailerOptions): Mailer {
  const smtpUrl = options.smtpUrl;
  const logger = options.logger ?? console;
  let queue: MailQueue | null = null;
  let transport: Transporter | null = null;
  let stopSweep: (() => Promise<void>) | null = null;

  /**
   * A batch of queued messages to the SMTP server, side by side on the pooled connections:
   * answers per job null (sent, or already sent) or the error that failed it (the queue retries
   * it). The rows are read, and marked sent, in one statement each for the whole batch.
   */
  const deliver = (transport: Transporter) => async (jobs: MailJob[]): Promise<(Error | null)[]> => {
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, jobs.map((job) => job.outboxId)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const sent: number[] = [];
    const outcomes = await Promise.all(
      jobs.map(async ({ outboxId, locale = 'en' }): Promise<Error | null> => {
        const row = byId.get(outboxId);
        // Delivery is at least once: a job retried after its mail went out does not send it again.
        if (!row || row.sentAt) return null;
        try {
          // The plain text and, made from it, an HTML part in the mail's language and direction.
          const sending = transport.sendMail({ from: options.from, to: row.to, subject: row.subject, text: row.text, html: mailHtml(row.text, locale, row.links), messageId: messageIdOf(row, options.from) });
          await withDeadline(sending, MAIL_SEND_TIMEOUT_MS, `SMTP delivery of message ${outboxId}`);
          sent.push(outboxId);
          return null;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          logger.warn(`[mail] SMTP delivery of message ${outboxId} failed (${message}); the queue retries it`);
          await db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, outboxId));
          return error instanceof Error ? error : new Error(message);
        }
      }),
    );
    if (sent.length > 0) await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(inArray(mailOutbox.id, sent));
    return outcomes;
  };

  /** The row and, with SMTP, its job, on `executor`. */
  const write = async (executor: Db, { locale = 'en', dedupeKey, links = [], ...message }: MailMessage) => {
    const [row] = await executor
      .insert(mailOutbox)
      .values({ ...message, links: [...links], locale, dedupeKey: dedupeKey ?? null, transport: smtpUrl ? 'smtp' : 'outbox' })
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
    // No row: a message with this key was written before (a replayed request).
    if (!smtpUrl || !row) return;
    if (!queue) throw new Error('mail: the queue is not started (Mailer.start before serving)');
    await queue.enqueue({ outboxId: row.id, locale, writtenAt: row.createdAt }, executor);
  };

  return {
    async send(message, within) {
      if (within) await write(within, message);
      else await db.transaction((tx) => write(tx as unknown as Db, message));
    },
    sweep: () => (queue ? queueUnqueuedMail(db, queue) : Promise.resolve(0)),
    async start() {
      if (!smtpUrl || queue) return;
      queue = await startMailQueue(db, { retryLimit: options.retryLimit ?? 7, retryDelaySeconds: options.retryDelaySeconds ?? 10, logger });
      transport = smtpTransport(smtpUrl);
      await queue.work(deliver(transport));
      stopSweep = startMailSweep(db, queue, logger);
    },
    async stop() {
      // The worker and the sweep stop; the queue stays open for writing, so a request still
      // running during a shutdown (http/drain.ts) queues its mail in its own transaction.
      await stopSweep?.();
      await queue?.stop();
      transport?.close();
      transport = null;
      stopSweep = null;
    },
  };
}
