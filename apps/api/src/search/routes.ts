import { eq } from 'drizzle-orm';
import { object, string } from 'yup';
import type { Db } from '../db/client';
import { searchPrefixes } from '../db/schema/catalogue';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { catalogueCache } from '../routes/catalogue/catalogue-cache';
import { originOf } from '../routes/catalogue/product-view';
import { searchCatalogue } from './engine';
import { interpretQuery } from './nlp';

const searchQuery = object({ query: string().default('').max(200, 'The query may not be greater than 200 characters.') });

/** A word is "known" when some catalogue word starts with it (one primary-key lookup). */
async function knownWords(db: Db, words: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  await Promise.all(
    words.map(async (word) => {
      const rows = await db.select({ prefix: searchPrefixes.prefix }).from(searchPrefixes).where(eq(searchPrefixes.prefix, word)).limit(1);
      if (rows.length > 0) known.add(word);
    }),
  );
  return known;
}

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
      const candidates = query.query.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).flatMap((w) => [w, w.slice(0, -1), w.slice(0, -2), w.slice(0, -3) + 'y']);
      const known = await knownWords(deps.db, [...new Set(candidates.filter((w) => w.length > 0))].slice(0, 40));
      const interpreted = interpretQuery(query.query, (word) => known.has(word));
      const result = await searchCatalogue(deps.db, cache, interpreted.text, { origin: originOf(c), order: interpreted.order, onSaleOnly: interpreted.onSaleOnly });
      return { ...result, query: query.query, interpreted };
    },
  });
}
