// The store's own content: home sliders, redirects, blog, FAQ, information pages, SEO pages
// and the sitemap data.
import type { Storefront } from '../../constants';
import type { DataResponse, Id } from '../../types/common';
import type { RedirectLookup, Slider, StoreProductCard } from '../../types/product';
import type { RequestFn } from '../http';
import type { ListingMeta } from './listing';
import { encodePath, segment } from './paths';
import { verbs } from './verbs';

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

export function contentEndpoints(request: RequestFn) {
  const { get } = verbs(request);
  return {
    getSliders: () => get<Slider>('/frontend/sliders/1'),
    /** Resolves null without a call when no path is given (spec: "only when a path is given"). */
    getRedirect: async (path: string | null | undefined): Promise<RedirectLookup | null> => {
      if (!path) return null;
      return get<RedirectLookup>(`/redirects/from${encodePath(path)}`);
    },
    getBlogCategories: () => get<DataResponse<BlogCategory[]>>('/frontend/blog/categories'),
    getBlogPosts: (params: { page?: number; per_page?: number } = {}) =>
      get<DataResponse<BlogPost[]> & { meta: ListingMeta }>('/frontend/blog/posts', params),
    /** By id or slug. */
    getBlogCategoryPosts: (category: Id | string, params: { page?: number; per_page?: number } = {}) =>
      get<DataResponse<BlogPost[]> & { meta: ListingMeta; category: BlogCategory }>(`/frontend/blog/categories/${segment(category)}/posts`, params),
    /** By id or slug. */
    getBlogPost: (post: Id | string) => get<DataResponse<BlogPost & { body: string; category: BlogCategory | null }>>(`/frontend/blog/posts/${segment(post)}`),
    getFaqs: (storefront: Storefront = 'ae') => get<DataResponse<FaqGroup[]>>('/frontend/faqs', { storefront }),
    getPage: (slug: string) => get<DataResponse<InfoPage>>(`/frontend/pages/${segment(slug)}`),
    /** By id or slug. */
    getSeoPage: (page: Id | string) => get<DataResponse<SeoPage> & { products: StoreProductCard[] }>(`/frontend/seo-pages/${segment(page)}`),
    getSitemap: () => get<SitemapData>('/frontend/sitemap'),
    getSitemapProducts: (page = 1) =>
      get<DataResponse<{ id: Id; path: string }[]> & { meta: { page: number; per_page: number } }>('/frontend/sitemap/products', { page }),
  };
}
