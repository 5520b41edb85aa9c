// The mail outbox, readable over HTTP only when NODE_ENV=test (journeys read reset links).
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { readOutbox } from './mailer';
import { arrayOf, dateTime, int, obj, str } from '../http/schemas/build';
import { dataOf, json } from '../http/schemas/responses';

export function registerOutboxRoutes(api: ApiRouter, deps: AppDeps): void {
  if (deps.config.nodeEnv !== 'test') return;
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
