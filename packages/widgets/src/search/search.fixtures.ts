// Search answers shaped as apps/api sends them, for the tests and the stories. Images are
// inline SVGs so nothing is fetched.
import type { SearchGroup, SearchProduct, SearchResponse } from '@horeca/core/product';

const image = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0b5cad"/><text x="20" y="25" font-size="12" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;

export function searchProduct(id: number, name: string, overrides: Partial<SearchProduct> = {}): SearchProduct {
  return {
    id,
    name,
    sku: `FRY-${String(id).padStart(6, '0')}`,
    images: [image(String(id))],
    image: null,
    url: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    grandparent_category_slug: 'cooking-equipment',
    parent_category_slug: 'deep-fryers',
    original_price: 1200,
    front_sale_price: 999,
    currency: 'AED',
    brand_id: 1,
    store_id: 1,
    vendor_id: 1,
    quantity: 10,
    avg_rating: 0,
    delivery_days: null,
    minimum_order_quantity: 1,
    maximum_order_quantity: 100,
    ...overrides,
  };
}

export function searchGroup(id: number, name: string, parents: [string | null, string | null] = ['kitchen-equipment', 'cooking-equipment']): SearchGroup {
  return { id, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), parent_parent_slug: parents[0], parent_slug: parents[1], products: 12 };
}

/** What 'fry' finds: fryers and pans, two categories, one brand. */
export const fryResults: SearchResponse = {
  products: [
    searchProduct(11, 'Electric Deep Fryer 40 lb'),
    searchProduct(12, 'Gas Deep Fryer 70 lb', { front_sale_price: 2400, original_price: 2400 }),
    searchProduct(13, 'Carbon Steel Fry Pan 12 in.', { grandparent_category_slug: 'cookware', parent_category_slug: 'fry-pans' }),
  ],
  categories: [searchGroup(3, 'Deep Fryers'), searchGroup(89, 'Fry Pans', ['kitchen-supplies', 'cookware'])],
  brands: [searchGroup(113, 'Frymaster', [null, null])],
};

/** More than the panel shows: 9 products, 6 categories, 6 brands (the list keeps 7/4/4). */
export const manyResults: SearchResponse = {
  products: Array.from({ length: 9 }, (_, index) => searchProduct(100 + index, `Fryer Model ${index + 1}`)),
  categories: Array.from({ length: 6 }, (_, index) => searchGroup(200 + index, `Fryer Category ${index + 1}`)),
  brands: Array.from({ length: 6 }, (_, index) => searchGroup(300 + index, `Fryer Brand ${index + 1}`, [null, null])),
};

/** What /nlp/search answers for its default term (the empty box and 'Trending Products'). */
export const defaultResults: SearchResponse = {
  products: [
    searchProduct(21, 'Combi Oven 6 Pan', { grandparent_category_slug: 'commercial-ovens', parent_category_slug: 'combi-ovens' }),
    searchProduct(22, 'Convection Oven Full Size'),
    searchProduct(23, 'Induction Range 4 Burner'),
    searchProduct(24, 'Planetary Mixer 20 L'),
    searchProduct(25, 'Ice Machine 50 kg', { quantity: 0 }),
  ],
  categories: [searchGroup(40, 'Commercial Ovens', ['kitchen-equipment', null])],
  brands: [searchGroup(41, 'Rational', [null, null])],
};

export const noResults: SearchResponse = { products: [], categories: [], brands: [] };
