// The content's answers: geography, blog, FAQ, pages, SEO pages, sitemap, sliders, location, redirects.
import { arrayOf, component, int, nullable, obj, oneOfValues, str } from '../http/schemas/build';
import { ProductCard } from '../catalogue/response-schemas';
import { FAQ_TYPES } from '../seed/tables/faq';

export const Country = component('Country', obj({ id: int(), name: str(), iso2: str(), dial_code: str(), currency: str(), storefront: nullable(str()) }));
export const State = component('State', obj({ id: int(), country_id: int(), name: str(), code: nullable(str()) }));
export const City = component('City', obj({ id: int(), state_id: int(), name: str() }));

export const BlogCategory = component('BlogCategory', obj({ id: int(), name: str(), slug: str(), description: str() }));

export const BlogPost = component(
  'BlogPost',
  obj({
    id: int(),
    title: str(),
    slug: str(),
    excerpt: str(),
    image: str(),
    author: str(),
    tags: arrayOf(str()),
    category_id: int(),
    published_at: str(),
  }),
);

export const FaqGroup = component('FaqGroup', obj({ type: oneOfValues(FAQ_TYPES), questions: arrayOf(obj({ question: str(), answer: str() })) }));

export const InfoPage = component('InfoPage', obj({ slug: str(), title: str(), body: str(), meta_description: str(), updated_at: str() }));

export const SeoPage = component(
  'SeoPage',
  obj({
    id: int(),
    slug: str(),
    title: str(),
    heading: str(),
    body: str(),
    meta_title: str(),
    meta_description: str(),
    category_id: nullable(int()),
    brand_id: nullable(int()),
  }),
);
export const SeoPageAnswer = obj({ data: SeoPage, products: arrayOf(ProductCard) });

export const Sitemap = component(
  'Sitemap',
  obj({
    categories: arrayOf(obj({ id: int(), slug: str(), level: int(), path: str() })),
    brands: arrayOf(obj({ id: int(), slug: str(), path: str() })),
    pages: arrayOf(obj({ slug: str(), path: str(), updated_at: str() })),
    blog: arrayOf(obj({ id: int(), path: str(), published_at: str() })),
    seo_pages: arrayOf(obj({ id: int(), path: str() })),
    product_pages: int(),
  }),
);

export const Slide = component(
  'Slide',
  obj({ id: int(), title: str(), subtitle: str(), image: str(), mobile_image: str(), link: str(), button_text: str(), position: int() }),
);

/** Where the shopper probably is (from the IP address), to preselect a storefront and country. */
export const Location = component(
  'Location',
  obj({ city: str(), regionName: str(), country: str(), countryCode: str(), org: str(), zip: str(), source: str() }),
);

export const Redirect = component('Redirect', obj({ from: str(), to: str(), status_code: int() }));
