import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { listenForCatalogueChanges } from './cache/catalogue-changes';
import { refuseTestShortcutsInProduction, type AppConfig, type ShutdownConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { prepareDatabase, STARTUP_LOCK } from './db/prepare';
import { buildDeps, type AppDeps } from './deps';
import { drainable, type DrainReport } from './http/drain';
import { startHousekeeping } from './housekeeping';
import type { SeedReport } from './seed/index';
import { sweepStaleUploads } from './uploads/temp-sweep';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  database: Database;
  seed: SeedReport | null;
  /**
   * Drains and stops (http/drain.ts): keeps accepting for `listenMs` (0 by default: tests and
   * tools stop at once), closes what is still open at `timeoutMs`, stops the mail worker, then
   * the database. Answers how many requests were cut and how long it took.
   */
  close(options?: Partial<ShutdownConfig>): Promise<ShutdownReport>;
}

export interface ShutdownReport extends DrainReport {
  /** The database pool closed in time (a frozen server can hold its connections' goodbyes). */
  databaseClosed: boolean;
}

/**
 * Idle keep-alive connections stay open for 65 s, longer than the clients and proxies in front
 * keep theirs (a load balancer's idle timeout is typically 60 s). With Node's default of 5 s, a
 * client that reuses a connection just as the server drops it gets ECONNRESET: the e2e's
 * request context did, now and then, between two steps of a test.
 */
const KEEP_ALIVE_MS = 65_000;
/** Kept from the shutdown deadline for what comes after the connections: the database's goodbye. */
const DATABASE_CLOSE_MS = 1_000;

function keepIdleConnections(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // The usual pairing behind a load balancer: the headers timeout a little above the idle one.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

/** `work`, or false once `ms` have passed. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens the database, migrates, seeds an empty database, then starts listening: the
 * server only accepts connections (and /api/health only answers) once it is ready.
 */
export async function startServer(
  config: AppConfig,
  logger: AppDeps['logger'] = console,
  opened?: Database,
): Promise<RunningServer> {
  // Before anything opens: a production store with a test shortcut does not start at all.
  refuseTestShortcutsInProduction(config);
  // Requests run on a pool with time limits (issue 28). Start-up work may run long statements
  // (migrations, the first seed) and wait long for the start-up lock while another process
  // seeds: on PostgreSQL it has a pool of its own without them, closed once the server is up.
  const database = opened ?? (await openDatabase(config, { timeouts: config.databaseTimeouts }));
  const startup = database.driver === 'postgres' && !opened ? await openDatabase(config) : database;
  try {
    const seed = await prepareDatabase(startup, config, logger);
    const deps = buildDeps(config, database, logger);
    await sweepStaleUploads(deps.commerce.uploadTempDir);
    // pg-boss creates its schema and queues on first start; several processes doing it at once
    // deadlock in PostgreSQL (the scale proof saw it), so one at a time, as with the migrations.
    await startup.withSessionLock(STARTUP_LOCK, () => deps.commerce.mailer.start());
    if (startup !== database) await startup.close();
    const { app } = createApp(deps);
    const server = await new Promise<ServerType>((resolve) => {
      const created = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(created));
    });
    keepIdleConnections(server);
    const http = drainable(server as Server, deps.lifecycle);
    const stopHousekeeping = startHousekeeping(database.db, logger);
    const stopListening = await listenForCatalogueChanges(database, config.databaseUrl, logger);
    const port = (server.address() as AddressInfo).port;
    const close = async ({ listenMs = 0, timeoutMs = config.shutdown.timeoutMs }: Partial<ShutdownConfig> = {}): Promise<ShutdownReport> => {
      const started = Date.now();
      // The mail worker stops beside the HTTP drain: a request still running can queue its mail
      // all the same (the job is written in the request's own transaction).
      const [drained] = await Promise.all([
        http.drain({ listenMs, deadlineMs: Math.max(0, timeoutMs - DATABASE_CLOSE_MS) }),
        deps.commerce.mailer.stop(),
      ]);
      stopHousekeeping();
      await stopListening();
      const databaseClosed = await within(database.close(), Math.max(100, timeoutMs - (Date.now() - started)));
      return { ...drained, ms: Date.now() - started, databaseClosed };
    };
    return { url: `http://${config.host}:${port}`, port, deps, database, seed, close };
  } catch (error) {
    if (startup !== database) await startup.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}
