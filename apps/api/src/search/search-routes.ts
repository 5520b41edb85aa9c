import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { catalogueCache } from '../catalogue/catalogue-cache';
import { originOf } from '../catalogue/product-view';
import { searchCatalogue } from './engine';
import { interpretQuery } from './nlp';
import { termStats } from './term-stats';
import { MAX_PREFIX_LENGTH } from './tokenize';

const searchQuery = object({ query: string().default('').max(200, 'The query may not be greater than 200 characters.') });

export function registerSearchRoutes(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/frontend/search',
    summary: 'Search as you type: products (7), categories (4), brands (4); prefix, SKU and typo tolerant',
    tags: ['search'],
    query: searchQuery,
    responses: { 200: '{ query, corrected, products, categories, brands }' },
    handler: async ({ c, query }) => {
      const cache = await catalogueCache(deps.db);
      return searchCatalogue(deps.db, cache, query.query, { origin: originOf(c) });
    },
  });

  api.route({
    method: 'get',
    path: '/api/nlp/search',
    summary: 'Plain-language search: synonyms, price and sale intent, a default term when empty',
    tags: ['search'],
    query: searchQuery,
    responses: { 200: '{ query, interpreted, corrected, products, categories, brands }' },
    handler: async ({ c, query }) => {
      const cache = await catalogueCache(deps.db);
      // A word is "known" when it is a prefix (of suggestion length) of a catalogue word:
      // answered from memory, where it took a database lookup per candidate word.
      const stats = await termStats(deps.db);
      const known = (word: string) => word.length > 0 && word.length <= MAX_PREFIX_LENGTH && stats.prefixFrequency(word) > 0;
      const interpreted = interpretQuery(query.query, known);
      const result = await searchCatalogue(deps.db, cache, interpreted.text, { origin: originOf(c), order: interpreted.order, onSaleOnly: interpreted.onSaleOnly });
      return { ...result, query: query.query, interpreted };
    },
  });
}
