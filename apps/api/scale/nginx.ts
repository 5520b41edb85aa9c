// The scale proof's cache in front (issue 31): Debian's nginx with nginx.conf.template, in the
// foreground, listening on 127.0.0.1 in front of the balancer, its cache in the proof's scratch
// folder. Stopped with the cluster.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const TEMPLATE = path.join(import.meta.dirname, 'nginx.conf.template');

export interface FrontCacheSlots {
  port: number;
  /** host:port of what it caches for (the balancer). */
  upstream: string;
  /** Its pid file, temp files and cache. */
  dir: string;
  /** How long it keeps a page. */
  seconds: number;
}

export function nginxConfig(slots: FrontCacheSlots): string {
  const values: Record<string, string> = { PORT: String(slots.port), UPSTREAM: slots.upstream, DIR: slots.dir, SECONDS: String(slots.seconds) };
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z]+)\}\}/g, (slot, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.conf.template: no value for ${slot}`);
    return value;
  });
}

export interface FrontCache {
  url: string;
  child: ChildProcess;
  output: string[];
}

export function startFrontCache(slots: FrontCacheSlots): FrontCache {
  // Run as root (CI), nginx's workers drop to nobody: they must reach the cache folder.
  fs.mkdirSync(slots.dir, { recursive: true, mode: 0o777 });
  fs.chmodSync(slots.dir, 0o777);
  fs.chmodSync(path.dirname(slots.dir), 0o755);
  const configFile = path.join(slots.dir, 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig(slots));
  const output: string[] = [];
  // -e: its start-up errors to stderr too, not to the packaged log file.
  const child = spawn('nginx', ['-e', 'stderr', '-p', slots.dir, '-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { url: `http://127.0.0.1:${slots.port}`, child, output };
}
