import {
  clampCardQuantity,
  clampHeaderQuantity,
  clampQuantity,
  clampReturnQuantity,
  type QuantityInput,
  stepCardQuantity,
  stepHeaderQuantity,
  stepReturnQuantity,
} from './quantity';

// docs/behaviour.md §5: "whole numbers 1 to 99; empty resets to 1; on blur below 1 becomes 1 and above 99 becomes 99".
describe('clampCardQuantity (1 to 99)', () => {
  it.each<[QuantityInput, number]>([
    [1, 1],
    [50, 50],
    [99, 99],
    [100, 99],
    [0, 1],
    [-5, 1],
    [2.7, 2],
    [98.99, 98],
    [0.5, 1],
    [-0.5, 1],
    [1e21, 99],
    [Infinity, 99],
    [-Infinity, 1],
    [NaN, 1],
    ['', 1],
    ['   ', 1],
    [' 7 ', 7],
    ['150', 99],
    ['-3', 1],
    ['4.9', 4],
    ['1e21', 99],
    ['abc', 1],
    ['1 2', 1],
    ['0x10', 1],
    ['٥', 5],
    ['٩٩', 99],
    ['١٠٠', 99],
    ['۱۲', 12],
    [null, 1],
    [undefined, 1],
  ])('%j -> %d', (input, expected) => {
    expect(clampCardQuantity(input)).toBe(expected);
  });
});

describe('stepCardQuantity', () => {
  it.each<[QuantityInput, 1 | -1, number]>([
    [1, 1, 2],
    [2, -1, 1],
    [98, 1, 99],
    [99, 1, 99], // plus does nothing at 99
    [1, -1, 1], // minus does nothing at 1
    [150, -1, 98], // a bad value is clamped first
    ['', 1, 2],
    ['٣', -1, 2],
  ])('%j %+d -> %d', (quantity, step, expected) => {
    expect(stepCardQuantity(quantity, step)).toBe(expected);
  });
});

describe('clampHeaderQuantity (1 to 100)', () => {
  it.each<[QuantityInput, number]>([
    [1, 1],
    [99, 99],
    [100, 100],
    [101, 100],
    [0, 1],
    [-1, 1],
    [55.5, 55],
    ['', 1],
    ['١٠٠', 100],
    [1e21, 100],
    [NaN, 1],
  ])('%j -> %d', (input, expected) => {
    expect(clampHeaderQuantity(input)).toBe(expected);
  });

  it.each<[number, 1 | -1, number]>([
    [99, 1, 100],
    [100, 1, 100],
    [1, -1, 1],
  ])('steps %d %+d -> %d', (quantity, step, expected) => {
    expect(stepHeaderQuantity(quantity, step)).toBe(expected);
  });
});

describe('clampReturnQuantity (1 to the ordered quantity)', () => {
  it.each<[QuantityInput, number, number]>([
    [1, 5, 1],
    [5, 5, 5],
    [6, 5, 5],
    [0, 5, 1],
    [-2, 5, 1],
    [3.9, 5, 3],
    ['', 5, 1],
    ['٤', 5, 4],
    [1e21, 5, 5],
    [2, 1, 1],
    // a broken ordered quantity still allows returning one item
    [3, 0, 1],
    [3, -4, 1],
    [3, NaN, 1],
    [3, 2.5, 2],
    [500, Infinity, 1],
  ])('%j of %d ordered -> %d', (input, ordered, expected) => {
    expect(clampReturnQuantity(input, ordered)).toBe(expected);
  });

  it.each<[number, 1 | -1, number, number]>([
    [4, 1, 5, 5],
    [5, 1, 5, 5], // plus disabled at max
    [1, -1, 5, 1], // minus stops at 1
    [3, -1, 5, 2],
  ])('steps %d %+d with %d ordered -> %d', (quantity, step, ordered, expected) => {
    expect(stepReturnQuantity(quantity, step, ordered)).toBe(expected);
  });
});

describe('clampQuantity', () => {
  it('uses the given range', () => {
    expect(clampQuantity('12', 2, 10)).toBe(10);
    expect(clampQuantity('', 2, 10)).toBe(2);
  });
});
