// The PostgreSQL server the chaos tests run on (scripts/with-postgres.sh), taken away and given
// back: stopped (connections refused, as a restart or a crash looks) and frozen (SIGSTOP of the
// postmaster and every backend: connections hang, as a network partition looks). Found from the
// server itself: its data directory holds the postmaster's pid and the options it started with.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface PostgresControl {
  /** `pg_ctl stop -m fast`: every connection ends, new ones are refused. */
  stop(): Promise<void>;
  /** Starts it again with the options it had; waits until it accepts connections. */
  start(): Promise<void>;
  /** SIGSTOP to the postmaster and all its children. */
  freeze(): Promise<void>;
  /** SIGCONT to the same processes. */
  thaw(): Promise<void>;
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat = '';
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // The command may hold spaces and parentheses: the fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === pid) found.push(Number(entry));
  }
  return found;
}

export async function postgresControl(url: string): Promise<PostgresControl> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ data_directory: string }>('show data_directory');
  await client.end();
  const dataDir = rows[0]!.data_directory;
  // e.g. /usr/lib/postgresql/15/bin/postgres "-D" "/tmp/horeca-pg.x/data" "-c" "listen_addresses=127.0.0.1" ...
  const opts = fs.readFileSync(path.join(dataDir, 'postmaster.opts'), 'utf8').trim();
  const [binary, ...args] = [...opts.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]!);
  const pgCtl = path.join(path.dirname(binary!), 'pg_ctl');
  const startOptions: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '-D') i += 1;
    else startOptions.push(args[i]!);
  }
  // PostgreSQL refuses to run as root; with-postgres.sh runs it as the postgres user then.
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const pgCtlRun = (...pgCtlArgs: string[]) =>
    asOwner.length ? run(asOwner[0]!, [...asOwner.slice(1), pgCtl, ...pgCtlArgs]) : run(pgCtl, pgCtlArgs);
  const logFile = path.join(path.dirname(dataDir), 'log');
  let frozen: number[] = [];
  const postmasterPid = () => Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    async stop() {
      await pgCtlRun('-D', dataDir, '-m', 'fast', '-w', 'stop');
    },
    async start() {
      await pgCtlRun('-D', dataDir, '-l', logFile, '-w', '-o', startOptions.map((option) => (/\s/.test(option) ? `"${option}"` : option)).join(' '), 'start');
    },
    async freeze() {
      const postmaster = postmasterPid();
      frozen = [postmaster, ...childrenOf(postmaster)];
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
  };
}
