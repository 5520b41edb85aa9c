// Search routes: declarations only; the work is in search-service.ts.
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { originOf } from '../catalogue/product-view';
import type { Services } from '../services';
import { searchResultsQuery } from './results';
import { interpretedSearchAnswer, searchResultsPageAnswer, searchSuggestionsAnswer } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said } from '../words/message-keys';

const searchQuery = object({ query: string().default('').max(200, said('api.queryTooLong')) });

export function registerSearchRoutes(api: ApiRouter, _deps: AppDeps, { search }: Services): void {
  api.route({
    method: 'get',
    path: '/api/frontend/search',
    summary: 'Search as you type: products (7), categories (4), brands (4); prefix, SKU and typo tolerant',
    tags: ['search'],
    query: searchQuery,
    responses: { 200: json(searchSuggestionsAnswer, 'Suggestions: products, categories and brands; `corrected` when a misspelling was corrected') },
    handler: async ({ c, query, locale }) => c.body(await search.suggestAnswer(query.query, originOf(c), locale), 200, { 'content-type': 'application/json' }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/search/products',
    summary: 'The search results page: every match, paged, with facets (subcategory, brand, price, in stock, rating) and sort; trade words, plurals and typos understood',
    tags: ['search'],
    query: searchResultsQuery,
    responses: { 200: json(searchResultsPageAnswer, 'A page of the matches, the facets of all of them, and what was searched; `recovery` when nothing matched') },
    handler: ({ c, query, locale }) => search.results(query, originOf(c), locale),
  });

  api.route({
    method: 'get',
    path: '/api/nlp/search',
    summary: 'Plain-language search: synonyms, price and sale intent, a default term when empty',
    tags: ['search'],
    query: searchQuery,
    responses: { 200: json(interpretedSearchAnswer, 'Suggestions, and what was read from the words (`interpreted`)') },
    handler: ({ c, query, locale }) => search.interpreted(query.query, originOf(c), locale),
  });
}
