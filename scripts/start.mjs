// `npm start`: builds the storefront (when it exists) and serves it with the API from one
// process on one address. The API prints the address once it is ready.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const storefront = `${root}apps/storefront`;

if (existsSync(`${storefront}/index.html`)) {
  console.info('Building the storefront...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@horeca/storefront'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { ...process.env };
// The local store: the test payment provider (its card page lets you choose the outcome) and the
// demo customers and orders. Both are refused in production, so a production start sets neither.
if (env.NODE_ENV !== 'production') {
  env.PAYMENT_PROVIDER ??= 'test';
  env.SEED_DEMO ??= '1';
}
if (!env.PUBLIC_DIR && existsSync(`${storefront}/dist/index.html`)) env.PUBLIC_DIR = `${storefront}/dist`;

const api = spawn('npm', ['run', 'start', '-w', '@horeca/api'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
