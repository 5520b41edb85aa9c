// The storefront pages' Content-Security-Policy (issue 17): a fresh nonce per response, on
// every inline script and style the server wrote and on nothing inside the rendered body; the
// origins of the build's settings and FRAME_ANCESTORS in the policy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { CSP_SOURCES_FILE, storefrontPolicy } from './content-security-policy';
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

describe('the storefront pages’ Content-Security-Policy', () => {
  it('gives each response a fresh nonce, carried by every inline script and style the server wrote', async () => {
    const seen = new Set<string>();
    for (const url of ['/kitchen-equipment', '/kitchen-equipment', '/my-order']) {
      const page = await app.request(url, asBrowser);
      const policy = page.headers.get('content-security-policy');
      const nonce = nonceOf(policy);
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{24}$/);
      seen.add(nonce as string);
      const html = await page.text();
      const outsideBody = html.replace(/<main>[\s\S]*<\/main>/, '');
      const tags = [...outsideBody.matchAll(/<(script|style)\b[^>]*>/g)].map(([tag]) => tag);
      expect(tags.length, url).toBeGreaterThanOrEqual(url === '/my-order' ? 3 : 5);
      for (const tag of tags) expect(tag, url).toContain(`nonce="${nonce}"`);
    }
    expect(seen.size).toBe(3);
  });

  it('never puts the nonce inside the rendered body', async () => {
    const html = await (await app.request('/kitchen-equipment', asBrowser)).text();
    expect(html).toContain('<main><script>evil()</script><style>.evil{}</style></main>');
  });

  it('allows scripts only from the origin and by nonce, and names the build’s other origins and the allowed framers', async () => {
    const policy = (await app.request('/', asBrowser)).headers.get('content-security-policy') ?? '';
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
    const scriptSrc = (appleSignIn: boolean) => /script-src ([^;]*)/.exec(storefrontPolicy('n', { appleSignIn }, "'self'"))?.[1];
    expect(scriptSrc(true)).toBe("'self' 'nonce-n' https://appleid.cdn-apple.com");
    expect(scriptSrc(false)).toBe("'self' 'nonce-n'");
  });
});
