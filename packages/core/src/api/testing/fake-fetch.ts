// A fetch stand-in for the client tests: records every call and answers from a script.

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}

export type Responder = (call: RecordedCall) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
  /** The only call made; fails the test when there were none or several. */
  lastCall(): RecordedCall;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function fakeFetch(respond: Responder = () => json({ success: true })): FakeFetch {
  const calls: RecordedCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: lowerCaseHeaders(init?.headers),
      body: init?.body,
      signal: init?.signal,
    };
    calls.push(call);
    return respond(call);
  };
  return {
    fetch: fetchImpl as typeof fetch,
    calls,
    lastCall() {
      if (calls.length !== 1) throw new Error(`expected exactly one call, saw ${calls.length}`);
      return calls[0] as RecordedCall;
    },
  };
}

/** Never answers; rejects with the signal's reason once the call is aborted, as fetch does. */
export function hangingResponder(call: RecordedCall): Promise<Response> {
  return new Promise((_, reject) => {
    const signal = call.signal;
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function lowerCaseHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}
