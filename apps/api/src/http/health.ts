// Liveness and readiness (issue 28). /api/health is liveness: the process is up and its start-up
// work (migrations, the first seed) is done; it touches nothing, so a busy or cut-off database
// never gets a live process restarted. /api/ready is readiness, what a load balancer checks:
// 503 at once when the process is shutting down (http/drain.ts), and 503 when the database does
// not answer `select 1` within READY_TIMEOUT_MS (stopped, frozen, out of connections).
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { ApiRouter } from './router';
import { messageAnswer, RETRY_AFTER_UNAVAILABLE_SECONDS } from './errors';
import { oneOf, shape, text } from '@horeca/core/answers';
import { json } from './answers';
import type { MessageKey } from '../words/message-keys';

/** The readiness check's own bound on the database's answer: a balancer checks often, and expects an answer soon. */
export const READY_TIMEOUT_MS = 1_000;

/** What the server's shutdown and the readiness check share: set once SIGTERM arrives. */
export interface Lifecycle {
  draining: boolean;
}

/** True when the database answered `select 1` within `ms`. */
async function databaseAnswers(deps: AppDeps, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const answered = deps.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthChecks(api: ApiRouter, deps: AppDeps): void {
  const database = oneOf(['pglite', 'postgres']);
  api.route({
    method: 'get',
    path: '/api/health',
    summary: 'Liveness: answers once migrations and the first seed are done; touches nothing else',
    tags: ['system'],
    responses: { 200: json(shape({ status: oneOf(['ok']), database }), 'Live: migrations and the first seed are done') },
    handler: () => ({ status: 'ok', database: deps.database.driver }),
  });
  api.route({
    method: 'get',
    path: '/api/ready',
    summary: 'Readiness, for load balancers: 503 while shutting down or while the database does not answer within a second',
    tags: ['system'],
    responses: {
      200: json(shape({ status: oneOf(['ready']), database }), 'Ready: not shutting down, and the database answered'),
      503: {
        ...json(shape({ status: oneOf(['stopping', 'database unavailable']), message: text() }), 'Not ready: shutting down, or the database did not answer in time'),
        headers: { 'Retry-After': { description: 'Seconds before asking again', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } } },
      },
    },
    handler: async ({ c }) => {
      const notReady = (status: 'stopping' | 'database unavailable', message: MessageKey) =>
        messageAnswer(c, 503, message, { status }, { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) });
      if (deps.lifecycle.draining) return notReady('stopping', 'api.shuttingDown');
      if (!(await databaseAnswers(deps, READY_TIMEOUT_MS))) return notReady('database unavailable', 'api.databaseTimeout');
      return { status: 'ready', database: deps.database.driver };
    },
  });
}
