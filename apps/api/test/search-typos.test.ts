import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { termStats } from '../src/search/term-stats';
import { similarity, trigrams, TrigramIndex } from '../src/search/trigrams';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Misspellings of a word: letters swapped, dropped, replaced, doubled, one appended. */
function misspellings(word: string): string[] {
  const middle = Math.floor(word.length / 2);
  return [
    word.slice(0, middle - 1) + word[middle] + word[middle - 1] + word.slice(middle + 1),
    word.slice(0, middle) + word.slice(middle + 1),
    word.slice(0, middle) + (word[middle] === 'x' ? 'q' : 'x') + word.slice(middle + 1),
    word.slice(0, middle) + word[middle] + word.slice(middle),
    `${word}s`,
  ];
}

describe('typo correction from the vocabulary in memory', () => {
  it('trigrams and similarity are those of pg_trgm', async () => {
    const words = ['a', 'ab', 'vulcan', 'aaaa', 'refrigerator', '18'];
    const rows = await queryRows<{ word: string; grams: string[] }>(api.db, sql`
      select w as word, show_trgm(w) as grams from json_array_elements_text(${JSON.stringify(words)}::json) w`);
    for (const row of rows) expect([...trigrams(row.word)].sort(), row.word).toEqual([...row.grams].sort());
    const [pair] = await queryRows<{ score: number }>(api.db, sql`select similarity('vulcna', 'vulcan') as score`);
    const shared = [...trigrams('vulcna')].filter((gram) => trigrams('vulcan').has(gram)).length;
    expect(similarity(shared, trigrams('vulcna').size, trigrams('vulcan').size)).toBe(Math.fround(pair!.score)); // the driver prints float4 shortest: 0.4 for 0.4000000059...
  });

  it('corrects every misspelling of catalogue words as the trigram query on search_terms does', async () => {
    const terms = await queryRows<{ term: string }>(api.db, sql`select term from search_terms where length(term) >= 4 order by term`);
    const typed = [...new Set([...terms.filter((_, i) => i % 3 === 0).flatMap((row) => misspellings(row.term)), 'qqzx', 'zzzzzz', 'xyz'])];
    // The reference: what search asked the database before (pg_trgm's % operator and
    // similarity through the trigram index), with the alphabetical tie-break made explicit.
    const expected = await queryRows<{ word: string; term: string | null }>(api.db, sql`
      select w as word, (
        select term from search_terms where term % w
        order by similarity(term, w) desc, frequency desc, term limit 1
      ) as term
      from json_array_elements_text(${JSON.stringify(typed)}::json) w`);
    const stats = await termStats(api.db);
    const actual = expected.map((row) => ({ word: row.word, term: stats.closestTerm(row.word) }));
    expect(actual).toEqual(expected);
    // Not a vacuous comparison: most misspellings are corrected, some have no near word.
    expect(expected.filter((row) => row.term !== null && row.term !== row.word).length).toBeGreaterThan(typed.length / 2);
    expect(expected.some((row) => row.term === null)).toBe(true);
  });

  it('ranks by similarity, then frequency, then alphabetically; below 0.3 is no match', () => {
    const index = new TrigramIndex([
      { term: 'steel', frequency: 5 },
      { term: 'steam', frequency: 9 },
      { term: 'abcd', frequency: 1 },
      { term: 'abce', frequency: 2 },
      { term: 'abcf', frequency: 2 },
    ]);
    expect(index.closest('steel')).toBe('steel');
    // 'steem' shares 4 of 8 trigrams with 'steel', 3 of 9 with the more frequent 'steam'.
    expect(index.closest('steem')).toBe('steel');
    // 'abcx' is equally close (3/7) to all three: the most frequent, then the first.
    expect(index.closest('abcx')).toBe('abce');
    expect(index.closest('qqqq')).toBeNull();
  });
});
