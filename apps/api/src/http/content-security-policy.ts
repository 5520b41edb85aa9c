// The storefront pages' Content-Security-Policy (issue 17). Scripts run only from this origin
// or with the response's nonce, which the server gives to the inline scripts and styles of the
// page it sends (index.html's own, the render's style sheet and data), never to anything inside
// the rendered page body: markup an attacker might influence never carries it. The few other
// origins a page talks to come from what the storefront was built with (its csp-sources.json,
// written by apps/storefront/vite.config.ts), so the policy follows the build.
import { randomBytes } from 'node:crypto';
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

export function storefrontPolicy(nonce: string, sources: StorefrontSources, frameAncestors: string): string {
  const google = sources.googleSignIn ? GOOGLE_SIGN_IN : null;
  const apple = sources.appleSignIn ? APPLE_SIGN_IN_SCRIPT : null;
  const list = (...values: (string | null | undefined)[]) => values.filter(Boolean).join(' ');
  const directives = [
    `default-src 'self'`,
    // 'self' covers Vite's module scripts and preloads, which the inline loader adds.
    `script-src ${list(`'self'`, `'nonce-${nonce}'`, google, apple, sources.chat)}`,
    `style-src ${list(`'self'`, `'nonce-${nonce}'`, google)}`,
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
