// Catalogue entities of docs/behaviour.md §3: product cards, search, categories, sliders, discounts.
import type { Id } from './common';

/** The unit a product sells in, e.g. `{ attribute_value: '1', attribute_value_unit: 'Each' }`. */
export interface SellingType {
  attribute_value?: string;
  attribute_value_unit: string;
}

/**
 * The one product shape: the card fields every product answer of the reference API carries,
 * as it sends them (docs/behaviour.md §3). The shapes below are named derivations of it.
 */
export interface ProductCard {
  id: Id;
  product_id: Id;
  name: string;
  sku: string;
  url: string;
  image: string | null;
  images: string[];
  video_path: string | null;
  original_price: number;
  sale_price: number;
  front_sale_price: number;
  price: number;
  currency: string;
  currency_title: string;
  /** Set for fast-shipping products (the card then says 'FREE DELIVERY'). */
  delivery_days: number | null;
  store_id: Id;
  vendor_id: Id;
  selling_unit: string;
  minimum_order_quantity: number;
  maximum_order_quantity: number;
  category_url: string | null;
  parent_category_url: string | null;
}

/** A product as cart lines and the wishlist return it. */
export interface CommerceProductCard extends ProductCard {
  in_stock: boolean;
}

/** One picture's responsive sizes: `srcset` values, e.g. 'https://…/1-300-k3.webp 300w, …'. */
export interface ImageSet {
  webp: string;
  png: string;
}

/** A product as listings return it: the card plus its listing facts. */
export interface StoreProductCard extends Omit<ProductCard, 'category_url' | 'parent_category_url'> {
  product_name: string;
  slug: string;
  alt_tags: string[];
  /** Per image, in `images` order: srcset strings of its sizes as WebP and as PNG. */
  image_sets: ImageSet[];
  avg_rating: number;
  review_count: number;
  selling_type: Required<SellingType>;
  per_unit_price: number;
  brand_id: Id;
  brand_name: string;
  quantity: number;
  in_stock: 0 | 1;
  stock_status: 'in_stock' | 'out_of_stock';
  in_wishlist: boolean;
  category_id: Id;
  department_slug: string;
  parent_category_url: string;
  category_url: string;
  created_at: string;
}

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

/** A product row of GET /frontend/search. */
export interface SearchProduct {
  id: Id;
  name: string;
  sku: string;
  images: string[];
  url: string;
  grandparent_category_slug: string | null;
  parent_category_slug: string | null;
  original_price: number | null;
  front_sale_price: number | null;
  brand_id: Id | null;
  store_id: Id | null;
  quantity: number;
}

/** A category or brand hit of the search panel. */
export interface SearchGroup {
  id: Id;
  name: string;
  slug: string;
  parent_slug: string | null;
  parent_parent_slug: string | null;
  /** How many products the category or brand holds (a count, as the API answers). */
  products: number;
}

export interface SearchResponse {
  products: SearchProduct[];
  categories: SearchGroup[];
  brands: SearchGroup[];
}

/** A node of the category tree, cached locally under savedCategories. */
export interface CategoryNode {
  id: Id;
  name: string;
  slug: string;
  image?: string | null;
  children: CategoryNode[];
}

/** A brand; the spec names only what the search panel reads. */
export interface Brand {
  id: Id;
  name: string;
  slug: string;
  image?: string | null;
}

/** A slide of GET /frontend/sliders/1. The spec hides its fields; these are what a hero slide needs. */
export interface SliderItem {
  id: Id;
  image: string;
  title?: string;
  link?: string | null;
  alt?: string;
}

export interface Slider {
  items: SliderItem[];
}

/**
 * A "buy more, save more" tier exactly as GET /frontend/discounts answers it (the spec hides
 * the fields; the reference API decides them): from `min_quantity` items on, `discount_percent`
 * off each unit, which then costs `discounted_unit_price`. The product page's tiers are the same.
 */
export interface DiscountTier {
  id: Id;
  min_quantity: number;
  discount_percent: number;
  discounted_unit_price: number;
}

/** One entry of the local BuyMoreSaveMore cache. */
export interface BuyMoreSaveMoreEntry {
  product_id: Id;
  discounts: DiscountTier[];
}

/** An item of an earlier order offered for reorder. */
export interface ReorderItem {
  id: Id;
  name: string;
  images: string[];
  price: number;
}

/**
 * The answer of GET /redirects/from{path}. The spec hides it: a lookup that finds a rule
 * answers where to go and with which status; an unknown path answers 404.
 */
export interface RedirectLookup {
  from: string;
  to: string;
  status_code: 301 | 302 | 307 | 308;
}
