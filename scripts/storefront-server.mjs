// The built storefront served by the API as `npm start` serves it (PUBLIC_DIR=apps/storefront/dist,
// NODE_ENV=production) on a loopback port, for the storefront benchmarks (lighthouse.mjs, inp.mjs).
// `dataDir` is seeded with 100k products on its first start.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function waitForHealth(base, api, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api && api.exitCode !== null) throw new Error(`the API exited with code ${api.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API at ${base} was not ready after ${timeoutMs / 1000} s`);
}

/** `node`'s arguments in apps/api's start script (as apps/api/start-command.ts reads them): the process a store runs. */
function apiStartArgs() {
  return JSON.parse(readFileSync(`${root}apps/api/package.json`, 'utf8')).scripts.start.split(' ').slice(1);
}

export async function startApi(port, dataDir = `${root}.data-lighthouse-${port}`) {
  const dist = `${root}apps/storefront/dist`;
  if (!existsSync(`${dist}/index.html`)) throw new Error('apps/storefront/dist is missing: run `npm run build -w @horeca/storefront` first');
  const base = `http://127.0.0.1:${port}`;
  try {
    await fetch(`${base}/api/health`);
    throw new Error(`port ${port} is taken: stop that server, set LIGHTHOUSE_PORT, or measure it with LIGHTHOUSE_URL`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('port ')) throw error;
  }
  const api = spawn('node', apiStartArgs(), {
    cwd: `${root}apps/api`,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_DIR: dist,
      STOREFRONT_URL: base,
      NODE_ENV: 'production',
      // Production refuses the published development key; a benchmark signs nothing that outlives it.
      APP_SECRET: process.env.APP_SECRET || randomBytes(32).toString('hex'),
    },
  });
  // The first start seeds 100,000 products.
  await waitForHealth(base, api, 300_000);
  return { base, stop: () => api.kill('SIGTERM') };
}

/**
 * A deep fryer's product page on the server at `base`, looked up there: the storefront
 * benchmarks' product page (a fixed address goes stale when the seed changes).
 */
export async function aDeepFryerPath(base) {
  const answer = await (await fetch(`${base}/api/frontend/categories/deep-fryers/products?per_page=1`)).json();
  const fryer = answer.data?.[0];
  if (!fryer) throw new Error(`no deep fryer at ${base}: is the catalogue seeded?`);
  return `/${[fryer.parent_category_url, fryer.category_url, fryer.url].filter(Boolean).join('/')}`;
}
