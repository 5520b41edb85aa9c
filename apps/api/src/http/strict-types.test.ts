import { array, boolean, lazy, mixed, number, object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { MUST_BE_BOOLEAN, MUST_BE_LIST, MUST_BE_NUMBER, MUST_BE_OBJECT, MUST_BE_TEXT, shapeErrors } from './strict-types';

const schema = object({
  name: string(),
  quantity: number(),
  gift: boolean(),
  tags: array().of(string()),
  lines: array().of(object({ product_id: number().required(), note: string() })),
  address: object({ city: string() }).default(undefined),
  choice: mixed().oneOf(['a', 'b']),
  either: lazy((value: unknown) => (typeof value === 'number' ? number() : string())),
});

describe('shapeErrors', () => {
  it('passes every value of the right shape, text for numbers included', () => {
    expect(shapeErrors(schema, { name: 'A', quantity: '5', gift: 'true', tags: ['x'], lines: [{ product_id: '7' }], address: { city: 'Dubai' }, either: 3 })).toEqual({});
    expect(shapeErrors(schema, {})).toEqual({});
    expect(shapeErrors(schema, { name: null, lines: undefined })).toEqual({});
  });

  it('names each field holding a list or an object where a scalar belongs, at any depth of the schema', () => {
    expect(shapeErrors(schema, { name: ['A'], quantity: [[5]], gift: [['true']], tags: [['x']], lines: [{ product_id: 1 }, { product_id: { $gt: 0 }, note: {} }], either: { a: 1 } })).toEqual({
      name: [MUST_BE_TEXT],
      quantity: [MUST_BE_NUMBER],
      gift: [MUST_BE_BOOLEAN],
      'tags[0]': [MUST_BE_TEXT],
      'lines[1].product_id': [MUST_BE_NUMBER],
      'lines[1].note': [MUST_BE_TEXT],
      either: [MUST_BE_TEXT],
    });
  });

  it('refuses an array for an object and an object for a list; mixed fields are their own tests', () => {
    expect(shapeErrors(schema, { address: [{ city: 'x' }], lines: { 0: { product_id: 1 } }, choice: [['a']] })).toEqual({ address: [MUST_BE_OBJECT], lines: [MUST_BE_LIST] });
    expect(shapeErrors(schema, [1, 2])).toEqual({ _: [MUST_BE_OBJECT] });
  });
});
