import { pickDefault } from './pick-default';

type Row = { id: number; is_default?: unknown };

describe('pickDefault', () => {
  it.each<[string, Row[] | null | undefined, number | null]>([
    ['the flagged item', [{ id: 1, is_default: 0 }, { id: 2, is_default: 1 }, { id: 3, is_default: 0 }], 2],
    ['the first of two flagged items', [{ id: 1, is_default: 1 }, { id: 2, is_default: 1 }], 1],
    ['nothing when none is flagged', [{ id: 1, is_default: 0 }, { id: 2 }], null],
    ['nothing for true, which is not 1', [{ id: 1, is_default: true }], null],
    ["nothing for '1', which is not 1", [{ id: 1, is_default: '1' }], null],
    ['nothing for an empty list', [], null],
    ['nothing for null', null, null],
    ['nothing for undefined', undefined, null],
  ])('picks %s', (_case, list, expectedId) => {
    expect(pickDefault(list)?.id ?? null).toBe(expectedId);
  });

  it('skips holes and nulls in a list read from storage', () => {
    const list = [null, { id: 4, is_default: 1 }] as unknown as Row[];
    expect(pickDefault(list)).toEqual({ id: 4, is_default: 1 });
  });

  it('returns nothing for a value that is not a list', () => {
    expect(pickDefault({ is_default: 1 } as unknown as Row[])).toBeNull();
  });
});
