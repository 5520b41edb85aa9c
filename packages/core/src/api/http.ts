// The one place that talks HTTP: a redaxios instance with JSON bodies, the Bearer header,
// per-call timeouts and cancellation. Endpoint files describe calls; they never touch fetch.
import redaxios from 'redaxios';
import type { Locale } from '../locale/locale';
import { failedIn } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method: HttpMethod;
  /** Path under `${baseURL}/api`, starting with '/'. */
  path: string;
  /** Query parameters; null and undefined ones are left out. */
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData goes as multipart with the browser's boundary. */
  body?: object | FormData;
  headers?: Record<string, string>;
  /** Abort after this many ms with an error whose code is 'ECONNABORTED'. */
  timeoutMs?: number;
  /** Cancels the call (a newer search replaces a stale one). */
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
}

export type RequestFn = <T>(request: ApiRequest) => Promise<ApiResponse<T>>;

export interface HttpOptions {
  /** The catalogue host, e.g. 'https://api.example.com' or '' for the page's own origin. */
  baseURL: string;
  /** The stored authToken, read on every call so sign-in and sign-out apply at once. */
  getToken: () => string | null | undefined;
  /**
   * The page's language, read on every call like the token. Other than English it goes as the
   * `lang` query parameter of every call (issue 23), so the API answers in it and every cache
   * keyed by the URL (swr's, a CDN's) keeps the languages apart.
   */
  getLocale?: () => Locale | null | undefined;
  /** A fetch implementation; the global fetch, looked up per call, when omitted. */
  fetch?: typeof fetch;
  /** Default timeout for every call; the spec has none except the claim. */
  timeoutMs?: number;
}

/** The error a timed-out call rejects with; the code is the one axios-style callers test. */
export class RequestTimeoutError extends Error {
  readonly code = 'ECONNABORTED';
  constructor(readonly timeoutMs: number) {
    super(`timeout of ${timeoutMs}ms exceeded`);
    this.name = 'RequestTimeoutError';
  }
}

export function buildUrl(apiRoot: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${apiRoot}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

export function createRequest(options: HttpOptions): RequestFn {
  const apiRoot = `${options.baseURL.replace(/\/+$/, '')}/api`;
  // Called as an arrow so a browser's fetch never runs with a foreign `this`.
  const baseFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  // URLs are resolved here, not by redaxios' baseURL, which skips any URL containing '//'.
  const http = redaxios.create({ headers: { Accept: 'application/json' } });

  return async function request<T>(req: ApiRequest): Promise<ApiResponse<T>> {
    const controller = new AbortController();
    const unlink = followSignal(req.signal, controller);
    const timeoutMs = req.timeoutMs ?? options.timeoutMs;
    let timedOut = false;
    const timer =
      timeoutMs !== undefined && timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;

    const headers: Record<string, string> = { ...req.headers };
    const token = options.getToken()?.trim();
    if (token) headers.Authorization = `Bearer ${token}`;
    const locale = options.getLocale?.();
    const query = inLanguage(req.query, locale);

    // Settles the call the moment it is aborted, even when a custom fetch ignores the
    // signal or the body stalls (redaxios swallows body errors and would resolve empty).
    const abandoned = new Promise<never>((_, reject) => {
      const onAbort = () =>
        reject(timedOut && timeoutMs !== undefined ? new RequestTimeoutError(timeoutMs) : controller.signal.reason);
      if (controller.signal.aborted) onAbort();
      else controller.signal.addEventListener('abort', onAbort, { once: true });
    });

    try {
      const response = await Promise.race([
        http<T>(buildUrl(apiRoot, req.path, query), {
          method: req.method,
          headers,
          data: req.body,
          fetch: (input, init) => baseFetch(input, { ...init, signal: controller.signal }),
        }),
        abandoned,
      ]);
      return { status: response.status, data: response.data };
    } catch (error) {
      // A failure the client names itself (a timeout, no network) is said in the call's language.
      failedIn(error, locale);
      throw error;
    } finally {
      clearTimeout(timer);
      unlink();
    }
  };
}

/** `query` with the language (the `lang` parameter): English, the API's default, is not named. */
export function inLanguage(query: Record<string, QueryValue> | undefined, locale: Locale | null | undefined): Record<string, QueryValue> | undefined {
  return locale && locale !== 'en' ? { ...query, lang: locale } : query;
}

/** Aborts `controller` when `signal` aborts; returns the unsubscribe. */
function followSignal(signal: AbortSignal | undefined, controller: AbortController): () => void {
  if (!signal) return () => {};
  if (signal.aborted) {
    controller.abort(signal.reason);
    return () => {};
  }
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}
