// http/drain.ts on a plain Node server (the real process under load is test/chaos/sigterm-drain):
// while draining every answer closes its connection, a connection accepted during the listen
// window is served, idle connections close when listening stops, and a request still running
// at the deadline is cut and counted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainable } from './drain';
import type { Lifecycle } from './health';

function get(agent: http.Agent, port: number, path: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('draining an HTTP server', () => {
  it('closes every connection after its answer, serves the listen window, closes the idle, cuts at the deadline', async () => {
    const lifecycle: Lifecycle = { draining: false };
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const server = http.createServer((request, response) => {
      if (request.url === '/forever') return; // never answered: cut at the deadline
      if (request.url === '/slow') void slowGate.then(() => response.end('slow'));
      else response.end('ok');
    });
    server.keepAliveTimeout = 60_000;
    const drain = drainable(server, lifecycle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;

    const busy = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(busy, port, '/')).toEqual({ status: 200, connection: 'keep-alive' });
    expect((await get(idle, port, '/')).connection).toBe('keep-alive');
    const idleSocket = Object.values(idle.freeSockets).flat()[0]!;
    const idleClosed = new Promise<number>((resolve) => idleSocket.once('close', () => resolve(Date.now())));
    const slow = get(busy, port, '/slow');
    const forever = get(new http.Agent(), port, '/forever').catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = Date.now();
    const drained = drain.drain({ listenMs: 300, deadlineMs: 1_000 });
    expect(lifecycle.draining).toBe(true);
    // A new connection in the listen window is served, and told to close.
    expect(await get(new http.Agent({ keepAlive: true }), port, '/')).toEqual({ status: 200, connection: 'close' });
    // The request in flight when draining began: its answer closes its connection.
    releaseSlow();
    expect(await slow).toEqual({ status: 200, connection: 'close' });
    const report = await drained;
    expect(report.cut).toBe(1);
    expect(await forever).toBe('ECONNRESET');
    expect(report.ms).toBeGreaterThanOrEqual(1_000);
    expect(report.ms).toBeLessThan(2_000);
    // The idle connection went when listening stopped (plus the grace), well before the deadline.
    expect((await idleClosed) - started).toBeLessThan(900);
    // No longer listening.
    await expect(get(new http.Agent(), port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    for (const agent of [busy, idle]) agent.destroy();
  });
});
