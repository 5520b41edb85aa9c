import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';

/**
 * CORS for partner sites only: an origin listed in ALLOWED_ORIGINS gets the CORS headers,
 * any other origin gets none (so the browser refuses). The storefront served by this
 * process is same-origin and needs nothing.
 */
export function corsForAllowedOrigins(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Requested-With'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
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
