// The search answers: the dropdown's suggestions and the results page.
import { productCardAnswer, currency, listingOf } from './catalogue';
import { amount, flag, listOf, named, oneOf, shape, text, whole, type Answer } from './fields';

/** A product row of the dropdown (GET /frontend/search). */
export const searchProductAnswer = named(
  'SearchProduct',
  shape({
    id: whole(),
    name: text(),
    sku: text(),
    images: listOf(text()),
    image: text().nullable(),
    url: text(),
    grandparent_category_slug: text(),
    parent_category_slug: text(),
    original_price: amount(),
    front_sale_price: amount(),
    currency,
    brand_id: whole(),
    store_id: whole(),
    vendor_id: whole(),
    quantity: whole(),
    avg_rating: amount(),
    delivery_days: whole().nullable(),
    minimum_order_quantity: whole(),
    maximum_order_quantity: whole(),
  }),
);
export type SearchProduct = Answer<typeof searchProductAnswer>;

/** A category or brand suggestion; a brand has no parents. `products`: how many it holds. */
export const searchGroupAnswer = named(
  'SearchGroup',
  shape({ id: whole(), name: text(), slug: text(), parent_slug: text().nullable(), parent_parent_slug: text().nullable(), products: whole() }),
);
export type SearchGroup = Answer<typeof searchGroupAnswer>;

const suggestions = {
  query: text(),
  corrected: text().nullable(),
  products: listOf(searchProductAnswer),
  categories: listOf(searchGroupAnswer),
  brands: listOf(searchGroupAnswer),
};
export const searchSuggestionsAnswer = named('SearchResults', shape(suggestions));
export type SearchResponse = Answer<typeof searchSuggestionsAnswer>;

/** What the natural-language search read from the words: the text searched, the order, a sale-only filter. */
export const interpretedSearchAnswer = named(
  'InterpretedSearchResults',
  shape({ ...suggestions, interpreted: shape({ text: text(), order: oneOf(['popularity', 'price_asc', 'price_desc'] as const), onSaleOnly: flag() }) }),
);

/** The results page (issue 32): a listing of every match with its facets, and what was searched. */
export const searchResultsPageAnswer = named(
  'SearchResultsPage',
  listingOf({
    query: text(),
    searched: text().label('The words searched: the query read through the trade table, corrected or narrowed'),
    corrected: text()
      .nullable()
      .label('Set when a misspelt word was corrected: "Showing results for {corrected}"; ask again with exact=1 to search the words as typed'),
    left_out: listOf(text()).label('Query words no product has together with the others: the answer is the best partial match without them'),
    facets: shape({
      categories: listOf(searchGroupAnswer).label('The subcategories of the matches, most matches first ("also in these categories")'),
      brands: listOf(shape({ id: whole(), name: text(), slug: text(), products: whole() })),
      price: shape({ min: amount(), max: amount(), currency }).nullable(),
      in_stock: whole(),
      ratings: listOf(shape({ min: whole(), products: whole() })),
    }),
    recovery: shape({ categories: listOf(searchGroupAnswer), products: listOf(productCardAnswer) }).nullable(),
  }),
);
export type SearchResultsPage = Answer<typeof searchResultsPageAnswer>;
