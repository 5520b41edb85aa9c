// Server rendering of the storefront's public pages (apps/storefront/src/entry-server.tsx,
// built by `vite build --ssr`): the page's HTML and the reads behind it go into index.html,
// so a shopper sees the page before its scripts have run. Whatever goes wrong (no SSR build,
// a render that throws or is slow) the plain index.html is sent and the browser renders the
// page itself, as it did before server rendering existed.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { withNonce } from './content-security-policy';
import { publicOrigin } from './public-origin';
import type { AppEnv } from './router';

type RenderResult =
  | { kind: 'page'; status: number; head: string; body: string; data: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser-only' };
type Render = (request: Request, fetchInProcess: typeof fetch) => Promise<RenderResult>;

/** A render slower than this is dropped for the plain shell: the shopper is not kept waiting. */
export const SERVER_RENDER_BUDGET_MS = 2_500;

export interface ServerRenderer {
  /** The page for `c`'s request, or null to send the plain index.html. `nonce`: the response's CSP nonce. */
  page(c: Context<AppEnv>, template: string, nonce: string): Promise<Response | null>;
}

export function loadServerRenderer(app: Hono<AppEnv>, entry: string | null, budgetMs = SERVER_RENDER_BUDGET_MS): ServerRenderer | null {
  if (!entry || !fs.existsSync(entry)) return null;
  const loading = import(pathToFileURL(entry).href).then((module: { render: Render }) => module.render);
  loading.catch((error: unknown) => console.error('server render: the SSR build could not be loaded', error));
  // The first render loads the page modules and jsdom and runs cold queries (seconds): done
  // once at start, so no shopper's page pays for it or falls back to the plain shell.
  const warmed = loading
    .then((render) => render(new Request('http://localhost/', { headers: { accept: 'text/html' } }), inProcessFetch(app, 'http://localhost/', [])))
    .catch(() => undefined);
  return {
    async page(c, template, nonce) {
      if (!(c.req.header('accept') ?? '').includes('text/html')) return null;
      // The page's reads go through this app in-process, on the page's origin (the API writes
      // absolute image links from it), with the shopper's connection (abuse limits) and the
      // request headers a read may depend on (the detected location).
      // The page is rendered as if asked on the public origin (canonical links, image URLs), never the Host header.
      const asked = new URL(c.req.url);
      const pageUrl = new URL(asked.pathname + asked.search, publicOrigin(c)).href;
      const fetchInProcess = inProcessFetch(app, pageUrl, forwardedHeaders(c), c.env);
      try {
        const render = await loading;
        await warmed;
        const result = await withinBudget(render(new Request(pageUrl, c.req.raw), fetchInProcess), budgetMs);
        if (result.kind === 'redirect') return c.redirect(result.location, result.status as 301 | 302);
        if (result.kind === 'browser-only') return null;
        // The nonce goes on the render's style sheet and data, which the server wrote, never
        // into the page body, whose text comes from the catalogue.
        const html = withPageHead(template, withNonce(result.head, nonce))
          .replace(/<!--ssr-body-->[\s\S]*<!--\/ssr-body-->/, () => result.body)
          .replace('<!--ssr-data-->', () => withNonce(result.data, nonce));
        return compressed(c, html, result.status);
      } catch (error) {
        console.error(`server render of ${c.req.path} failed; sending the plain page`, error);
        return null;
      }
    },
  };
}

/** The page's own <title> and description, if it has them, take the place of the shell's. */
function withPageHead(template: string, head: string): string {
  let page = template;
  if (head.includes('<title>')) page = page.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  if (head.includes('<meta name="description"')) page = page.replace(/<meta name="description"[^>]*>\s*/, '');
  return page.replace('<!--ssr-head-->', () => head);
}

/** A fetch answered by `app` in-process: relative URLs resolve against `base`; `headers` are added. */
function inProcessFetch(app: Hono<AppEnv>, base: string, headers: [string, string][], env?: Context<AppEnv>['env']): typeof fetch {
  return (input, init) => {
    const merged = new Headers(init?.headers);
    for (const [name, value] of headers) if (!merged.has(name)) merged.set(name, value);
    const url = new URL(input instanceof Request ? input.url : String(input), base).href;
    return Promise.resolve(app.request(url, { ...init, headers: merged }, env));
  };
}

/** Headers of the page request that describe the shopper, not the page (no cookies). */
const FORWARDED_HEADERS = ['user-agent', 'accept-language', 'x-forwarded-for', 'x-debug-country'];

function forwardedHeaders(c: Context<AppEnv>): [string, string][] {
  return FORWARDED_HEADERS.flatMap((name) => {
    const value = c.req.header(name);
    return value === undefined ? [] : [[name, value] as [string, string]];
  });
}

function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done in ${budgetMs} ms`)), budgetMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A rendered page is about 200 KB of HTML and data; compressed it is a tenth of that, which is
 * most of a phone's first second. Brotli at a quick level: the page is made per request.
 */
function compressed(c: Context<AppEnv>, html: string, status: number): Response {
  const accepts = c.req.header('accept-encoding') ?? '';
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding' };
  let body: string | Uint8Array<ArrayBuffer> = html;
  if (/\bbr\b/.test(accepts)) {
    body = Uint8Array.from(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    headers['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepts)) {
    body = Uint8Array.from(gzipSync(html, { level: 6 }));
    headers['Content-Encoding'] = 'gzip';
  }
  return c.body(body, status as 200, headers);
}
