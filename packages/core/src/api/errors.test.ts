import { describe, expect, it } from 'vitest';
import { RequestTimeoutError } from './http';
import { isAbortError, normalizeApiError, type NormalizedApiError } from './errors';

/** A redaxios rejection: the response object with its decoded body in `data`. */
const response = (status: number, data: unknown) => ({ status, statusText: '', headers: new Headers(), data });

const FALLBACK = 'Something went wrong!';

describe('normalizeApiError', () => {
  it.each<[string, unknown, NormalizedApiError]>([
    [
      '422 with the API error shape',
      response(422, { message: 'The given data was invalid.', errors: { email: ['Email is required.', 'Too short'], name: ['Name is required'] } }),
      {
        status: 422,
        message: 'The given data was invalid.',
        serverMessage: 'The given data was invalid.',
        fieldErrors: { email: ['Email is required.', 'Too short'], name: ['Name is required'] },
        code: 'ERR_BAD_REQUEST',
      },
    ],
    [
      '422 whose errors values are plain strings',
      response(422, { message: 'Invalid', errors: { email: 'Email is required.' } }),
      { status: 422, message: 'Invalid', serverMessage: 'Invalid', fieldErrors: { email: ['Email is required.'] }, code: 'ERR_BAD_REQUEST' },
    ],
    [
      '422 with empty, blank and non-text error values (dropped)',
      response(422, { message: 'Invalid', errors: { a: [], b: '  ', c: [42, null, 'kept'], d: { nested: 'x' } } }),
      { status: 422, message: 'Invalid', serverMessage: 'Invalid', fieldErrors: { c: ['kept'] }, code: 'ERR_BAD_REQUEST' },
    ],
    [
      '401 with a message',
      response(401, { message: 'Unauthenticated.' }),
      { status: 401, message: 'Unauthenticated.', serverMessage: 'Unauthenticated.', fieldErrors: {}, code: 'ERR_BAD_REQUEST' },
    ],
    [
      '429 with an empty body',
      response(429, ''),
      { status: 429, message: FALLBACK, fieldErrors: {}, code: 'ERR_BAD_REQUEST' },
    ],
    [
      '500 with a JSON message',
      response(500, { message: 'Database down' }),
      { status: 500, message: 'Database down', serverMessage: 'Database down', fieldErrors: {}, code: 'ERR_BAD_RESPONSE' },
    ],
    [
      '404 with an `error` field instead of `message`',
      response(404, { error: 'Not found' }),
      { status: 404, message: 'Not found', serverMessage: 'Not found', fieldErrors: {}, code: 'ERR_BAD_REQUEST' },
    ],
    [
      '502 with an HTML page from a proxy',
      response(502, '<html><body><h1>502 Bad Gateway</h1></body></html>'),
      { status: 502, message: FALLBACK, fieldErrors: {}, code: 'ERR_BAD_RESPONSE' },
    ],
    [
      '503 with plain text',
      response(503, 'Service Unavailable'),
      { status: 503, message: FALLBACK, fieldErrors: {}, code: 'ERR_BAD_RESPONSE' },
    ],
    [
      'a JSON array body',
      response(400, ['nope']),
      { status: 400, message: FALLBACK, fieldErrors: {}, code: 'ERR_BAD_REQUEST' },
    ],
    [
      'a message that is not text',
      response(400, { message: { en: 'x' } }),
      { status: 400, message: FALLBACK, fieldErrors: {}, code: 'ERR_BAD_REQUEST' },
    ],
    [
      'our timeout',
      new RequestTimeoutError(30_000),
      { status: 0, message: 'Request timed out. Please check your connection and try again.', fieldErrors: {}, code: 'ECONNABORTED' },
    ],
    [
      'an axios-style timeout',
      { code: 'ECONNABORTED', message: 'timeout of 30000ms exceeded' },
      { status: 0, message: 'Request timed out. Please check your connection and try again.', fieldErrors: {}, code: 'ECONNABORTED' },
    ],
    [
      'offline (fetch TypeError)',
      new TypeError('Failed to fetch'),
      { status: 0, message: FALLBACK, fieldErrors: {}, code: 'ERR_NETWORK' },
    ],
    [
      'a cancelled call',
      new DOMException('This operation was aborted', 'AbortError'),
      { status: 0, message: FALLBACK, fieldErrors: {}, code: 'ERR_CANCELED' },
    ],
    ['a programming error (its text is not for shoppers)', new Error('x is undefined'), { status: 0, message: FALLBACK, fieldErrors: {} }],
    ['a thrown string', 'boom', { status: 0, message: FALLBACK, fieldErrors: {} }],
    ['null', null, { status: 0, message: FALLBACK, fieldErrors: {} }],
    ['undefined', undefined, { status: 0, message: FALLBACK, fieldErrors: {} }],
  ])('%s', (_label, input, expected) => {
    expect(normalizeApiError(input)).toEqual(expected);
  });

  it('returns an already normalised error unchanged', () => {
    const normalized = normalizeApiError(response(422, { message: 'Invalid', errors: { email: ['Bad'] } }));
    expect(normalizeApiError(normalized)).toBe(normalized);
  });
});

describe('isAbortError', () => {
  it.each([
    [new DOMException('aborted', 'AbortError'), true],
    [new RequestTimeoutError(1000), false],
    [new TypeError('Failed to fetch'), false],
    [null, false],
  ])('%o -> %s', (input, expected) => {
    expect(isAbortError(input)).toBe(expected);
  });
});
