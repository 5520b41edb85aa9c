import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { LOCALES, localeFromPath } from '@horeca/core/locale';
import { serveStatic } from '@hono/node-server/serve-static';
import { byNonce, newNonce, readStorefrontSources, storefrontPolicy, withNonce, type InlineAllowance } from './content-security-policy';
import type { AppEnv } from './router';
import { loadServerRenderer, type RendererOptions } from './server-render';
import { messageText } from '../words/message-keys';

export interface StorefrontOptions {
  /** The storefront's SSR build; without it every page is the plain index.html. */
  ssrEntry?: string | null;
  /** Limits, the page cache and what drops it (render/settings.ts). */
  render?: RendererOptions;
  /** Where an old page address moved (the redirect table), or null. */
  findRedirect?: (url: URL) => Promise<{ status: 301 | 302; location: string } | null>;
  /** The pages' CSP `frame-ancestors` (FRAME_ANCESTORS); `'self'` by default. */
  frameAncestors?: string;
}

/**
 * Serves the built storefront from PUBLIC_DIR: real files as they are, an old page address as
 * a redirect to its new one, every other non-/api path as index.html so the storefront's
 * router handles it, server-rendered when the storefront's SSR build (`ssrEntry`) is there.
 */
export function mountStorefront(app: Hono<AppEnv>, publicDir: string, options: StorefrontOptions = {}): void {
  const { ssrEntry = null, findRedirect, frameAncestors = "'self'" } = options;
  const renderer = loadServerRenderer(app, ssrEntry, options.render);
  const sources = readStorefrontSources(publicDir);
  const root = path.relative(process.cwd(), publicDir) || '.';
  const indexFile = path.join(publicDir, 'index.html');
  // The Arabic shell (its placeholder's words and title in Arabic, the storefront's build writes
  // it beside index.html: vite.config.ts) for /ar pages; a build without one sends index.html.
  const arabicIndexFile = path.join(publicDir, 'index.ar.html');
  // The build writes .br/.gz beside each asset; hashed /assets/ files never change.
  const files = serveStatic({ root, precompressed: true });
  // Each shell read once, and again only when a new build replaced it (its modification time).
  const shells = new Map<string, { text: string; mtimeMs: number }>();
  const readShell = (pathname: string): string => {
    const file = localeFromPath(pathname) === 'ar' && fs.existsSync(arabicIndexFile) ? arabicIndexFile : indexFile;
    const { mtimeMs } = fs.statSync(file);
    const known = shells.get(file);
    if (known?.mtimeMs === mtimeMs) return known.text;
    const text = fs.readFileSync(file, 'utf8');
    shells.set(file, { text, mtimeMs });
    return text;
  };
  app.use('*', async (c, next) => {
    // Pages (no file extension, '/' included) are index.html or a server render, below.
    if (c.req.path.startsWith('/api/') || !/\.[^/]+$/.test(c.req.path)) return next();
    // A path with an extension is a file or nothing: a missing one is a 404 (it was a 500 when
    // the immutable header was set on nothing, and index.html for other names).
    const found = await files(c, async () => undefined);
    if (!found) return c.json({ message: messageText('api.notFound', 'en') }, 404); // outside /api: English, as a file's 404 always was
    if (c.req.path.startsWith('/assets/')) found.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return found;
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || !fs.existsSync(indexFile)) return next();
    // Before any render: the browser's own lookup (not-found page) needs scripts, a crawler
    // has none, and an old address should not cost a page render.
    const moved = await findRedirect?.(new URL(c.req.url));
    if (moved) return c.redirect(moved.location, moved.status);
    const template = withPageLanguage(readShell(c.req.path), c.req.path);
    const policy = (inline: InlineAllowance) => storefrontPolicy(inline, sources, frameAncestors);
    // A rendered page carries its own policy: its inline scripts and styles by hash (content-security-policy.ts).
    const rendered = await renderer?.page(c, template, policy);
    if (rendered) return rendered;
    // The plain shell: its own nonce (content-security-policy.ts), on the shell's scripts and styles.
    const nonce = newNonce();
    const page = c.html(withNonce(template, nonce));
    page.headers.set('Content-Security-Policy', policy(byNonce(nonce)));
    return page;
  });
}

/**
 * `<html lang dir>` of the page's language, from its address (/ar/... is Arabic, issue 23), so
 * the first paint is already right to left, server-rendered or not.
 */
export function withPageLanguage(template: string, pathname: string): string {
  const locale = localeFromPath(pathname);
  return template.replace(/<html\b[^>]*>/, `<html lang="${locale}" dir="${LOCALES[locale].dir}">`);
}
