import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { listenForCatalogueChanges } from './cache/catalogue-changes';
import { refuseTestShortcutsInProduction, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { prepareDatabase, STARTUP_LOCK } from './db/prepare';
import { buildDeps, type AppDeps } from './deps';
import { startHousekeeping } from './housekeeping';
import type { SeedReport } from './seed/index';
import { sweepStaleUploads } from './uploads/temp-sweep';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  database: Database;
  seed: SeedReport | null;
  close(): Promise<void>;
}

/**
 * Idle keep-alive connections stay open for 65 s, longer than the clients and proxies in front
 * keep theirs (a load balancer's idle timeout is typically 60 s). With Node's default of 5 s, a
 * client that reuses a connection just as the server drops it gets ECONNRESET: the e2e's
 * request context did, now and then, between two steps of a test.
 */
const KEEP_ALIVE_MS = 65_000;

function keepIdleConnections(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // The usual pairing behind a load balancer: the headers timeout a little above the idle one.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
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
  const database = opened ?? (await openDatabase(config));
  try {
    const seed = await prepareDatabase(database, config, logger);
    const deps = buildDeps(config, database, logger);
    await sweepStaleUploads(deps.commerce.uploadTempDir);
    // pg-boss creates its schema and queues on first start; several processes doing it at once
    // deadlock in PostgreSQL (the scale proof saw it), so one at a time, as with the migrations.
    await database.withSessionLock(STARTUP_LOCK, () => deps.commerce.mailer.start());
    const { app } = createApp(deps);
    const server = await new Promise<ServerType>((resolve) => {
      const created = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(created));
    });
    keepIdleConnections(server);
    const stopHousekeeping = startHousekeeping(database.db, logger);
    const stopListening = await listenForCatalogueChanges(database, config.databaseUrl, logger);
    const port = (server.address() as AddressInfo).port;
    const close = async () => {
      stopHousekeeping();
      await stopListening();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; idle ones can go at once.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      // After the last request (which may have queued a mail), before the database goes.
      await deps.commerce.mailer.stop();
      await database.close();
    };
    return { url: `http://${config.host}:${port}`, port, deps, database, seed, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}
