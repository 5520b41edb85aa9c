// fast-check arbitraries for what shoppers, bots and broken clients send: wrong types, huge
// and negative numbers, Arabic-Indic digits, prototype keys, traversal, control characters,
// oversized text, malformed JSON and malformed multipart bodies.
import fc from 'fast-check';

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  '١٢٣',
  '٠٠٧',
  '۱۲۳',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  "' OR 1=1 --",
  '"; drop table products; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '😀'.repeat(50),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
);

export const hostileString = fc.oneof(nastyStrings, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.nat().map(String));

/** A URL path segment: encoded so it stays one segment (the router sees the raw value). */
export const hostileSegment = hostileString.map((value) => encodeURIComponent(value) || '%20');

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 53, 0.1, -0.0),
);

const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.constantFrom('١٢٣', '٥'));

/** JSON values of the wrong shape: nested objects and arrays of anything. */
export const hostileJsonValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'product_id', 'quantity', 'email', 'products', 'password', 'id'), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 5 }),
})).value;

/** Body text sent as JSON: valid JSON of the wrong shape, or not JSON at all. */
export const hostileJsonText = fc.oneof(
  hostileJsonValue.map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{',
    '{"product_id": }',
    '{"__proto__": {"isAdmin": true}, "product_id": 1, "quantity": 1}',
    '{"constructor": {"prototype": {"polluted": 1}}}',
    '{"product_id": 1e999, "quantity": 1}',
    '{"product_id": "١٢٣", "quantity": "٢"}',
    '{"quantity": 99999999999999999999999}',
    '[1,2,3]',
    'null',
    '"text"',
    '\u0000',
    `{"email": "${'a'.repeat(70_000)}@example.com"}`,
    '{"products": [' + '{"product_id":1,"quantity":1},'.repeat(2_000) + '{}]}',
  ),
  fc.string({ maxLength: 60 }),
);

/** Multipart bodies whose boundary, parts or size are wrong. Returned as [content-type, body]. */
export const hostileMultipart = fc.oneof(
  fc.constant(['multipart/form-data', 'no boundary at all'] as const),
  fc.constant(['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated'] as const),
  fc.constant(['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="images[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--x'] as const),
  fc.constant(['multipart/form-data; boundary=x', '--x--\r\n'] as const),
  fc.constant(['multipart/form-data; boundary=' + 'b'.repeat(200), '--' + 'b'.repeat(200) + '--'] as const),
  fc.constant(['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"a":1}\r\n--x--\r\n'] as const),
  fc.constant(['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n' + 'a'.repeat(3 * 1024 * 1024) + '\r\n--x--\r\n'] as const),
  hostileString.map((text) => ['multipart/form-data; boundary=zz', `--zz\r\nContent-Disposition: form-data; name="${text}"\r\n\r\n${text}\r\n--zz--\r\n`] as const),
);

const padded = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * Text in a date field's format, YYYY-MM-DD, mostly naming no real day (month 13, day 45,
 * 29 February of a common year, year 0): the format check alone lets these through.
 */
export const hostileDate = fc
  .tuple(fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(2023, 2024, 2025)), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
  .map(([year, month, day]) => `${padded(year, 4)}-${padded(month, 2)}-${padded(day, 2)}`);

/** A path under the storefront's build: missing hashed assets, odd names, traversal. */
export const hostileStaticPath = fc.oneof(
  hostileSegment.map((segment) => `/assets/${segment}`),
  hostileSegment.map((segment) => `/assets/${segment}.js`),
  hostileSegment.map((segment) => `/${segment}.png`),
  hostileSegment.map((segment) => `/assets/app.js/${segment}`),
  fc.constantFrom('/assets/', '/assets/app-0000.js', '/assets/app.js.br', '/favicon.ico', '/robots.txt', '/assets/%2e%2e/index.html', '/assets/..%2f..%2fetc%2fpasswd'),
);
