// The origin every absolute URL the API writes is built on (product images, the sitemap
// index, slider images, the server-rendered page's canonical link and reads). It is never
// taken from the request: Host and X-Forwarded-Host are written by the client, and a page or
// sitemap cached for everyone would then point shoppers at the sender's site. PUBLIC_ORIGIN
// names it; without it, the address this server listens on (the socket's local address).
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './router';

/** PUBLIC_ORIGIN as an origin ('https://shop.example'), or null when unset; a path or junk is refused. */
export function parsePublicOrigin(value: string | undefined): string | null {
  const text = value?.trim().replace(/\/+$/, '');
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://shop.example, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== text) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://shop.example (no path), got "${value}"`);
  }
  return url.origin;
}

/** Middleware: makes the configured origin (or null: the listening address) what publicOrigin(c) answers. */
export function usePublicOrigin(configured: string | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('publicOrigin', configured ?? listeningOrigin(c));
    await next();
  };
}

/** The address the request arrived at on this server's own socket: not client-controlled. */
function listeningOrigin(c: Context<AppEnv>): string {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  const address = socket?.localAddress;
  if (!address || !socket.localPort) return 'http://localhost';
  const unmapped = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, ''); // IPv4 on a dual-stack socket
  const host = unmapped.includes(':') ? `[${unmapped}]` : unmapped;
  return `http://${host}:${socket.localPort}`;
}

export function publicOrigin(c: Context<AppEnv>): string {
  return c.get('publicOrigin') ?? listeningOrigin(c);
}
