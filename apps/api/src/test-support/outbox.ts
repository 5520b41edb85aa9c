// The mail outbox, read back by journeys that follow a mailed link (a password reset, a
// confirmation): the mails themselves go nowhere under test.
import { desc, eq } from 'drizzle-orm';
import { object, string } from 'yup';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { arrayOf, dateTime, int, obj, str } from '../http/schemas/build';
import { dataOf, json } from '../http/schemas/responses';

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
    responses: { 200: json(dataOf(arrayOf(obj({ id: int(), to: str(), subject: str(), text: str(), transport: str(), created_at: dateTime() }))), 'Newest first') },
    handler: async ({ query }) => ({ data: await readOutbox(deps.db, query.to) }),
  });
}
