// Search as you type (prefix, SKU and typo tolerant) and plain-language search (synonyms,
// price and sale intent), over the engine in engine.ts.
import type { Locale } from '@horeca/core/locale';
import type { Db } from '../db/client';
import { catalogueCache } from '../catalogue/catalogue-cache';
import { answerCache } from './answer-cache';
import { searchCatalogue } from './engine';
import { interpretQuery } from './nlp';
import { termStats } from './term-stats';
import { countMiss } from './misses';
import { searchResults, type SearchResultsQuery } from './results';
import { MAX_PREFIX_LENGTH } from './tokenize';

export function createSearchService(db: Db, options: { answerCache: boolean }) {
  return {
    /**
     * Products (7), categories (4), brands (4) for what the shopper typed, as JSON: popular
     * prefixes are answered from a cache dropped when the catalogue changes (answer-cache.ts),
     * kept per language of the answer (the same words name products in English or Arabic).
     */
    suggestAnswer(text: string, origin: string, locale: Locale = 'en'): Promise<string> {
      const compute = async () => JSON.stringify(await searchCatalogue(db, await catalogueCache(db, locale), text, { origin }));
      return options.answerCache ? answerCache(db).get(`${locale}\n${origin}\n${text}`, compute) : compute();
    },

    /** The results page: every match, paged, with facets; a search that found few is counted (misses.ts). */
    async results(query: SearchResultsQuery, origin: string, locale: Locale = 'en') {
      const answer = await searchResults(db, locale, origin, query);
      const unfiltered = query.page === 1 && !query.brand && !query.category && query.rating === undefined && query.min_price === undefined && query.max_price === undefined && !query.in_stock;
      if (unfiltered) await countMiss(db, query.query, answer.meta.total);
      return answer;
    },

    /** Plain-language search: the query interpreted, then searched. */
    async interpreted(text: string, origin: string, locale: Locale = 'en') {
      const cache = await catalogueCache(db, locale);
      // A word is "known" when it is a prefix (of suggestion length) of a catalogue word:
      // answered from memory, where it took a database lookup per candidate word.
      const stats = await termStats(db);
      const known = (word: string) => word.length > 0 && word.length <= MAX_PREFIX_LENGTH && stats.prefixFrequency(word) > 0;
      const interpreted = interpretQuery(text, known);
      const result = await searchCatalogue(db, cache, interpreted.text, { origin: origin, order: interpreted.order, onSaleOnly: interpreted.onSaleOnly });
      return { ...result, query: text, interpreted };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
