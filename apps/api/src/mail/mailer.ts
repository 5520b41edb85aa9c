// Outgoing mail. Every message is recorded in the mail_outbox table; with SMTP_URL set it is
// also handed to the SMTP server through nodemailer (the row then records sent_at or the
// error). Without SMTP the outbox is the delivery: tests and local demos read it.
import nodemailer from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/commerce';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  logger?: Pick<Console, 'error'>;
}

export function createMailer(db: Db, options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const logger = options.logger ?? console;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, transport: transport ? 'smtp' : 'outbox' })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        // The caller's answer must not reveal delivery problems (e.g. on password reset).
        logger.error('[mail] SMTP delivery failed', error);
        await db
          .update(mailOutbox)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, row.id));
      }
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
