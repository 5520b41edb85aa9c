// Minimal types for the part of autocannon the bench uses (the package ships none).
declare module 'autocannon' {
  interface Request {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers?: Record<string, string>) => void;
  }
  export interface Client {
    setRequests(requests: Request[]): void;
  }
  export interface Options {
    url: string;
    connections: number;
    duration?: number;
    /** Total requests, then stop (duration is then ignored). */
    amount?: number;
    requests?: Request[];
    /** Requests per second from all connections together (a steady rate, not the most possible). */
    overallRate?: number;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    setupClient?: (client: Client) => void;
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: Client, status: number, bytes: number, ms: number) => void): void;
    /** A request that got no answer: a socket error or a timeout. */
    on(event: 'reqError', listener: (error: Error) => void): void;
  }
  export default function autocannon(options: Options): Instance;
}
