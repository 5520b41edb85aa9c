import { loadConfig } from './config';
import { startServer } from './server';

// Entry point of `npm start`: migrate, seed on first start, listen, shut down cleanly.
const config = loadConfig();
const running = await startServer(config);
console.info(`[api] listening on ${running.url} (database: ${running.database.driver}, data: ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.info(`[api] ${signal} received, closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[api] error while closing', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
