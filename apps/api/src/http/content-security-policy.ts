// The storefront pages' Content-Security-Policy (issue 17). Scripts run only from this origin
// or inline where the server wrote them (index.html's own, the render's style sheet and data),
// never from anything inside the rendered page body: markup an attacker might influence is
// never allowed. The plain shell allows its inline scripts and styles by the response's nonce;
// a server-rendered page by their SHA-256 hashes (issue 31), so the page is the same bytes for
// every guest and a shared cache (nginx, a CDN) may keep it: a hash allows only that exact
// script, which the server wrote, so replaying it elsewhere in the page runs nothing new. The
// few other origins a page talks to come from what the storefront was built with (its
// csp-sources.json, written by apps/storefront/vite.config.ts), so the policy follows the build.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the storefront build talks to beyond its own origin (vite.config.ts, cspSources). */
export interface StorefrontSources {
  /** VITE_API_BASE's origin, when the catalogue is on another host. */
  api?: string | null;
  /** VITE_CHAT_SCRIPT_URL's origin: the chat script, its frames and calls. */
  chat?: string | null;
  /** VITE_GOOGLE_CLIENT_ID is set: Google's sign-in script, frame, styles and calls. */
  googleSignIn?: boolean;
  /** VITE_APPLE_CLIENT_ID is set: Apple's sign-in script (its sign-in runs in a popup window, not a frame). */
  appleSignIn?: boolean;
}

export const CSP_SOURCES_FILE = 'csp-sources.json';
const GOOGLE_SIGN_IN = 'https://accounts.google.com';
const APPLE_SIGN_IN_SCRIPT = 'https://appleid.cdn-apple.com';

/** The sources the build in `publicDir` recorded; none when it recorded nothing. */
export function readStorefrontSources(publicDir: string): StorefrontSources {
  try {
    return JSON.parse(fs.readFileSync(path.join(publicDir, CSP_SOURCES_FILE), 'utf8')) as StorefrontSources;
  } catch {
    return {};
  }
}

/** 18 random bytes: a fresh, unguessable nonce for each response. */
export const newNonce = (): string => randomBytes(18).toString('base64');

/** The sources that allow a page's inline scripts and its <style> elements: a nonce, or their hashes. */
export interface InlineAllowance {
  scripts: string[];
  styles: string[];
}

export const byNonce = (nonce: string): InlineAllowance => ({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`] });

/** Script types a browser runs; a data block (JSON, JSON-LD) is never run, so it needs no allowance. */
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of the inline scripts and styles in `serverMarkup`. Only for markup the server wrote, never the rendered body. */
export function inlineHashes(...serverMarkup: string[]): InlineAllowance {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of serverMarkup) {
    for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
      if (!/\bsrc\s*=/i.test(attributes) && RUN_TYPES.has(type)) scripts.add(sha256(text));
    }
    for (const [, text = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(sha256(text));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

export function storefrontPolicy(inline: InlineAllowance, sources: StorefrontSources, frameAncestors: string): string {
  const google = sources.googleSignIn ? GOOGLE_SIGN_IN : null;
  const apple = sources.appleSignIn ? APPLE_SIGN_IN_SCRIPT : null;
  const list = (...values: (string | null | undefined)[]) => values.filter(Boolean).join(' ');
  const directives = [
    `default-src 'self'`,
    // 'self' covers Vite's module scripts and preloads, which the inline loader adds.
    `script-src ${list(`'self'`, ...inline.scripts, google, apple, sources.chat)}`,
    `style-src ${list(`'self'`, ...inline.styles, google)}`,
    // The server's HTML carries React's style attributes (widths, a card's colours); the
    // browser keeps them only with this. Styles set by script go through the CSSOM, unaffected.
    `style-src-attr 'unsafe-inline'`,
    `img-src ${list(`'self'`, 'data:', 'blob:', sources.api, sources.chat, google)}`,
    `media-src ${list(`'self'`, 'blob:', sources.api)}`,
    `font-src ${list(`'self'`, 'data:', sources.chat)}`,
    `connect-src ${list(`'self'`, sources.api, sources.chat, google)}`,
    `frame-src ${list(`'self'`, sources.chat, google)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${frameAncestors}`,
  ];
  return directives.join('; ');
}

/** `html` with the nonce on every <script> and <style> opening tag. Only for markup the server wrote. */
export const withNonce = (html: string, nonce: string): string => html.replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${nonce}"`);
