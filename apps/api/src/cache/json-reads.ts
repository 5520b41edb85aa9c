// The catalogue reads every page is made of, kept (issue 31): a product's detail, a category's
// listing and the menu (the category tree) are the same for every guest asking the same
// address, and a crowd asks the same few. Kept per path and query (the storefront and the
// language are in the query: http/language.ts), only for a request without credentials, only
// a 200, dropped with the pages when the catalogue changes (kept-until-change.ts) and after
// RENDER_CACHE_SECONDS. The page renders' own reads go through here too (in-process).
//
// Before the router: a kept answer skips validation and the database, which is the point; its
// bytes are what the router wrote for the same address (security headers and CORS are added
// around it as for any answer). Only an answer the router marked as a public read is kept, and
// a kept one carries the mark again, so a partner on any origin reads it as it read the first
// (the '*' of http/security.ts; without the mark a second read from a third origin was blocked).
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/router';
import { KeptUntilChange } from './kept-until-change';

/** GET paths whose answer is the same for every guest. */
const KEPT_READS = [
  /^\/api\/frontend\/products\/(slug\/)?[^/]+$/,
  /^\/api\/frontend\/categories\/[^/]+\/products$/,
  /^\/api\/frontend\/categories-with-children$/,
];

interface KeptRead {
  body: ArrayBuffer;
  headers: [string, string][];
  size: number;
}

/** Answer headers worth keeping (the rest, such as security headers, are added again around the answer). */
const KEPT_HEADERS = ['content-type', 'cache-control'];

export function keptJsonReads(db: Db, settings: { seconds: number; maxBytes: number }): MiddlewareHandler<AppEnv> {
  const kept = new KeptUntilChange<KeptRead>(db, settings.maxBytes, settings.seconds * 1000);
  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('authorization') || !KEPT_READS.some((path) => path.test(c.req.path))) return next();
    const key = new URL(c.req.url).pathname + new URL(c.req.url).search;
    const hit = kept.get(key);
    if (hit) {
      c.set('publicRead', true);
      return new Response(hit.body, { status: 200, headers: [...hit.headers, ['x-read-cache', 'hit']] });
    }
    const mark = kept.mark();
    await next();
    if (!c.get('publicRead') || c.res.status !== 200 || !(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const body = await c.res.clone().arrayBuffer();
    const headers = KEPT_HEADERS.flatMap((name) => {
      const value = c.res.headers.get(name);
      return value === null ? [] : [[name, value] as [string, string]];
    });
    kept.set(key, { body, headers, size: body.byteLength + 64 }, mark);
  };
}
