// Attack replay: a stranger posts a 40 MiB JSON body to an anonymous route. It must be refused
// with a 413 in the one error shape, before the server reads it (Content-Length) or as soon
// as the running count passes the limit (a chunked body), and the socket is then closed.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../harness';

let api: TestApi;
useTestApi({}, (started) => (api = started));

const FORTY_MIB = 40 * 1024 * 1024;
const CHUNK = Buffer.from(`"${'a'.repeat(64 * 1024 - 2)}",`);
const CHUNKS = Math.floor(FORTY_MIB / CHUNK.length);
/** '[' + chunks + '1]': a whole, valid JSON array of about 40 MiB. */
const TOTAL = 1 + CHUNKS * CHUNK.length + 2;

interface RawAnswer {
  status: number;
  body: { message?: string };
  /** Bytes of the body this client had written when the answer came. */
  sentBeforeAnswer: number;
  /** The server closed the connection after answering. */
  closedByServer: boolean;
}

/** Writes up to 40 MiB of a JSON array (declared or chunked) until the server answers. */
function postHuge(path: string, mode: 'declared' | 'chunked'): Promise<RawAnswer> {
  const url = new URL(path, api.baseUrl);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (mode === 'declared') headers['content-length'] = TOTAL;
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers, agent: false });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.on('response', (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const socket = req.socket;
        const finish = (closedByServer: boolean) =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RawAnswer['body'], sentBeforeAnswer, closedByServer });
        if (!socket || socket.destroyed) finish(true);
        else socket.once('close', () => finish(true));
        req.destroy();
      });
    });
    const pump = () => {
      if (answered) return;
      if (sent === 0) req.write('[');
      while (!answered && sent < CHUNKS * CHUNK.length) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end('1]');
    };
    pump();
  });
}

describe('JSON body limit', () => {
  it.each(['declared', 'chunked'] as const)('refuses a 40 MiB body (%s length) on an anonymous route with a 413, unread', async (mode) => {
    const answer = await postHuge('/api/frontend/recent-products', mode);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'The request body is too large. The limit is 64 KB.', message_key: 'api.requestBodyTooLarge' });
    // Refused early: the server did not wait for the 40 MiB (socket buffers hold a few MB at most).
    expect(answer.sentBeforeAnswer).toBeLessThan(TOTAL / 2);
    expect(answer.closedByServer).toBe(true);
  });

  it('still reads a body under the limit', async () => {
    const res = await api.post('/api/newsletters', { email: `limit-${Date.now()}@example.com` });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it('answers the next request on a fresh connection after a refusal', async () => {
    await postHuge('/api/frontend/recent-products', 'chunked');
    const res = await api.get('/api/health');
    expect(res.status).toBe(200);
  });
});
