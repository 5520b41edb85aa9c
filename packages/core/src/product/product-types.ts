// Catalogue entities of docs/behaviour.md §3: product cards, search, categories, sliders, discounts.
import type { CommerceProductCard } from '../answers/cart';
import type { CategoryTreeNode, DiscountTier, StoreProductCard } from '../answers/catalogue';
import type { SearchResponse as SearchSuggestions } from '../answers/search';
import type { Id } from '../api/answer-types';

/** The unit a product sells in, e.g. `{ attribute_value: '1', attribute_value_unit: 'Each' }`. */
export interface SellingType {
  attribute_value?: string;
  attribute_value_unit: string;
}

/**
 * The one product shape is the API's card, declared with its answers (answers/catalogue.ts:
 * a listing's card; answers/cart.ts: the card's commerce fields, as cart lines, the wishlist and
 * recently viewed send them). The shapes below are named derivations of those.
 */
export type { StoreProductCard } from '../answers/catalogue';
export type { CommerceProductCard } from '../answers/cart';
/** The card fields every product answer carries. */
export type ProductCard = Omit<CommerceProductCard, 'in_stock'>;

/** One picture's responsive sizes: `srcset` values, e.g. 'https://…/1-300-k3.webp 300w, …'. */
export type ImageSet = StoreProductCard['image_sets'][number];

/** Fields some answers send as null (a missing price or limit); a card shows what it has. */
type NullableCardField =
  | 'avg_rating'
  | 'sale_price'
  | 'front_sale_price'
  | 'original_price'
  | 'price'
  | 'selling_unit'
  | 'per_unit_price'
  | 'store_id'
  | 'vendor_id'
  | 'maximum_order_quantity'
  | 'minimum_order_quantity'
  | 'category_url'
  | 'parent_category_url';
type CardField = 'id' | 'product_id' | 'product_name' | 'url' | 'sku' | 'images' | 'image_sets' | 'alt_tags' | 'video_path' | 'image' | 'currency' | 'currency_title' | 'delivery_days' | 'in_wishlist';
type OrNull<T> = { [K in keyof T]?: T[K] | null };

/**
 * A product as a card reads it: any of the answers above. The spec says "id or product_id":
 * listings send `id`, cart and wishlist lines send `product_id`, so both are optional here;
 * some listings name it product_name instead of name; currency defaults to AED when missing.
 */
export interface Product extends Partial<Pick<StoreProductCard, CardField>>, OrNull<Pick<StoreProductCard, NullableCardField>> {
  name: string;
  selling_type?: SellingType | null;
}

export type { SearchGroup, SearchProduct } from '../answers/search';
/** What the search dropdown reads of GET /frontend/search's answer (a partner's proxy may send only these). */
export type SearchResponse = Pick<SearchSuggestions, 'products' | 'categories' | 'brands'>;

/**
 * A node of the category tree as the menu reads it, cached locally under savedCategories: the
 * answer's (CategoryTreeNode), or the fixed departments shown before it comes, without pictures.
 */
export type CategoryNode = Omit<CategoryTreeNode, 'image' | 'children'> & { image?: string; children: CategoryNode[] };

/** A brand; the spec names only what the search panel reads. */
export interface Brand {
  id: Id;
  name: string;
  slug: string;
  image?: string | null;
}

export type { Slider, SliderItem } from '../answers/content';

export type { DiscountTier };

/** One entry of the local BuyMoreSaveMore cache. */
export interface BuyMoreSaveMoreEntry {
  product_id: Id;
  discounts: DiscountTier[];
}

/** An item of an earlier order offered for reorder. */
export type { ReorderItem } from '../answers/orders';

export type { RedirectLookup } from '../answers/content';
