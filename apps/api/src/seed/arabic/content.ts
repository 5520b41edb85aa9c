// The Arabic of the seed's content rows (content.ts, tables/pages.ts), from content-terms.ts:
// a missing entry throws, as the glossary does, rather than seed English as Arabic.
import { FAQ_AR } from './faq-terms';
import { BLOG_CATEGORIES_AR, BLOG_CATEGORY_DESCRIPTION_AR, BLOG_POST_AR, BLOG_TITLES_AR, PAGES_AR, SALE_DESCRIPTION_AR, SALES_AR, SEO_PAGE_AR, SLIDES_AR } from './content-terms';

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No Arabic for ${what} (apps/api/src/seed/arabic/content-terms.ts)`);
  return value;
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

export const slideAr = (position: number) => need(SLIDES_AR[position], `slide ${position}`);

export function saleAr(id: number, percent: number) {
  return { name: need(SALES_AR[id], `sale ${id}`), description: fill(SALE_DESCRIPTION_AR, { percent }) };
}

export function blogCategoryAr(id: number) {
  const name = need(BLOG_CATEGORIES_AR[id], `blog category ${id}`);
  return { name, description: fill(BLOG_CATEGORY_DESCRIPTION_AR, { name }) };
}

/** Post `index` of content.ts's blogRows: its title format is index % 5, its subject a subcategory. */
export function blogPostAr(index: number, subjectAr: string) {
  const title = need(BLOG_TITLES_AR[index % BLOG_TITLES_AR.length], `blog title ${index}`);
  return { title: fill(title, { subject: subjectAr }), excerpt: fill(BLOG_POST_AR.excerpt, { subject: subjectAr }), body: fill(BLOG_POST_AR.body, { subject: subjectAr }) };
}

export function seoPageAr(categoryAr: string) {
  return Object.fromEntries(Object.entries(SEO_PAGE_AR).map(([field, template]) => [field, fill(template, { category: categoryAr })])) as typeof SEO_PAGE_AR;
}

export const pageAr = (slug: string) => need(PAGES_AR[slug], `page ${slug}`);

export const faqAr = (question: string) => need(FAQ_AR[question], `the FAQ question '${question}'`);
