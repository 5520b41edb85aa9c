// The content's answers: geography, blog, FAQ, pages, SEO pages, sitemap, sliders, location, redirects.
import { productCardAnswer } from './catalogue';
import { listOf, named, oneOf, shape, text, whole, type Answer } from './fields';

/** The FAQ's six groups (docs/behaviour.md §2.11). */
export const FAQ_TYPES = ['About', 'Ordering', 'Delivery', 'Payments', 'Returns', 'Support'] as const;
export type FaqType = (typeof FAQ_TYPES)[number];

export const countryAnswer = named(
  'Country',
  shape({ id: whole(), name: text(), iso2: text(), dial_code: text(), currency: text(), storefront: text().nullable() }),
);
export const stateAnswer = named('State', shape({ id: whole(), country_id: whole(), name: text(), code: text().nullable() }));
export const cityAnswer = named('City', shape({ id: whole(), state_id: whole(), name: text() }));

export const blogCategoryAnswer = named('BlogCategory', shape({ id: whole(), name: text(), slug: text(), description: text() }));
export type BlogCategory = Answer<typeof blogCategoryAnswer>;
export const blogPostAnswer = named(
  'BlogPost',
  shape({
    id: whole(),
    title: text(),
    slug: text(),
    excerpt: text(),
    image: text(),
    author: text(),
    tags: listOf(text()),
    category_id: whole(),
    published_at: text(),
  }),
);
export type BlogPost = Answer<typeof blogPostAnswer>;

/** A post with its body and category. */
export const blogPostDetailAnswer = named('BlogPostDetail', blogPostAnswer.shape({ body: text(), category: blogCategoryAnswer }));

export const faqGroupAnswer = named('FaqGroup', shape({ type: oneOf(FAQ_TYPES), questions: listOf(shape({ question: text(), answer: text() })) }));
export type FaqGroup = Answer<typeof faqGroupAnswer>;

/** `body` is HTML: sanitise before rendering. */
export const infoPageAnswer = named('InfoPage', shape({ slug: text(), title: text(), body: text(), meta_description: text(), updated_at: text() }));
export type InfoPage = Answer<typeof infoPageAnswer>;

export const seoPageAnswer = named(
  'SeoPage',
  shape({
    id: whole(),
    slug: text(),
    title: text(),
    heading: text(),
    body: text(),
    meta_title: text(),
    meta_description: text(),
    category_id: whole().nullable(),
    brand_id: whole().nullable(),
  }),
);
export type SeoPage = Answer<typeof seoPageAnswer>;
export const seoPageWithProductsAnswer = shape({ data: seoPageAnswer, products: listOf(productCardAnswer) });

export const sitemapAnswer = named(
  'Sitemap',
  shape({
    categories: listOf(shape({ id: whole(), slug: text(), level: whole(), path: text() })),
    brands: listOf(shape({ id: whole(), slug: text(), path: text() })),
    pages: listOf(shape({ slug: text(), path: text(), updated_at: text() })),
    blog: listOf(shape({ id: whole(), path: text(), published_at: text() })),
    seo_pages: listOf(shape({ id: whole(), path: text() })),
    /** Pages of GET /frontend/sitemap/products (5000 product paths each). */
    product_pages: whole(),
  }),
);
export type SitemapData = Answer<typeof sitemapAnswer>;

export const slideAnswer = named(
  'Slide',
  shape({ id: whole(), title: text(), subtitle: text(), image: text(), mobile_image: text(), link: text(), button_text: text(), position: whole() }),
);
/** GET /frontend/sliders/1: the home page's hero slides, in order. */
export const sliderAnswer = shape({ items: listOf(slideAnswer) });
export type Slider = Answer<typeof sliderAnswer>;
export type SliderItem = Slider['items'][number];

/** Where the shopper probably is (from the IP address), to preselect a storefront and country. */
export const locationAnswer = named(
  'Location',
  shape({ city: text(), regionName: text(), country: text(), countryCode: text(), org: text(), zip: text(), source: text() }),
);
/** Stored locally under Address. */
export type DetectedLocation = Answer<typeof locationAnswer>;

/** GET /redirects/from{path}: where an old path goes and with which status; an unknown path answers 404. */
export const redirectAnswer = named('Redirect', shape({ from: text(), to: text(), status_code: oneOf([301, 302, 307, 308] as const) }));
export type RedirectLookup = Answer<typeof redirectAnswer>;
