// The answer for a rendered page, kept or fresh: its bytes as made once (prepared-page.ts),
// brotli or gzip as the client takes them, its own policy (the hashes of its inline scripts and
// styles), and for a page that is the same for every guest an ETag, a 304 for a client that
// has it, and a Cache-Control a CDN or reverse proxy may use, stale-while-revalidate included.
//
// A 304 carries no Content-Security-Policy (static.ts adds none to it): the browser keeps the
// headers it stored with the body.
import type { Context } from 'hono';
import type { AppEnv } from '../http/router';
import type { PreparedPage } from './prepared-page';

export interface PageResponseOptions {
  /** The page is the same for every guest asking with these preferences: shared caches may keep it. */
  shared: { maxAgeSeconds: number; staleSeconds: number } | null;
  /** 'hit' (kept), 'miss' (rendered now) or 'off' (not kept): X-Render-Cache, for operators and the scale proof. */
  cache: 'hit' | 'miss' | 'off';
}

export function pageResponse(c: Context<AppEnv>, page: PreparedPage, options: PageResponseOptions): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    // The page differs by the preference cookies (storefront, language) and by the device class
    // the User-Agent gives (the width it is drawn for): a shared cache keys on them (nginx's key
    // names the two cookies and the class: apps/api/scale/nginx.conf.template).
    Vary: 'Accept-Encoding, Cookie, User-Agent',
    'X-Render-Cache': options.cache,
  };
  if (options.shared) {
    headers.ETag = page.etag;
    headers['Cache-Control'] = `public, max-age=0, s-maxage=${options.shared.maxAgeSeconds}, stale-while-revalidate=${options.shared.staleSeconds}`;
    if (page.status === 200 && matches(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, headers);
  } else headers['Cache-Control'] = 'no-cache';
  headers['Content-Security-Policy'] = page.policy;
  const status = page.status as 200;
  const accepted = c.req.header('accept-encoding') ?? '';
  if (page.brotli && /\bbr\b/.test(accepted)) {
    headers['Content-Encoding'] = 'br';
    return c.body(Uint8Array.from(page.brotli), status, headers);
  }
  if (/\bgzip\b/.test(accepted)) {
    headers['Content-Encoding'] = 'gzip';
    return c.body(Uint8Array.from(page.gzip), status, headers);
  }
  return c.body(Uint8Array.from(page.text), status, headers);
}

/** If-None-Match holds `etag` (weak comparison, as RFC 9110 asks for If-None-Match). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
