import { describe, expect, it } from 'vitest';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth';

const nested = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels);

describe('jsonNestedDeeperThan', () => {
  it('lets the limit itself through and refuses one level more', () => {
    expect(jsonNestedDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestedDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestedDeeperThan(`{"a":${nested(MAX_JSON_DEPTH - 1)}}`)).toBe(false);
    expect(jsonNestedDeeperThan(`{"a":${nested(MAX_JSON_DEPTH)}}`)).toBe(true);
  });

  it('counts objects and arrays alike, and siblings do not add up', () => {
    expect(jsonNestedDeeperThan('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":{"b":{"c":[1]}}}', 3)).toBe(true);
    expect(jsonNestedDeeperThan(`[${Array.from({ length: 1000 }, () => '[[1]]').join(',')}]`, 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestedDeeperThan(JSON.stringify({ text: '[[[[[[[[[[{{{{{{{{' }), 2)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify({ text: 'say \\"[[[[ and "[[[[' }), 2)).toBe(false);
    expect(jsonNestedDeeperThan('{"a\\\\":[[[1]]]}', 3)).toBe(true); // a backslash ending a key does not hide the quote
  });

  it('scans a 2,200-level body in one pass, however deep', () => {
    expect(jsonNestedDeeperThan(`{"email":"a@b.co","password":${nested(2200)}}`)).toBe(true);
    expect(jsonNestedDeeperThan(nested(1_000_000))).toBe(true); // no recursion: no stack to overflow
  });
});
