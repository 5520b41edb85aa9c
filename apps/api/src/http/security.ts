import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './router';

/**
 * Who may call the API from another origin (docs/behaviour.md §7):
 * - any page may read what anyone may read: a GET route declared without auth (catalogue,
 *   search, a cart handoff's confirmation), asked without an Authorization header, answers
 *   `Access-Control-Allow-Origin: *`. No credentials go with `*` (the widgets send their
 *   token in a header, never a cookie), so nothing personal is readable this way;
 * - everything else (writes, token-bearing reads, preflights) only from ALLOWED_ORIGINS, whose
 *   entries are origins or patterns (`https://*.partner.example`), plus any localhost origin
 *   when CORS_ALLOW_LOCALHOST is on (development; refused in production, config.ts).
 * The storefront served by this process is same-origin and needs none of it.
 */
export interface CorsPolicy {
  allowedOrigins: string[];
  allowLocalhost: boolean;
}

const LOCALHOST_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;
/** A host label: what a `*` in a pattern stands for (one or more of them, dot-separated). */
const LABELS = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*';

/** An ALLOWED_ORIGINS entry as a whole-origin test: `*` only as the leading host label(s). */
export function originPattern(entry: string): RegExp {
  const match = /^(https?):\/\/(\*\.)?([a-z0-9.-]+|\[[0-9a-f:]+\])(:\d{1,5})?$/i.exec(entry.trim());
  if (!match) throw new Error(`ALLOWED_ORIGINS entries must be origins like https://shop.example or patterns like https://*.shop.example, got "${entry}"`);
  const [, scheme, wildcard, host, port] = match;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${scheme!.toLowerCase()}:\\/\\/${wildcard ? `${LABELS}\\.` : ''}${escape(host!.toLowerCase())}${port ? escape(port) : ''}$`);
}

/** True when `origin` may make any call (writes included) with CORS. */
export function originAllowed(policy: CorsPolicy): (origin: string) => boolean {
  const patterns = policy.allowedOrigins.map(originPattern);
  return (origin) => {
    const lower = origin.toLowerCase();
    if (lower.length > 300) return false;
    if (policy.allowLocalhost && LOCALHOST_ORIGIN.test(lower)) return true;
    return patterns.some((pattern) => pattern.test(lower));
  };
}

export function corsForEmbedding(policy: CorsPolicy): MiddlewareHandler<AppEnv> {
  const allowed = originAllowed(policy);
  const listed = cors({
    origin: (origin) => (allowed(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Requested-With'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
  return async (c, next) => {
    // A preflight is answered here, without the route (hono's cors returns its 204).
    const preflight = await listed(c, next);
    if (preflight) return preflight;
    // After the route ran: only a route declared as a public read sets the mark (router.ts).
    if (c.get('publicRead') && !c.req.header('authorization')) {
      c.res.headers.set('Access-Control-Allow-Origin', '*');
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After');
    }
  };
}

/**
 * Security headers on every response; images may be embedded by partner pages. The opener
 * policy still cuts this window off from any other site that opened it, but lets the popups it
 * opens keep their link back: Google sign-in's popup reports the credential to its opener, and
 * under `same-origin` that message never arrives.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    crossOriginResourcePolicy: 'cross-origin',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'SAMEORIGIN',
  });
}
