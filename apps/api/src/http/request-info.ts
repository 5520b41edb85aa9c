// Small helpers over the raw Node request that @hono/node-server exposes as c.env.incoming.
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv, RouteCustomer } from './router';
import { HttpError } from './errors';
import { clientAddress } from '../rate-limit/client-address';
import type { AbuseLimitSettings } from '../rate-limit/limits';

export function incomingOf(c: Context): IncomingMessage {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) throw new HttpError(500, 'core.claim.errors.server');
  return incoming;
}

export function clientKey(c: Context, deps: AppDeps): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return clientAddress(incoming, deps.commerce.trustProxy);
}

/**
 * Counts one upload for this address and, when signed in, for this customer (429 past either),
 * and gives the options withUpload takes: every upload route goes through here.
 */
export async function uploadOptions(c: Context, deps: AppDeps, customer: RouteCustomer | null): Promise<{ store: AppDeps['files']; tempDir: string }> {
  await deps.commerce.limits.uploadsByAddress.hit(`uploads:${clientKey(c, deps)}`);
  if (customer) await deps.commerce.limits.uploadsByCustomer.hit(`uploads:${customer.id}`);
  return { store: deps.files, tempDir: deps.commerce.uploadTempDir };
}

/** Middleware: one hit on `limit` per request from this client address (429 past it). */
export function limitByAddress(deps: AppDeps, limit: keyof AbuseLimitSettings): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await deps.commerce.limits[limit].hit(clientKey(c, deps));
    await next();
  };
}
