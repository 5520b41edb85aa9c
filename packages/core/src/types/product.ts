// Catalogue entities of spec section 3: product cards, search, categories, sliders, discounts.
import type { Id } from './common';

/** The unit a product sells in, e.g. `{ attribute_value: '1', attribute_value_unit: 'Each' }`. */
export interface SellingType {
  attribute_value?: string;
  attribute_value_unit: string;
}

/**
 * A product as a card reads it. The spec says "id or product_id": listings send `id`,
 * cart and wishlist lines send `product_id`, so both are optional here.
 */
export interface Product {
  id?: Id;
  product_id?: Id;
  name: string;
  /** Some listings name it product_name instead of name. */
  product_name?: string;
  url?: string;
  sku?: string;
  images?: string[];
  alt_tags?: string[];
  video_path?: string | null;
  image?: string | null;
  avg_rating?: number | null;
  sale_price?: number | null;
  front_sale_price?: number | null;
  original_price?: number | null;
  price?: number | null;
  /** Defaults to AED when missing. */
  currency?: string;
  currency_title?: string;
  selling_type?: SellingType | null;
  selling_unit?: string | null;
  per_unit_price?: number | null;
  /** Set for fast-shipping products (the card then says 'FREE DELIVERY'). */
  delivery_days?: number | null;
  store_id?: Id | null;
  vendor_id?: Id | null;
  maximum_order_quantity?: number | null;
  minimum_order_quantity?: number | null;
  in_wishlist?: boolean;
  parent_category_url?: string | null;
  category_url?: string | null;
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
  products: SearchProduct[];
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
