// An API process as `npm start` runs it (src/main.ts), for the chaos tests that kill it, stop
// it with SIGTERM or take its database away. It listens on 127.0.0.1; every wait is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../smtp-sink';

const apiRoot = path.resolve(import.meta.dirname, '../..');

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed. */
  output: string[];
  /** Its exit code and signal once it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` (SIGKILL by default) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ApiProcessOptions {
  databaseUrl: string;
  /** node-postgres names its connections with this (pg_stat_activity.application_name). */
  name: string;
  env?: Record<string, string>;
  /** How long to wait for /api/health to answer 200 (migrations and the first seed included). */
  startTimeoutMs?: number;
}

export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-chaos-'));
  const output: string[] = [];
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: 'chaos-test-secret-not-for-production-use',
      SEED_PRODUCTS: '300',
      SSR_ENTRY: 'off',
      ...options.env,
      PGAPPNAME: options.name,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited (${child.exitCode}) while starting:\n${output.join('')}`);
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((answer) => answer.status === 200, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} was not healthy within ${options.startTimeoutMs ?? 120_000} ms:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    child,
    output,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
