// Outgoing mail. Every message is recorded in the mail_outbox table, in the request's work.
// Without SMTP the outbox is the delivery: tests and local demos read it. With SMTP_URL set, the
// request also enqueues the message on the mail queue (mail/queue.ts) and answers at once; a
// worker hands it to the SMTP server through nodemailer, retrying with backoff, and the row
// records sent_at, or the last error. So no answer waits on, or tells of, a delivery (a reset
// request for an unknown address and one for a customer take the same path up to the queue).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '@horeca/core';
import { desc, eq } from 'drizzle-orm';
import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/commerce';
import { startMailQueue, type MailJob, type MailQueue } from './queue';
import { mailHtml } from './html';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The language the shopper used (issue 23): the HTML part's lang and direction. English by default. */
  locale?: Locale;
}

export interface Mailer {
  /** Records the message and, with SMTP, queues its delivery; never waits on the SMTP server. */
  send(message: MailMessage): Promise<void>;
  /** Starts the queue and this process's delivery worker (with SMTP); before the server listens. */
  start(): Promise<void>;
  /** Stops taking jobs, letting a delivery in progress finish. */
  stop(): Promise<void>;
}

export type MailerOptions = Pick<MailConfig, 'smtpUrl' | 'from'> & Partial<Pick<MailConfig, 'retryLimit' | 'retryDelaySeconds'>> & {
  logger?: Pick<Console, 'error' | 'warn'>;
};

export function createMailer(db: Db, options: MailerOptions): Mailer {
  const smtpUrl = options.smtpUrl;
  const logger = options.logger ?? console;
  let queue: MailQueue | null = null;

  /** One queued message to the SMTP server; throws (so the queue retries) when it fails. */
  const deliver = (transport: Transporter) => async ({ outboxId, locale = 'en' }: MailJob) => {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId)).limit(1);
    // Delivery is at least once: a job retried after its mail went out does not send it again.
    if (!row || row.sentAt) return;
    try {
      // The plain text and, made from it, an HTML part in the mail's language and direction.
      await transport.sendMail({ from: options.from, to: row.to, subject: row.subject, text: row.text, html: mailHtml(row.text, locale) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn(`[mail] SMTP delivery of message ${outboxId} failed (${message}); the queue retries it`);
      await db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, outboxId));
      throw error;
    }
    await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, outboxId));
  };

  return {
    async send({ locale = 'en', ...message }) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, transport: smtpUrl ? 'smtp' : 'outbox' })
        .returning({ id: mailOutbox.id });
      if (!smtpUrl || !row) return;
      if (!queue) throw new Error('mail: the queue is not started (Mailer.start before serving)');
      // The language travels in the job: the outbox row keeps only what every mail has.
      await queue.enqueue({ outboxId: row.id, locale });
    },
    async start() {
      if (!smtpUrl || queue) return;
      queue = await startMailQueue(db, { retryLimit: options.retryLimit ?? 5, retryDelaySeconds: options.retryDelaySeconds ?? 30, logger });
      await queue.work(deliver(nodemailer.createTransport(smtpUrl)));
    },
    async stop() {
      await queue?.stop();
      queue = null;
    },
  };
}

export async function readOutbox(db: Db, to?: string) {
  const query = db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      transport: mailOutbox.transport,
      created_at: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(100);
  return to ? query.where(eq(mailOutbox.to, to.toLowerCase())) : query;
}
