// The store's own content: home sliders, redirects, blog, FAQ, information pages, SEO pages
// and the sitemap data.
import type { Storefront } from '../../constants/constants';
import type { DataResponse, Id } from '../answer-types';
import type { RedirectLookup, Slider, StoreProductCard } from '../../product/product-types';
import type { BlogCategory, BlogPost as BlogPostSummary, FaqGroup, InfoPage, SeoPage, SitemapData } from '../../answers/content';
import type { RequestFn } from '../http';
import type { ListingMeta } from './listing';
import { encodePath, segment } from './paths';
import { verbs } from './verbs';

export type { BlogCategory, FaqGroup, InfoPage, SeoPage, SitemapData } from '../../answers/content';
/** A post; `body` (HTML, sanitise before rendering) on the single-post call only. */
export type BlogPost = BlogPostSummary & { body?: string };

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
