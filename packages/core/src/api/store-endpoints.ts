// Typed calls of the reference API's catalogue and content pages that spec section 7 does
// not show: category listing, product detail, brands, sales, blog, FAQ, pages, SEO pages
// and sitemap data. Same request helper as the section-7 endpoints.
import type { DataResponse, Id } from '../types/common';
import type { DiscountTier } from '../types/product';
import type { RequestFn } from './http';
import { segment } from './endpoints/paths';

export type StoreCode = 'ae' | 'us';
export type ListingSort = 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'rating';

export interface ListingParams {
  brand?: Id[];
  min_price?: number;
  max_price?: number;
  in_stock?: boolean;
  sort?: ListingSort;
  page?: number;
  /** 1 to 96; 24 by default. */
  per_page?: number;
  storefront?: StoreCode;
}

export interface BreadcrumbItem {
  id: Id | null;
  name: string;
  url: string | null;
}

/** A product as listings return it (field names of spec section 3). */
export interface StoreProductCard {
  id: Id;
  product_id: Id;
  name: string;
  product_name: string;
  slug: string;
  url: string;
  sku: string;
  images: string[];
  image: string | null;
  alt_tags: string[];
  video_path: string | null;
  avg_rating: number;
  review_count: number;
  original_price: number;
  sale_price: number;
  front_sale_price: number;
  price: number;
  currency: string;
  currency_title: string;
  selling_type: { attribute_value: string; attribute_value_unit: string };
  selling_unit: string;
  per_unit_price: number;
  delivery_days: number | null;
  store_id: Id;
  vendor_id: Id;
  brand_id: Id;
  brand_name: string;
  quantity: number;
  in_stock: 0 | 1;
  stock_status: 'in_stock' | 'out_of_stock';
  minimum_order_quantity: number;
  maximum_order_quantity: number;
  in_wishlist: boolean;
  category_id: Id;
  department_slug: string;
  parent_category_url: string;
  category_url: string;
  created_at: string;
}

/** The product page's tiers are those of GET /frontend/discounts: one type for both. */
export type StoreDiscountTier = DiscountTier;

export interface ProductDetail extends StoreProductCard {
  description: string;
  specifications: { name: string; value: string }[];
  benefits: string[];
  faq: { question: string; answer: string }[];
  /**
   * Present when the product's data carries the alternate tab set (spec 2.10: Key
   * Specification, Key Benefits, Product Overview); the overview is simple HTML.
   */
  key_sections?: {
    specifications: { name: string; value: string }[];
    benefits: { title: string; text: string }[];
    overview: string;
  } | null;
  brand: { id: Id; name: string; slug: string; logo: string } | null;
  categories: { id: Id; name: string; slug: string; level: number }[];
  breadcrumb: BreadcrumbItem[];
  reviews: { id: Id; author: string; rating: number; title: string; body: string; created_at: string }[];
  discounts: StoreDiscountTier[];
  return_policy: string;
  status: string;
  /** The sizes of the product's family, its own marked current (spec 2.10); empty when it comes in one. */
  size_options?: { size: string; product_id: Id; slug: string; url: string; current: boolean }[];
}

export interface ListingMeta {
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

export interface ProductListing extends DataResponse<StoreProductCard[]> {
  meta: ListingMeta & { sort: ListingSort };
}

export interface CategoryDetail {
  id: Id;
  name: string;
  slug: string;
  level: 1 | 2 | 3;
  image: string;
  description: string;
  product_count: number;
  children: { id: Id; name: string; slug: string; image: string; product_count: number }[];
  breadcrumb: BreadcrumbItem[];
}

export interface CategoryListing extends ProductListing {
  category: Pick<CategoryDetail, 'id' | 'name' | 'slug' | 'level' | 'breadcrumb'>;
  facets: { brands: { id: Id; name: string; slug: string; products: number }[] };
}

export interface StoreBrand {
  id: Id;
  name: string;
  slug: string;
  logo: string;
  description: string;
  country: string;
  is_featured: boolean;
  product_count: number;
}

export interface StoreSale {
  id: Id;
  name: string;
  slug: string;
  description: string;
  banner: string;
  min_discount_percent: number;
  ends_at: string;
}

export interface BlogCategory {
  id: Id;
  name: string;
  slug: string;
  description: string;
}

export interface BlogPost {
  id: Id;
  title: string;
  slug: string;
  excerpt: string;
  image: string;
  author: string;
  tags: string[];
  category_id: Id;
  published_at: string;
  /** HTML, present on the single-post call only; sanitise before rendering. */
  body?: string;
}

export interface FaqGroup {
  type: 'About' | 'Ordering' | 'Delivery' | 'Payments' | 'Returns' | 'Support';
  questions: { question: string; answer: string }[];
}

export interface InfoPage {
  slug: string;
  title: string;
  /** HTML; sanitise before rendering. */
  body: string;
  meta_description: string;
  updated_at: string;
}

export interface SeoPage {
  id: Id;
  slug: string;
  title: string;
  heading: string;
  body: string;
  meta_title: string;
  meta_description: string;
  category_id: Id | null;
  brand_id: Id | null;
}

export interface SitemapData {
  categories: { id: Id; slug: string; level: number; path: string }[];
  brands: { id: Id; slug: string; path: string }[];
  pages: { slug: string; path: string; updated_at: string }[];
  blog: { id: Id; path: string; published_at: string }[];
  seo_pages: { id: Id; path: string }[];
  /** Pages of GET /frontend/sitemap/products (5000 product paths each). */
  product_pages: number;
}

type Query = Record<string, string | number | boolean | undefined>;

function listingQuery(params: ListingParams = {}): Query {
  return {
    brand: params.brand && params.brand.length > 0 ? params.brand.join(',') : undefined,
    min_price: params.min_price,
    max_price: params.max_price,
    in_stock: params.in_stock ? 1 : undefined,
    sort: params.sort,
    page: params.page,
    per_page: params.per_page,
    storefront: params.storefront,
  };
}

export function storeEndpoints(request: RequestFn) {
  const get = async <T>(path: string, query?: Query) => (await request<T>({ method: 'GET', path, query })).data;
  return {
    getCategory: (slug: string) => get<DataResponse<CategoryDetail>>(`/frontend/categories/${segment(slug)}`),
    listCategoryProducts: (slug: string, params?: ListingParams) =>
      get<CategoryListing>(`/frontend/categories/${segment(slug)}/products`, listingQuery(params)),
    getProduct: (id: Id, storefront?: StoreCode) => get<DataResponse<ProductDetail>>(`/frontend/products/${segment(id)}`, { storefront }),
    getProductBySlug: (slug: string, storefront?: StoreCode) =>
      get<DataResponse<ProductDetail>>(`/frontend/products/slug/${segment(slug)}`, { storefront }),
    getBrands: (params: { letter?: string; featured?: boolean } = {}) =>
      get<DataResponse<StoreBrand[]>>('/frontend/brands', { letter: params.letter, featured: params.featured ? 1 : undefined }),
    /** By id or slug. */
    getBrand: (brand: Id | string) => get<DataResponse<StoreBrand & { departments: { id: Id; name: string; slug: string }[] }>>(`/frontend/brands/${segment(brand)}`),
    listBrandProducts: (brand: Id | string, params?: ListingParams) =>
      get<ProductListing & { brand: StoreBrand }>(`/frontend/brands/${segment(brand)}/products`, listingQuery(params)),
    getSales: () => get<DataResponse<StoreSale[]>>('/frontend/sales'),
    listSaleProducts: (saleId: Id, params?: ListingParams) =>
      get<ProductListing & { sale: StoreSale }>(`/frontend/sales/${segment(saleId)}/products`, listingQuery(params)),
    getBlogCategories: () => get<DataResponse<BlogCategory[]>>('/frontend/blog/categories'),
    getBlogPosts: (params: { page?: number; per_page?: number } = {}) =>
      get<DataResponse<BlogPost[]> & { meta: ListingMeta }>('/frontend/blog/posts', params),
    /** By id or slug. */
    getBlogCategoryPosts: (category: Id | string, params: { page?: number; per_page?: number } = {}) =>
      get<DataResponse<BlogPost[]> & { meta: ListingMeta; category: BlogCategory }>(`/frontend/blog/categories/${segment(category)}/posts`, params),
    /** By id or slug. */
    getBlogPost: (post: Id | string) => get<DataResponse<BlogPost & { body: string; category: BlogCategory | null }>>(`/frontend/blog/posts/${segment(post)}`),
    getFaqs: (storefront: StoreCode = 'ae') => get<DataResponse<FaqGroup[]>>('/frontend/faqs', { storefront }),
    getPage: (slug: string) => get<DataResponse<InfoPage>>(`/frontend/pages/${segment(slug)}`),
    /** By id or slug. */
    getSeoPage: (page: Id | string) => get<DataResponse<SeoPage> & { products: StoreProductCard[] }>(`/frontend/seo-pages/${segment(page)}`),
    getSitemap: () => get<SitemapData>('/frontend/sitemap'),
    getSitemapProducts: (page = 1) =>
      get<DataResponse<{ id: Id; path: string }[]> & { meta: { page: number; per_page: number } }>('/frontend/sitemap/products', { page }),
  };
}
export type StoreEndpoints = ReturnType<typeof storeEndpoints>;
