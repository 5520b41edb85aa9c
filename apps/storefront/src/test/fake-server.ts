// A stand-in for the API at the fetch boundary: each test lists the calls it expects as
// 'METHOD /api/path' with an answer; anything else answers 404, and every call is recorded
// with its parsed body, so a test asserts what the page really sent.
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
/** A reply, or one made from the call (a promise: the answer waits until the test lets it go). */
export type Answer = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

export interface FakeServer {
  calls: RecordedCall[];
  on: (route: string, answer: Answer) => void;
  callsTo: (route: string) => RecordedCall[];
}

async function readBody(init: RequestInit | undefined): Promise<unknown> {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  return body;
}

export function fakeServer(routes: Record<string, Answer> = {}): FakeServer {
  const table = new Map(Object.entries(routes));
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    const call: RecordedCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: await readBody(init),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const answer = table.get(`${call.method} ${call.path}`);
    const result: Reply = typeof answer === 'function' ? await answer(call) : (answer ?? { status: 404, body: { message: 'Not found' } });
    return new Response(JSON.stringify(result.body ?? {}), {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...result.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    on: (route, answer) => void table.set(route, answer),
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
