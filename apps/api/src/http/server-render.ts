// Server rendering of the storefront's public pages (apps/storefront/src/entry-server.tsx,
// built by `vite build --ssr`): the page's HTML and the reads behind it go into index.html,
// so a shopper sees the page before its scripts have run. Whatever goes wrong (no SSR build,
// a render that throws or is slow) the plain index.html is sent and the browser renders the
// page itself, as it did before server rendering existed.
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import type { Db } from '../db/client';
import { KeptUntilChange } from '../cache/kept-until-change';
import { asksForPage, renderRequest } from '../render/page-request';
import { pageResponse } from '../render/page-response';
import { keepBrotli, preparePage, type PreparedPage } from '../render/prepared-page';
import { RenderGate } from '../render/render-gate';
import { DEFAULT_RENDER_SETTINGS, type RenderSettings } from '../render/settings';
import { inlineHashes, type InlineAllowance } from './content-security-policy';
import { publicOrigin } from './public-origin';
import type { AppEnv } from './router';

type RenderResult =
  | { kind: 'page'; status: number; head: string; body: string; data: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser-only' };
/** The SSR build's exports (apps/storefront/src/entry-server.tsx). */
interface RenderModule {
  render(request: Request, fetchInProcess: typeof fetch, signal?: AbortSignal): Promise<RenderResult>;
  /** What the page's render depends on beside its address (storefront, language, device); null: not a server-rendered page. Without it nothing is kept. */
  pageVariant?(request: Request): Promise<string | null>;
  /** The cookies the render may read (preferences, never a session). */
  pageCookies?: readonly string[];
}

/** A render slower than this is dropped for the plain shell: the shopper is not kept waiting. */
export const SERVER_RENDER_BUDGET_MS = DEFAULT_RENDER_SETTINGS.budgetMs;

export interface ServerRenderer {
  /** The page for `c`'s request, or null to send the plain index.html. `template`: the shell without nonces; `policy`: the page's CSP allowing its inline scripts and styles as given. */
  page(c: Context<AppEnv>, template: string, policy: (inline: InlineAllowance) => string): Promise<Response | null>;
  readonly gate: RenderGate;
  readonly cache: KeptUntilChange<PreparedPage> | null;
}

export interface RendererOptions {
  settings?: Partial<RenderSettings>;
  /** Whose catalogue changes drop the kept pages. */
  db?: Db | null;
  /** The client's address for the per-address limit (rate-limit/client-address.ts); the socket's by default. */
  clientAddress?: (c: Context<AppEnv>) => string;
  logger?: Pick<Console, 'warn' | 'error'>;
}

const socketAddress = (c: Context<AppEnv>) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';

export function loadServerRenderer(app: Hono<AppEnv>, entry: string | null, options: RendererOptions = {}): ServerRenderer | null {
  if (!entry || !fs.existsSync(entry)) return null;
  const settings = { ...DEFAULT_RENDER_SETTINGS, ...options.settings };
  const logger = options.logger ?? console;
  const addressOf = options.clientAddress ?? socketAddress;
  const gate = new RenderGate(settings, logger);
  const cache = settings.cache ? new KeptUntilChange<PreparedPage>(options.db ?? null, settings.cacheMb * 1024 * 1024, settings.cacheSeconds * 1000) : null;
  const shared = { maxAgeSeconds: settings.cacheSeconds, staleSeconds: settings.staleSeconds };
  const loading = import(pathToFileURL(entry).href) as Promise<RenderModule>;
  loading.catch((error: unknown) => logger.error('server render: the SSR build could not be loaded', error));
  // The first render loads the page modules and jsdom and runs cold queries (seconds): done
  // once at start, so no shopper's page pays for it or falls back to the plain shell.
  const warmed = loading
    .then((module) => module.render(new Request('http://localhost/', { headers: { accept: 'text/html' } }), inProcessFetch(app, 'http://localhost/', [])))
    .catch(() => undefined);
  return {
    gate,
    cache,
    async page(c, template, policy) {
      if (!asksForPage(c.req.header('accept'))) return null;
      // The page's reads go through this app in-process, on the page's origin (the API writes
      // absolute image links from it), with the shopper's connection (abuse limits) and the
      // request headers a read may depend on (the detected location).
      // The page is rendered as if asked on the public origin (canonical links, image URLs), never the Host header.
      const asked = new URL(c.req.url);
      const pageUrl = new URL(asked.pathname + asked.search, publicOrigin(c)).href;
      try {
        const module = await loading;
        await warmed;
        const request = renderRequest(c, pageUrl, module.pageCookies ?? []);
        const variant = (await module.pageVariant?.(request)) ?? null;
        // The detected location is a read of the page (the header's "Deliver to"): a page
        // rendered for one country (x-debug-country, where allowed) is kept for that country.
        const key = cache && variant !== null ? `${variant}|${c.req.header('x-debug-country') ?? ''}|${asked.pathname}${asked.search}` : null;
        const kept = key ? cache?.get(key) : undefined;
        if (kept) {
          keepBrotli(kept); // asked again: worth its brotli form (prepared-page.ts)
          return pageResponse(c, kept, { shared, cache: 'hit' });
        }
        const mark = cache?.mark() ?? 0;
        const outcome = await gate.run(addressOf(c), (signal) =>
          module.render(request, inProcessFetch(app, pageUrl, forwardedHeaders(c), c.env, signal), signal),
        );
        if (outcome.kind === 'refused') return null;
        const result = outcome.value;
        if (result.kind === 'redirect') return c.redirect(result.location, result.status as 301 | 302);
        if (result.kind === 'browser-only') return null;
        // The policy allows the shell's and the render's own inline scripts and styles (its
        // style sheet, its head) by their hashes, taken before the page body goes in: nothing
        // in the body, whose text comes from the catalogue, is ever allowed.
        const shell = withPageHead(template, result.head).replace('<!--ssr-data-->', () => result.data);
        const around = aroundBody(shell);
        const inline = inlineHashes(...(around ?? [shell]));
        const page = await preparePage(around ? around[0] + result.body + around[1] : shell, result.status, policy(inline));
        const keep = key !== null && result.status === 200;
        if (keep) cache?.set(key, page, mark);
        return pageResponse(c, page, { shared: keep ? shared : null, cache: key === null ? 'off' : 'miss' });
      } catch (error) {
        logger.error(`server render of ${c.req.path} failed; sending the plain page`, error);
        return null;
      }
    },
  };
}

/**
 * The shell before and after where the rendered body goes (index.html's ssr-body marks, and
 * what the shell shows between them); null when it has no marks. Found by position: a pattern
 * across the shell scanned the page's whole payload twice.
 */
function aroundBody(shell: string): [string, string] | null {
  const start = shell.indexOf('<!--ssr-body-->');
  const end = shell.indexOf('<!--/ssr-body-->', start);
  if (start === -1 || end === -1) return null;
  return [shell.slice(0, start), shell.slice(end + '<!--/ssr-body-->'.length)];
}

/** The page's own <title> and description, if it has them, take the place of the shell's. */
function withPageHead(template: string, head: string): string {
  let page = template;
  if (head.includes('<title>')) page = page.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  if (head.includes('<meta name="description"')) page = page.replace(/<meta name="description"[^>]*>\s*/, '');
  return page.replace('<!--ssr-head-->', () => head);
}

/** A fetch answered by `app` in-process: relative URLs resolve against `base`; `headers` are added. */
function inProcessFetch(app: Hono<AppEnv>, base: string, headers: [string, string][], env?: Context<AppEnv>['env'], signal?: AbortSignal): typeof fetch {
  return (input, init) => {
    // An abandoned render (past its budget) makes no more reads.
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
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
