import http from 'node:http';

// Latency at a steady request rate, measured the way wrk2 does: requests leave at evenly
// spaced moments (an open loop), and each one's latency runs from the moment it was due, so a
// server (or client) that falls behind is charged for the wait (no coordinated omission).
//
// Not autocannon's `overallRate`: it lets each connection send its whole quota for a second at
// the start of that second (lib/httpClient.js, `reqsMadeThisSecond`), so '300 req/s on 10
// connections' is a burst of 10 concurrent requests every 33 ms of each second, then silence,
// and its p99 measures the burst (measured here: 2 ms on 1 connection, 24-32 ms on 10 and
// 94 ms on 30, at the same 300 req/s against the same server).

export interface PacedResult {
  sent: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export interface PacedOptions {
  headers?: Record<string, string>;
  /** Sees each answer's body as sent, with its Content-Encoding. */
  onBody?: (body: Buffer, encoding: string | undefined) => void;
}

/** GETs `paths` round-robin from `base` at `rate` per second for `seconds`. */
export async function pacedLoad(base: string, paths: string[], rate: number, seconds: number, options: PacedOptions = {}): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL(base);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;

  const send = (due: number, path: string) =>
    new Promise<void>((done) => {
      const request = http.get({ agent, host: url.hostname, port: url.port, path, headers: options.headers }, (response) => {
        const chunks: Buffer[] = [];
        if (options.onBody) response.on('data', (chunk: Buffer) => chunks.push(chunk));
        else response.resume();
        response.on('end', () => {
          options.onBody?.(Buffer.concat(chunks), response.headers['content-encoding']);
          if (response.statusCode !== 200) errors += 1;
          latencies.push(performance.now() - due);
          done();
        });
      });
      request.on('error', () => {
        errors += 1;
        done();
      });
    });

  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  await new Promise<void>((finished) => {
    const tick = () => {
      const now = performance.now();
      // Everything due by now leaves now; its latency still counts from when it was due.
      while (sent < total && start + sent * interval <= now) {
        inFlight.push(send(start + sent * interval, paths[sent % paths.length]!));
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else finished();
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return { sent, errors, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1) ?? 0) };
}
