// A 200 whose body is not the API's JSON (a hotel Wi-Fi login page, a body cut off by a proxy)
// must fail like any other failed call: redaxios hands such a body over as a string, and a
// widget that took it for a product or a confirmation would render garbage or throw.
import { isRecord } from './persisted-atom';

export class MalformedAnswerError extends Error {
  constructor(what: string) {
    super(`The API answered ${what} with a body that is not the expected JSON.`);
    this.name = 'MalformedAnswerError';
  }
}

/** `body` when it is a JSON object, else a MalformedAnswerError naming the call. */
export function expectObject<T extends object>(body: unknown, what: string): T {
  if (!isRecord(body)) throw new MalformedAnswerError(what);
  return body as T;
}

/** `body` when it is a list of JSON objects, else a MalformedAnswerError naming the call. */
export function expectObjectList<T extends object>(body: unknown, what: string): T[] {
  if (!Array.isArray(body) || !body.every(isRecord)) throw new MalformedAnswerError(what);
  return body as T[];
}

/** The non-negative number `body[field]` (a badge's count), else a MalformedAnswerError. */
export function expectCount(body: unknown, field: string, what: string): number {
  const value = isRecord(body) ? body[field] : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new MalformedAnswerError(what);
  return value;
}
