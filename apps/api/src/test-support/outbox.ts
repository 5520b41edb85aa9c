// The mail outbox, read back by journeys that follow a mailed link (a password reset, a
// confirmation): the mails themselves go nowhere under test.
import { desc, eq } from 'drizzle-orm';
import { object, string } from 'yup';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { dataOf, listOf, shape, text, timestamp, whole } from '@horeca/core/answers';
import { json } from '../http/answers';

/** The newest 100 outbox messages, optionally for one recipient. */
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

export function registerOutbox(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/test/outbox',
    summary: 'Test only (NODE_ENV=test): the newest 100 outbox messages, optionally for one recipient',
    tags: ['test'],
    query: object({ to: string().trim().optional() }),
    responses: { 200: json(dataOf(listOf(shape({ id: whole(), to: text(), subject: text(), text: text(), transport: text(), created_at: timestamp() }))), 'Newest first') },
    handler: async ({ query }) => ({ data: await readOutbox(deps.db, query.to) }),
  });
}
