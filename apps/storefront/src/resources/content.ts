// The store's own content: home sliders, blog, FAQ, information and SEO pages, the sitemap
// and the review page. This module owns their cache keys; pages call the hooks.
import type { Id } from '@horeca/core/api';
import type { Storefront } from '@horeca/core/storefront';
import { api } from './client';
import { useRead, useResource, type ResourceRead } from './use-resource';

export const slidersRead = { key: ['sliders', 1], load: () => api.getSliders() } satisfies ResourceRead<unknown>;

export const useSliders = () => useRead(slidersRead);

export const useBlogCategories = () => useResource(['blog-categories'], () => api.getBlogCategories());

/** A page of posts, of one blog category when `category` is given. */
export const useBlogPosts = (category: string | undefined, page: number, perPage: number) =>
  useResource(['blog-posts', category ?? '', page], () =>
    category ? api.getBlogCategoryPosts(category, { page, per_page: perPage }) : api.getBlogPosts({ page, per_page: perPage }),
  );

export const useBlogPost = (post: Id | string) => useResource(['blog-post', post], () => api.getBlogPost(post));

export const useFaqs = (storefront: Storefront) => useResource(['faqs', storefront], () => api.getFaqs(storefront));

export const useInfoPage = (slug: string) => useResource(['page', slug], () => api.getPage(slug));

export const useSeoPage = (page: Id | string) => useResource(['seo-page', page], () => api.getSeoPage(page));

export const useSitemap = () => useResource(['sitemap'], () => api.getSitemap());

export const useSitemapProducts = (page: number) => useResource(['sitemap-products', page], () => api.getSitemapProducts(page));

/** Every customer's reviews, newest first, of `rating` stars only when given. */
export const useReviews = (page: number, rating: number | undefined) =>
  useResource(['reviews', page, rating ?? 0], () => api.getReviews({ page, rating }));
