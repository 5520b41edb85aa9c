import { array, object, string } from 'yup';
import { collectErrors, firstError } from './validate';

const schema = object({
  a: string().required('A is required').min(3, 'A is short'),
  b: string().required('B is required'),
  list: array().of(string().required('Item is empty')),
});

describe('collectErrors', () => {
  it('lists every failing field with its first message, api-shaped', () => {
    // '' breaks both rules of a; only the first written one is reported
    expect(collectErrors(schema, { a: '', b: '' })).toEqual({ a: ['A is required'], b: ['B is required'] });
    expect(collectErrors(schema, { a: 'ab', b: '' })).toEqual({ a: ['A is short'], b: ['B is required'] });
  });

  it('is empty when the values pass', () => {
    expect(collectErrors(schema, { a: 'abc', b: 'x' })).toEqual({});
  });

  it('reports array items under the array key', () => {
    expect(collectErrors(schema, { a: 'abc', b: 'x', list: ['', 'ok', ''] })).toEqual({ list: ['Item is empty'] });
  });

  it('passes the context to the tests', () => {
    const withContext = object({
      n: string().test('ctx', 'Too many', function check() {
        return (this.options.context as { ok?: boolean } | undefined)?.ok === true;
      }),
    });
    expect(collectErrors(withContext, { n: 'x' }, { ok: true })).toEqual({});
    expect(collectErrors(withContext, { n: 'x' }, { ok: false })).toEqual({ n: ['Too many'] });
  });
});

describe('firstError', () => {
  it.each([
    [{ b: ['B'], a: ['A'] }, ['a', 'b'], 'A'],
    [{ b: ['B'], a: ['A'] }, ['b', 'a'], 'B'],
    [{ c: ['C'] }, ['a', 'b'], 'C'], // a field outside the order still counts
    [{}, ['a'], null],
  ])('%j in order %j -> %j', (errors, order, expected) => {
    expect(firstError(errors, order)).toBe(expected);
  });
});
