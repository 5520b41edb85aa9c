// A second origin on loopback: a partner's plain static site with no build step. It serves
// e2e/partner/ and the script-tag bundle: packages/widgets/dist/horeca-widgets.js and the
// chunks it loads on demand from horeca-widgets/ beside it.
import { createReadStream, existsSync, statSync } from 'node:fs';
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

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://partner').pathname);
  if (path === '/health') return void response.end('ok');
  const file = mounted(normalize(path)) ?? join(root, 'e2e/partner', normalize(path === '/' ? '/index.html' : path).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.info(`[partner] http://127.0.0.1:${port}`));
