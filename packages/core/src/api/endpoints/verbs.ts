// The two shapes of call the resource modules make, on the one request function (so the
// Bearer header, time-outs and error shape are the client's): a read and a change.
import type { RequestFn } from '../http';

export type Query = Record<string, string | number | boolean | undefined>;

export function verbs(request: RequestFn) {
  return {
    get: async <T>(path: string, query?: Query) => (await request<T>({ method: 'GET', path, ...(query ? { query } : {}) })).data,
    send: async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object, headers?: Record<string, string>) =>
      (await request<T>({ method, path, ...(body ? { body } : {}), ...(headers ? { headers } : {}) })).data,
  };
}
