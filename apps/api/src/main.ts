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
/**
 * Graceful shutdown (issue 28, src/http/drain.ts): readiness fails at once, every answer closes
 * its connection, the process stops listening after SHUTDOWN_LISTEN_SECONDS, closes whatever is
 * left at SHUTDOWN_TIMEOUT_SECONDS, stops the mail worker and exits 0. Only if closing itself
 * hangs past that (it should not) does a last timer exit 1.
 */
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  const { listenMs, timeoutMs } = config.shutdown;
  console.info(`[api] ${signal} received: draining (listening ${listenMs / 1000} s more, all closed within ${timeoutMs / 1000} s)`);
  const force = setTimeout(() => {
    console.error('[api] shutdown did not finish in time; exiting');
    process.exit(1);
  }, timeoutMs + 2_000);
  force.unref();
  running.close({ listenMs, timeoutMs }).then(
    (report) => {
      console.info(`[api] stopped in ${report.ms} ms: ${report.cut} request(s) cut at the deadline${report.databaseClosed ? '' : ', the database did not say goodbye in time'}`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error('[api] error while closing', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
