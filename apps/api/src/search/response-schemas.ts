// The search answers (search/routes.ts): suggestions of products, categories and brands.
import { arrayOf, bool, component, int, nullable, num, obj, oneOfValues, str } from '../http/schemas/build';
import { Currency } from '../catalogue/response-schemas';

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
