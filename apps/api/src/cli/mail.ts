// Staff commands on outgoing mail, run on the API's machine against its database (DATABASE_URL,
// or the PGlite folder under DATA_DIR: stop the API first, PGlite is single-process):
//   npm run mail -w @horeca/api -- dead    messages that failed every SMTP attempt (dead-letter queue)
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/commerce';
import { listDeadMail } from '../mail/queue';
import { columns } from './terminal-text';

export const USAGE = 'usage: npm run mail -w @horeca/api -- dead';

/** Runs one command; returns the lines to print and the exit code. */
export async function runMailCommand(db: Db, args: string[]): Promise<{ code: number; lines: string[] }> {
  const [command] = args;
  if (command !== 'dead') return { code: 2, lines: [USAGE] };
  const dead = await listDeadMail(db);
  if (dead.length === 0) return { code: 0, lines: ['No dead mail.'] };
  const rows = await db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, dead.map((entry) => entry.outboxId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    code: 0,
    lines: dead.map((entry) => {
      const row = byId.get(entry.outboxId);
      return columns(`#${entry.outboxId}`, entry.failedAt.toISOString(), row?.to, row?.subject, entry.error);
    }),
  };
}
