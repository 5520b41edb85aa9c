// Graceful shutdown of the HTTP server (issue 28), as load balancers expect. Before, on SIGTERM
// busy keep-alive connections were served on until a forced exit(1) after 10 s cut whatever was
// in flight. Now, from the signal:
// - readiness (/api/ready) answers 503 at once (the Lifecycle flag, http/health.ts);
// - every response not yet started says `Connection: close`, so each keep-alive client closes
//   its connection after its answer and opens the next one elsewhere;
// - for `listenMs` the process still accepts connections (answering them the same way), long
//   enough for the balancer to see readiness fail; then it stops listening, and a moment later
//   (IDLE_GRACE_MS: a connection accepted just before carries its request in that moment, and
//   is answered) closes the connections idle then;
// - at the deadline, any connection still open is closed, and the requests still running on
//   them are counted as cut.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import type { Lifecycle } from './health';

export interface DrainOptions {
  /** How long to keep accepting connections after the signal. */
  listenMs: number;
  /** When to close every connection still open, counted from the signal. */
  deadlineMs: number;
}

export interface DrainReport {
  /** Requests still running at the deadline, whose connections were closed under them. */
  cut: number;
  /** How long the drain took. */
  ms: number;
}

export interface Drainable {
  drain(options: DrainOptions): Promise<DrainReport>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Between no longer listening and closing the idle connections. Node's own server.close() does
 * both at once, and so resets a connection accepted an instant before whose request it has not
 * read yet (the shutdown test's keep-alive clients, reconnecting after each `Connection: close`,
 * saw several such resets).
 */
export const IDLE_GRACE_MS = 300;

/** Tracks `server`'s responses in progress and drains it on request. */
export function drainable(server: Server, lifecycle: Lifecycle): Drainable {
  const running = new Set<ServerResponse>();
  const closeAfterAnswer = (response: ServerResponse) => {
    // Merged into the headers the app writes; Node then closes the connection after this answer.
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  // Before the app's own listener: every request is counted, and marked once draining.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    running.add(response);
    response.once('close', () => running.delete(response));
    if (lifecycle.draining) closeAfterAnswer(response);
  });
  return {
    async drain({ listenMs, deadlineMs }) {
      const started = Date.now();
      lifecycle.draining = true;
      for (const response of running) closeAfterAnswer(response);
      let cut = 0;
      const deadline = setTimeout(() => {
        cut = running.size;
        server.closeAllConnections();
      }, Math.max(0, deadlineMs));
      try {
        if (listenMs > 0) await sleep(listenMs);
        // Stops accepting (net.Server's close: http.Server's would also close the idle
        // connections at once); the callback comes once the last connection has closed.
        const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
        await sleep(IDLE_GRACE_MS);
        server.closeIdleConnections();
        await closed;
      } finally {
        clearTimeout(deadline);
      }
      return { cut, ms: Date.now() - started };
    },
  };
}
