// The storefront pages' Content-Security-Policy (issue 17): the plain shell a fresh nonce per
// response on every inline script and style the server wrote; a rendered page those by hash
// (issue 31: one page for every guest), and nothing inside the rendered body either way; the
// origins of the build's settings and FRAME_ANCESTORS in the policy.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { byNonce, CSP_SOURCES_FILE, storefrontPolicy } from './content-security-policy';
import type { AppEnv } from './router';
import { mountStorefront } from './static';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-csp-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
// The shell as the build writes it: inline scripts (the early-input script, the loader) and the
// inlined stylesheet.
fs.writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><html><head><script>early()</script><style>body{}</style><!--ssr-head--></head><body><div id="root"><!--ssr-body--><p>shell</p><!--/ssr-body--></div><!--ssr-data--><script>load()</script></body></html>',
);
fs.writeFileSync(path.join(dir, CSP_SOURCES_FILE), JSON.stringify({ api: 'https://catalogue.example', chat: 'https://chat.example', googleSignIn: true }));
const entry = path.join(dir, 'entry-server.mjs');
// A rendered page whose body holds catalogue text that looks like markup: it must never get the nonce.
fs.writeFileSync(
  entry,
  `export async function render(request) {
    if (new URL(request.url).pathname === '/my-order') return { kind: 'browser-only' };
    return { kind: 'page', status: 200, head: '<style id="_goober">.a{}</style>', body: '<main><script>evil()</script><style>.evil{}</style></main>', data: '<script type="application/json" id="__HORECA_SSR__">{}</script>' };
  }`,
);

const app = new Hono<AppEnv>();
mountStorefront(app, dir, { ssrEntry: entry, frameAncestors: "'self' https://partner.example" });
const asBrowser = { headers: { Accept: 'text/html' } };

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the storefront pages’ Content-Security-Policy', () => {
  it('gives each plain shell a fresh nonce, carried by every inline script and style the server wrote', async () => {
    const seen = new Set<string>();
    for (const url of ['/my-order', '/my-order']) {
      const page = await app.request(url, asBrowser);
      const nonce = nonceOf(page.headers.get('content-security-policy'));
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{24}$/);
      seen.add(nonce as string);
      const tags = [...(await page.text()).matchAll(/<(script|style)\b[^>]*>/g)].map(([tag]) => tag);
      expect(tags.length, url).toBe(3);
      for (const tag of tags) expect(tag, url).toContain(`nonce="${nonce}"`);
    }
    expect(seen.size).toBe(2);
  });

  it('allows a rendered page’s own inline scripts and styles by hash, the same for every guest, and nothing of its body', async () => {
    const [first, second] = [await app.request('/kitchen-equipment', asBrowser), await app.request('/kitchen-equipment', asBrowser)];
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(second.headers.get('content-security-policy')).toBe(policy);
    expect(policy).not.toContain('nonce');
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${hashOf('early()')} ${hashOf('load()')} https://accounts.google.com https://chat.example`);
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${hashOf('body{}')} ${hashOf('.a{}')} https://accounts.google.com`);
    expect(policy).not.toContain(hashOf('evil()'));
    expect(policy).not.toContain(hashOf('.evil{}'));
    expect(await second.text()).toBe(await first.text());
  });

  it('never allows the rendered body’s markup', async () => {
    const html = await (await app.request('/kitchen-equipment', asBrowser)).text();
    expect(html).toContain('<main><script>evil()</script><style>.evil{}</style></main>');
    expect(html).not.toContain('nonce');
  });

  it('allows scripts only from the origin and by nonce, and names the build’s other origins and the allowed framers', async () => {
    const policy = (await app.request('/my-order', asBrowser)).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'", `'nonce-${nonceOf(policy)}'`, 'https://accounts.google.com', 'https://chat.example']);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'", 'https://partner.example']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://catalogue.example', 'https://chat.example', 'https://accounts.google.com']);
    expect(directives['frame-src']).toEqual(["'self'", 'https://chat.example', 'https://accounts.google.com']);
  });

  it("reads frame-ancestors from FRAME_ANCESTORS ('self' by default) and refuses a value that would add a directive", () => {
    expect(loadConfig({}).frameAncestors).toBe("'self'");
    expect(loadConfig({ FRAME_ANCESTORS: "'self', https://partner.example" }).frameAncestors).toBe("'self' https://partner.example");
    expect(() => loadConfig({ FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(/FRAME_ANCESTORS/);
  });

  it("allows Apple's sign-in script only when the build has Sign in with Apple", () => {
    const scriptSrc = (appleSignIn: boolean) => /script-src ([^;]*)/.exec(storefrontPolicy(byNonce('n'), { appleSignIn }, "'self'"))?.[1];
    expect(scriptSrc(true)).toBe("'self' 'nonce-n' https://appleid.cdn-apple.com");
    expect(scriptSrc(false)).toBe("'self' 'nonce-n'");
  });
});
