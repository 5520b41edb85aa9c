// Seeds the journeys' database ahead of Playwright: `npm test` runs this beside lint, typecheck
// and the build (each mostly one thread, as the seed is), so the web server Playwright starts
// later finds the 100k catalogue in place and only opens it (the seed was about 50 s of the
// browser step's time on a quiet machine, with both workers waiting). Starts the API with the journeys' settings, waits for it to answer, stops
// it. Without the storefront (PUBLIC_DIR), which is being built beside it. Does nothing when an
// API already answers there (a local run reusing its server).
import { spawn } from 'node:child_process';
import { apiServerEnv } from './api-server';
import { API_URL } from './env';

const answers = () =>
  fetch(`${API_URL}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

if (await answers()) {
  console.log(`prepare-api-data: an API already answers at ${API_URL}; nothing to do`);
} else {
  const root = new URL('../..', import.meta.url).pathname;
  const server = spawn('npm', ['run', 'start', '-w', '@horeca/api'], { cwd: root, env: { ...process.env, ...apiServerEnv, PUBLIC_DIR: '' }, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  const deadline = Date.now() + 15 * 60_000;
  let ready = false;
  while (!ready && Date.now() < deadline) {
    const code = await Promise.race([exited, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 1_000))]);
    if (code !== 'waiting') throw new Error(`prepare-api-data: the API stopped (exit ${code}) before it answered`);
    ready = await answers();
  }
  // npm and the node process under it: the whole group.
  process.kill(-server.pid!, 'SIGTERM');
  await exited;
  if (!ready) throw new Error(`prepare-api-data: no answer from ${API_URL} within 15 minutes`);
  console.log('prepare-api-data: the journeys\' database is seeded');
}
