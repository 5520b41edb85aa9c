// The search answers (search/routes.ts): suggestions of products, categories and brands.
import { arrayOf, bool, component, int, nullable, num, obj, oneOfValues, str } from '../http/schemas/build';
import { Currency, listingOf, ProductCard } from '../catalogue/response-schemas';

export const SearchProduct = component(
  'SearchProduct',
  obj({
    id: int(),
    name: str(),
    sku: str(),
    images: arrayOf(str()),
    image: nullable(str()),
    url: str(),
    grandparent_category_slug: str(),
    parent_category_slug: str(),
    original_price: num(),
    front_sale_price: num(),
    currency: Currency,
    brand_id: int(),
    store_id: int(),
    vendor_id: int(),
    quantity: int(),
    avg_rating: num(),
    delivery_days: nullable(int()),
    minimum_order_quantity: int(),
    maximum_order_quantity: int(),
  }),
);

/** A category or brand suggestion; a brand has no parents. */
export const SearchGroup = component(
  'SearchGroup',
  obj({ id: int(), name: str(), slug: str(), parent_slug: nullable(str()), parent_parent_slug: nullable(str()), products: int() }),
);

const searchResults = {
  query: str(),
  corrected: nullable(str()),
  products: arrayOf(SearchProduct),
  categories: arrayOf(SearchGroup),
  brands: arrayOf(SearchGroup),
};

export const SearchResults = component('SearchResults', obj(searchResults));

/** What the natural-language search read from the words: the text searched, the order, a sale-only filter. */
export const InterpretedSearchResults = component(
  'InterpretedSearchResults',
  obj({ ...searchResults, interpreted: obj({ text: str(), order: oneOfValues(['popularity', 'price_asc', 'price_desc']), onSaleOnly: bool() }) }),
);

/** A brand with its matches' count (a facet). */
const BrandCount = obj({ id: int(), name: str(), slug: str(), products: int() });

/** The results page (issue 32): a listing of every match with its facets, and what was searched. */
export const SearchResultsPage = component(
  'SearchResultsPage',
  listingOf({
    query: str(),
    searched: str({ description: 'The words searched: the query read through the trade table, corrected or narrowed' }),
    corrected: nullable(str({ description: 'Set when a misspelt word was corrected: "Showing results for {corrected}"; ask again with exact=1 to search the words as typed' })),
    left_out: arrayOf(str(), { description: 'Query words no product has together with the others: the answer is the best partial match without them' }),
    facets: obj({
      categories: arrayOf(SearchGroup, { description: 'The subcategories of the matches, most matches first ("also in these categories")' }),
      brands: arrayOf(BrandCount),
      price: nullable(obj({ min: num(), max: num(), currency: Currency })),
      in_stock: int(),
      ratings: arrayOf(obj({ min: int(), products: int() })),
    }),
    recovery: nullable(obj({ categories: arrayOf(SearchGroup), products: arrayOf(ProductCard) }, [])),
  }),
);
