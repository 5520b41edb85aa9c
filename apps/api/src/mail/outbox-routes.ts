// The mail outbox, readable over HTTP only when NODE_ENV=test (journeys read reset links).
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { readOutbox } from './mailer';

export function registerOutboxRoutes(api: ApiRouter, deps: AppDeps): void {
  if (deps.config.nodeEnv !== 'test') return;
  api.route({
    method: 'get',
    path: '/api/test/outbox',
    summary: 'Test only (NODE_ENV=test): the newest 100 outbox messages, optionally for one recipient',
    tags: ['test'],
    query: object({ to: string().trim().optional() }),
    responses: { 200: '{ data [{ id, to, subject, text, transport, created_at }] }' },
    handler: async ({ query }) => ({ data: await readOutbox(deps.db, query.to) }),
  });
}
