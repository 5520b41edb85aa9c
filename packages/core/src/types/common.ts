// Small response shapes shared by many calls of spec section 7.

/** A numeric id as the API sends it. */
export type Id = number;

/** `{ success, message }`: what mutations without a richer answer return. */
export interface SuccessResponse {
  success: boolean;
  message?: string;
}

/** `{ data }`: the envelope of list reads ("reads data" in spec section 7). */
export interface DataResponse<T> {
  data: T;
}

/** Every 4xx/5xx body of our API (DESIGN.md): 422 adds per-field messages. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[] | string>;
}
