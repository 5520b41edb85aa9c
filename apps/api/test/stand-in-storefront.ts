// A stand-in for the storefront's SSR build (apps/storefront/src/entry-server.tsx) with the same
// exports, for tests of how apps/api renders, keeps and bounds pages. Its page shows the name
// of product 1 read in-process (so a catalogue change shows), what it saw of the request (so
// a test can tell a page made with someone's cookie), and how many renders ran
// (globalThis.__standInRenders). /burn/{n} spends about n ms of CPU in each of its rounds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const STAND_IN_TEMPLATE =
  '<!doctype html><html><head><title>shell</title><script>early()</script><!--ssr-head--></head><body><div id="root"><!--ssr-body--><p>static shell</p><!--/ssr-body--></div><!--ssr-data--><script>load()</script></body></html>';

const ENTRY = `
export const pageCookies = ['storefront'];
const storefrontOf = (request) => /(?:^|; )storefront=(ae|us)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? 'ae';
const deviceOf = (request) => (/Mobile/.test(request.headers.get('user-agent') ?? '') ? 'phone' : 'desktop');
export async function pageVariant(request) {
  return new URL(request.url).pathname === '/my-order' ? null : storefrontOf(request) + ':' + deviceOf(request);
}
export async function render(request, fetchInProcess, signal) {
  globalThis.__standInRenders = (globalThis.__standInRenders ?? 0) + 1;
  const url = new URL(request.url);
  if (url.pathname === '/my-order') return { kind: 'browser-only' };
  const burn = /^\\/burn\\/(\\d+)/.exec(url.pathname);
  if (burn) {
    for (let round = 0; round < 5; round += 1) {
      signal?.throwIfAborted();
      const until = performance.now() + Number(burn[1]);
      while (performance.now() < until);
      await new Promise((done) => setImmediate(done));
    }
  }
  const product = await (await fetchInProcess('/api/frontend/products/1?storefront=' + storefrontOf(request))).json();
  const seen = 'cookie=' + (request.headers.get('cookie') ?? '') + ' authorization=' + (request.headers.get('authorization') ?? '');
  return {
    kind: 'page',
    status: url.pathname === '/missing' ? 404 : 200,
    head: '<title>' + product.data.name + '</title><style id="_goober">.a{}</style>',
    body: '<main><h1>' + product.data.name + '</h1><p>' + storefrontOf(request) + ' ' + deviceOf(request) + '</p><p>' + seen + '</p></main>',
    data: '<script type="application/json" id="__HORECA_SSR__">{}</script>',
  };
}
`;

/** A public dir with the shell and the stand-in SSR build; remove it with `cleanup`. */
export function standInStorefront(): { dir: string; entry: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-stand-in-'));
  fs.writeFileSync(path.join(dir, 'index.html'), STAND_IN_TEMPLATE);
  const entry = path.join(dir, 'entry-server.mjs');
  fs.writeFileSync(entry, ENTRY);
  return { dir, entry, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export const standInRenders = (): number => (globalThis as { __standInRenders?: number }).__standInRenders ?? 0;
