// A second origin on loopback: a partner's plain static site with no build step. It serves
// e2e/partner/ and the script-tag bundle: packages/widgets/dist/horeca-widgets.js and the
// chunks it loads on demand from horeca-widgets/ beside it. Two more pages stand in for what
// partners bring themselves:
// - /vendor/react.js: the partner's own copy of React as one ES module (React ships CommonJS
//   only), bundled from node_modules on first request, as a partner would take it from a CDN;
// - /embed-example.html: docs/elements.md's copy-paste example, verbatim but for the two
//   placeholder addresses (our CDN and the catalogue host), which point at this server and
//   at the `?api=` host.
// Any page asked for with `?csp` comes with a strict Content-Security-Policy (strictPolicy
// below), as security-minded partners serve theirs; `?csp=nonce` also gives every script tag
// a fresh nonce and allows <style> elements with it (the widgets' fallback where a browser
// has no constructable stylesheets).
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PARTNER_PORT ?? 4311);
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.map': 'application/json', '.css': 'text/css' };
const dist = join(root, 'packages/widgets/dist');
const mounted = (path) => {
  if (path === '/horeca-widgets.js' || path === '/horeca-widgets.js.map') return join(dist, path);
  // normalize() has already folded any '..' away, so the file stays inside the chunk folder.
  if (path.startsWith('/horeca-widgets/')) return join(dist, normalize(path));
  return undefined;
};

/** The placeholders the example uses (docs/elements.md, "A whole page to copy"). */
const EXAMPLE_CDN = 'https://your-cdn.example/horeca-widgets.js';
const EXAMPLE_API = 'https://api.example.com';

/** docs/elements.md's example: the html fence between the embed-example markers. */
function embedExample(api) {
  const doc = readFileSync(join(root, 'docs/elements.md'), 'utf8');
  const block = /<!-- embed-example:start -->\s*```html\n([\s\S]*?)```\s*<!-- embed-example:end -->/.exec(doc);
  if (!block) return undefined;
  return block[1].replaceAll(EXAMPLE_CDN, '/horeca-widgets.js').replaceAll(EXAMPLE_API, api);
}

let vendorReact;
async function partnerReact() {
  // esbuild comes with the repository's build tools (tsup, vite); loaded only when asked for.
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: "export { default as React } from 'react'; export { createRoot } from 'react-dom/client';", resolveDir: root },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
}

const head = (response, type, extra = {}) => response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...extra });

const LOOPBACK_ORIGIN = /^http:\/\/127\.0\.0\.1:\d+$/;

/**
 * A partner's strict policy: no 'unsafe-inline' for scripts or styles, Trusted Types enforced
 * and no policy allowed ('none'), so a widget may neither inject a <style> element or a style
 * attribute nor write markup or script URLs through a DOM sink. The only additions for the
 * widgets are the catalogue API: `connect-src` for its answers and `img-src` for its pictures.
 */
const strictPolicy = (api, nonce) =>
  [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    // blob: for the glitch reporter's previews of the screenshots a shopper picks.
    `img-src 'self' data: blob: ${api}`,
    `connect-src 'self' ${api}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://partner');
  const path = decodeURIComponent(url.pathname);
  if (path === '/health') return void response.end('ok');
  if (path === '/vendor/react.js') {
    vendorReact ??= partnerReact();
    return void head(response, types['.js']).end(await vendorReact);
  }
  if (path === '/embed-example.html') {
    const api = url.searchParams.get('api') ?? '';
    if (!LOOPBACK_ORIGIN.test(api)) return void response.writeHead(400).end('?api=http://127.0.0.1:<port> is required');
    const page = embedExample(api);
    return void (page ? head(response, types['.html']).end(page) : response.writeHead(404).end('docs/elements.md has no embed-example block'));
  }
  const file = mounted(normalize(path)) ?? join(root, 'e2e/partner', normalize(path === '/' ? '/index.html' : path).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end('not found');
    return;
  }
  const api = url.searchParams.get('api') ?? '';
  if (url.searchParams.has('csp') && !LOOPBACK_ORIGIN.test(api)) return void response.writeHead(400).end('?csp needs ?api=http://127.0.0.1:<port>');
  if (!url.searchParams.has('csp')) {
    head(response, types[extname(file)] ?? 'application/octet-stream');
    return void createReadStream(file).pipe(response);
  }
  const nonce = url.searchParams.get('csp') === 'nonce' ? randomBytes(16).toString('base64') : undefined;
  const body = readFileSync(file, 'utf8');
  head(response, types[extname(file)] ?? 'application/octet-stream', { 'content-security-policy': strictPolicy(api, nonce) });
  response.end(nonce ? body.replaceAll('<script ', `<script nonce="${nonce}" `) : body);
}).listen(port, '127.0.0.1', () => console.info(`[partner] http://127.0.0.1:${port}`));
