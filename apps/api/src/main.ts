import { loadConfig } from './config';
import { startServer } from './server';

// Entry point of `npm start`: migrate, seed on first start, listen, shut down cleanly.
function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    // A setting refused (a bad number, a test shortcut in production): its message, not a stack.
    console.error(`[api] not starting: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
const config = configOrExit();
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
