// The catalogue's answers (routes/catalogue/*: products, categories, brands, sales, reviews).
import { STOREFRONT_IDS } from '@horeca/core';
import type { JsonSchema } from '../http/json-schema';
import { SORTS } from './listing';
import { arrayOf, bool, component, extend, int, nullable, num, obj, oneOfValues, str } from '../http/schemas/build';

export const Storefront = oneOfValues([...STOREFRONT_IDS]);
export const Currency = oneOfValues(['AED', 'USD']);

/** A product as the spec's card reads it (section 3), priced for one storefront: product-view.ts's productCard. */
export const ProductCard = component(
  'ProductCard',
  obj({
    id: int(),
    product_id: int(),
    name: str(),
    product_name: str(),
    slug: str(),
    url: str(),
    sku: str(),
    images: arrayOf(str()),
    image: nullable(str()),
    alt_tags: arrayOf(str()),
    image_sets: arrayOf(obj({ webp: str(), png: str() })),
    video_path: nullable(str()),
    avg_rating: num(),
    review_count: int(),
    original_price: num(),
    sale_price: num(),
    front_sale_price: num(),
    price: num(),
    currency: Currency,
    currency_title: Currency,
    selling_type: obj({ attribute_value: str(), attribute_value_unit: str() }),
    selling_unit: str(),
    per_unit_price: num(),
    delivery_days: nullable(int()),
    store_id: int(),
    vendor_id: int(),
    brand_id: int(),
    brand_name: str(),
    quantity: int(),
    in_stock: oneOfValues([0, 1]),
    stock_status: oneOfValues(['in_stock', 'out_of_stock']),
    minimum_order_quantity: int(),
    maximum_order_quantity: int(),
    in_wishlist: bool(),
    category_id: int(),
    department_slug: str(),
    parent_category_url: str(),
    category_url: str(),
    created_at: str(),
  }),
);

/** One page of a listing (category, brand, sale, reviews, search). */
export const PageMeta = component('PageMeta', obj({ total: int(), page: int(), per_page: int(), last_page: int() }));

/** Department 1, category 2, subcategory 3. */
export const CategoryLevel = oneOfValues([1, 2, 3]);

/** A listing's page plus the sort it was answered in. */
export const ListingMeta = component('ListingMeta', obj({ total: int(), page: int(), per_page: int(), last_page: int(), sort: oneOfValues(SORTS) }));

export const Brand = component(
  'Brand',
  obj({ id: int(), name: str(), slug: str(), logo: str(), description: str(), country: str(), is_featured: bool(), product_count: int() }),
);

export const BrandDetail = component('BrandDetail', extend(Brand, { departments: arrayOf(obj({ id: int(), name: str(), slug: str() })) }));

export const Sale = component(
  'Sale',
  obj({ id: int(), name: str(), slug: str(), description: str(), banner: str(), department_id: nullable(int()), min_discount_percent: int(), ends_at: str() }, ['department_id']),
);

/** A step of a breadcrumb; the product itself, last, has no id of a category and no url. */
export const BreadcrumbStep = component('BreadcrumbStep', obj({ id: nullable(int()), name: str(), url: nullable(str()) }));

/** A category with its subcategories, down to the leaves (the menu). */
export const CategoryTreeNode = component(
  'CategoryTreeNode',
  obj({ id: int(), name: str(), slug: str(), image: str(), children: arrayOf({ $ref: '#/components/schemas/CategoryTreeNode' }) }),
);

export const HomeCategory = component(
  'HomeCategory',
  obj({
    id: int(),
    category_id: int(),
    title: str(),
    name: str(),
    slug: str(),
    url: str(),
    image: str(),
    product_count: int(),
    children: arrayOf(obj({ id: int(), name: str(), slug: str(), image: str() })),
  }),
);

export const CategoryDetail = component(
  'CategoryDetail',
  obj({
    id: int(),
    name: str(),
    slug: str(),
    level: CategoryLevel,
    image: str(),
    description: str(),
    product_count: int(),
    children: arrayOf(obj({ id: int(), name: str(), slug: str(), image: str(), product_count: int() })),
    breadcrumb: arrayOf(BreadcrumbStep),
  }),
);

/** Core's DiscountTier: a Buy-More-Save-More step and the unit price it brings. */
export const DiscountTierSchema = component(
  'DiscountTier',
  obj({ id: int(), min_quantity: int(), discount_percent: num(), discounted_unit_price: num() }),
);

export const ReviewedProduct = component('ReviewedProduct', obj({ id: int(), name: str(), path: str(), image: str() }));

export const Review = component(
  'Review',
  obj({ id: int(), author: str(), rating: int({ minimum: 1, maximum: 5 }), title: str(), body: str(), created_at: str(), product: ReviewedProduct }),
);

/** The product page: the card plus everything the detail page shows. */
export const ProductDetail = component(
  'ProductDetail',
  extend(ProductCard, {
    description: str(),
    specifications: arrayOf(obj({ name: str(), value: str() })),
    benefits: arrayOf(str()),
    faq: arrayOf(obj({ question: str(), answer: str() })),
    brand: nullable(obj({ id: int(), name: str(), slug: str(), logo: str() })),
    categories: arrayOf(obj({ id: int(), name: str(), slug: str(), level: int() })),
    breadcrumb: arrayOf(BreadcrumbStep),
    reviews: arrayOf(obj({ id: int(), author: str(), rating: int(), title: str(), body: str(), created_at: str() })),
    discounts: arrayOf(DiscountTierSchema),
    size_options: arrayOf(obj({ size: str(), product_id: int(), slug: str(), url: str(), current: bool() })),
    return_policy: str(),
    status: str(),
  }),
);

/** A page of a listing (category, brand, sale): the cards and the page. */
export const listingOf = (scope: Record<string, JsonSchema>) => obj({ data: arrayOf(ProductCard), meta: ListingMeta, ...scope });
