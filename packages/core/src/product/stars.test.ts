import { singleStarState, starStates, type StarState } from './stars';

const F: StarState = 'full';
const H: StarState = 'half';
const E: StarState = 'empty';

describe('starStates (0 to 5 with half stars)', () => {
  it.each<[number | string | null | undefined, StarState[]]>([
    [0, [E, E, E, E, E]],
    [0.4, [E, E, E, E, E]],
    [0.5, [H, E, E, E, E]],
    [1, [F, E, E, E, E]],
    [2.49, [F, F, E, E, E]],
    [2.5, [F, F, H, E, E]],
    [3.7, [F, F, F, H, E]],
    [4.99, [F, F, F, F, H]],
    [5, [F, F, F, F, F]],
    [7, [F, F, F, F, F]],
    [1e21, [F, F, F, F, F]],
    [Infinity, [F, F, F, F, F]],
    [-1, [E, E, E, E, E]],
    [NaN, [E, E, E, E, E]],
    ['4.5', [F, F, F, F, H]],
    ['٣', [F, F, F, E, E]],
    ['', [E, E, E, E, E]],
    ['great', [E, E, E, E, E]],
    [null, [E, E, E, E, E]],
    [undefined, [E, E, E, E, E]],
  ])('%j -> %j', (rating, expected) => {
    expect(starStates(rating)).toEqual(expected);
  });

  it('supports another scale', () => {
    expect(starStates(2.5, 3)).toEqual([F, F, H]);
  });

  it.each([0, -1, 2.5, NaN, 11, 1e21])('refuses a scale of %d stars', (max) => {
    expect(() => starStates(3, max)).toThrow(RangeError);
  });
});

// docs/behaviour.md §2.9: "one star, full if the rating is at least 1, half if the fraction is .5 or more".
describe('singleStarState', () => {
  it.each<[number | string | null, StarState]>([
    [0, E],
    [0.49, E],
    [0.5, H],
    [0.99, H],
    [1, F],
    [4.2, F],
    [-3, E],
    [NaN, E],
    [null, E],
    ['0.5', H],
  ])('%j -> %s', (rating, expected) => {
    expect(singleStarState(rating)).toBe(expected);
  });
});
