// createApiClient: the HTTP layer plus one function per call of docs/behaviour.md §7.
import { createRequest, type HttpOptions, type RequestFn } from './http';
import { createEndpoints, type Endpoints } from './endpoints';

export type ApiClientOptions = HttpOptions;

export interface ApiClient extends Endpoints {
  /** The raw call, for the later store endpoints and anything not yet wrapped. */
  request: RequestFn;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const request = createRequest(options);
  return { request, ...createEndpoints(request) };
}
