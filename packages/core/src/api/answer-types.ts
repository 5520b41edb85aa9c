// Small response shapes shared by many calls of docs/behaviour.md §7.

/** A numeric id as the API sends it. */
export type Id = number;

/** `{ success, message }`: what mutations without a richer answer return. */
export interface SuccessResponse {
  success: boolean;
  message?: string;
}

/** `{ data }`: the envelope of list reads ("reads data" in docs/behaviour.md §7). */
export interface DataResponse<T> {
  data: T;
}

/** Every 4xx/5xx body of our API (docs/behaviour.md §8): 422 adds per-field messages. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[] | string>;
}
