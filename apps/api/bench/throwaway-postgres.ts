import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  databaseUrl: string;
  stop(): void;
}

/** The newest /usr/lib/postgresql/<version>/bin holding pg_ctl, as scripts/with-postgres.sh looks. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')));
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

/**
 * A clean PostgreSQL cluster on 127.0.0.1:`port` in a temp folder, the same way
 * scripts/with-postgres.sh starts one for the tests; null when PostgreSQL is not installed.
 */
export function startThrowawayPostgres(port: number): ThrowawayPostgres | null {
  const bin = postgresBin();
  if (!bin) return null;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-bench-pg-'));
  // PostgreSQL refuses to run as root; Debian's package creates the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', root]);
  const run = (tool: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'ignore' }) : execFileSync(path.join(bin, tool), args, { stdio: 'ignore' });
  const data = path.join(root, 'data');
  run('initdb', ['-D', data, '-U', 'horeca', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', ['-D', data, '-l', path.join(root, 'log'), '-w', '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c max_connections=200 -c fsync=off`, 'start']);
  return {
    databaseUrl: `postgres://horeca@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
