// The scale proof's cluster (issue 18): N API processes (`src/main.ts`, as `npm start` runs the
// API) on one PostgreSQL, with HAProxy from Debian in front, checking each one's readiness, and
// Debian's nginx as a page cache in front of HAProxy (issue 31: nginx.ts). Everything listens on
// 127.0.0.1 and is stopped by stop(); every wait is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_START_ARGS } from '../start-command';
import { freePort } from '../test/smtp-sink';
import { startFrontCache, type FrontCache } from './nginx';

const apiRoot = path.resolve(import.meta.dirname, '..');

export interface ApiProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed, for the proof's checks (one seed) and for failures. */
  output: string[];
}

export interface Cluster {
  balancerUrl: string;
  /** nginx's cache in front of the balancer. */
  frontCache: FrontCache;
  /** What HAProxy printed (its log of failed requests). */
  balancerOutput: string[];
  apis: ApiProcess[];
  kill(api: ApiProcess): Promise<void>;
  stop(): Promise<void>;
}

export function haproxyConfig(port: number, apis: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 2000',
    // Only requests that went wrong (a reset, a timeout, a 5xx), to stderr: the proof prints
    // them when a step fails.
    '  log stderr format raw local0 info',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option dontlog-normal',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 5s',
    // A request that could not reach a process (refused: it was killed) goes to another one.
    // Only failures before the request was sent are retried here: a POST that reached a process
    // which died before answering is the client's to retry (with its Idempotency-Key).
    '  retries 3',
    '  option redispatch',
    '  retry-on conn-failure',
    // The shopper's address for the API's per-address limits (TRUST_PROXY=1 reads it).
    '  option forwardfor',
    'frontend shoppers',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    // Readiness, not liveness (issue 28): a process shutting down, or cut off from the
    // database, answers 503 there and is taken out of the rotation until it answers 200 again.
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    // Without it a check gets `inter` (300 ms) to be answered: under a flood of cold page
    // renders a busy process answered later than that, all three were taken out and every
    // request got HAProxy's 503 (issue 31's load step). Busy is not dead: a killed process
    // refuses the check's connection at once, whatever this says.
    '  timeout check 2s',
    // Which process answered: the proof checks its requests were spread over all of them.
    '  http-response set-header X-Served-By %[srv_name]',
    ...apis.map((api) => `  server ${api.name} 127.0.0.1:${api.port} check inter 300ms fall 2 rise 2`),
    '',
  ].join('\n');
}

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitOf(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

export interface ClusterOptions {
  size: number;
  databaseUrl: string;
  env: Record<string, string>;
  /** How long the cache in front keeps a page. */
  frontCacheSeconds: number;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-scale-'));
  const apis: ApiProcess[] = [];
  // Every process writes its pages' links on the address shoppers use, the cache in front (as a
  // deploy sets PUBLIC_ORIGIN): a page is then the same bytes whichever process rendered it.
  const frontPort = await freePort();
  for (let i = 1; i <= options.size; i++) {
    const port = await freePort();
    // A DATA_DIR of its own, as on separate machines: files are shared only through the object store.
    const dataDir = path.join(scratch, `api${i}`);
    const output: string[] = [];
    const child = spawn(process.execPath, [...API_START_ARGS], {
      cwd: apiRoot,
      env: { ...process.env, ...options.env, DATABASE_URL: options.databaseUrl, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: `http://127.0.0.1:${frontPort}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    apis.push({ name: `api${i}`, port, child, output });
  }
  const balancerPort = await freePort();
  const configFile = path.join(scratch, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(balancerPort, apis));
  const haproxyOutput: string[] = [];
  // -db: in the foreground, stopped with the proof.
  const haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  haproxy.stdout?.on('data', (chunk: Buffer) => haproxyOutput.push(chunk.toString()));
  haproxy.stderr?.on('data', (chunk: Buffer) => haproxyOutput.push(chunk.toString()));

  const frontCache = startFrontCache({ port: frontPort, upstream: `127.0.0.1:${balancerPort}`, dir: path.join(scratch, 'nginx'), seconds: options.frontCacheSeconds });

  const cluster: Cluster = {
    balancerUrl: `http://127.0.0.1:${balancerPort}`,
    frontCache,
    balancerOutput: haproxyOutput,
    apis,
    async kill(api) {
      const exited = exitOf(api.child);
      api.child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      await Promise.all([...apis.map((api) => stopChild(api.child)), stopChild(haproxy), stopChild(frontCache.child)]);
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
  haproxy.once('exit', (code) => {
    if (code && code !== 0 && code !== 143) console.error(`[scale] haproxy exited (${code}):\n${haproxyOutput.join('')}`);
  });
  frontCache.child.once('exit', (code) => {
    if (code && code !== 0) console.error(`[scale] nginx exited (${code}):\n${frontCache.output.join('')}`);
  });
  return cluster;
}
