// The catalogue's answers: product cards and pages, listings, categories, brands, sales, reviews.
import type { ObjectShape } from 'yup';
import { STOREFRONT_IDS, STOREFRONTS } from '../storefront/storefront';
import { amount, described, flag, listOf, named, oneOf, shape, text, whole, type Answer } from './fields';

export const storefrontId = oneOf(STOREFRONT_IDS);
export const CURRENCIES = [...new Set(Object.values(STOREFRONTS).map((settings) => settings.currency))];
export const currency = oneOf(CURRENCIES);

/** The orders a listing can be asked in; relevance is the listing's own (popularity for a category). */
export const LISTING_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** A product as every listing sends it, priced for one storefront (docs/behaviour.md §3): the one product shape. */
export const productCardAnswer = named(
  'ProductCard',
  shape({
    id: whole(),
    product_id: whole(),
    name: text(),
    product_name: text(),
    slug: text(),
    url: text(),
    sku: text(),
    images: listOf(text()),
    image: text().nullable(),
    alt_tags: listOf(text()),
    /** Per image, in `images` order: srcset strings of its sizes as WebP and as PNG. */
    image_sets: listOf(shape({ webp: text(), png: text() })),
    video_path: text().nullable(),
    avg_rating: amount(),
    review_count: whole(),
    original_price: amount(),
    sale_price: amount(),
    front_sale_price: amount(),
    price: amount(),
    currency,
    currency_title: currency,
    selling_type: shape({ attribute_value: text(), attribute_value_unit: text() }),
    selling_unit: text(),
    per_unit_price: amount(),
    /** Set for fast-shipping products (the card then says 'FREE DELIVERY'). */
    delivery_days: whole().nullable(),
    store_id: whole(),
    vendor_id: whole(),
    brand_id: whole(),
    brand_name: text(),
    quantity: whole(),
    in_stock: oneOf([0, 1] as const),
    stock_status: oneOf(['in_stock', 'out_of_stock'] as const),
    minimum_order_quantity: whole(),
    maximum_order_quantity: whole(),
    in_wishlist: flag(),
    category_id: whole(),
    department_slug: text(),
    parent_category_url: text(),
    category_url: text(),
    created_at: text(),
  }),
);
export type StoreProductCard = Answer<typeof productCardAnswer>;

const pageFields = { total: whole(), page: whole(), per_page: whole(), last_page: whole() };
/** One page of a list. */
export const pageMetaAnswer = named('PageMeta', shape(pageFields));
export type PageMeta = Answer<typeof pageMetaAnswer>;
/** A listing's page plus the sort it was answered in. */
export const listingMetaAnswer = named('ListingMeta', shape({ ...pageFields, sort: oneOf(LISTING_SORTS) }));
export type ListingMeta = Answer<typeof listingMetaAnswer>;

/** A page of a listing (category, brand, sale, search): the cards, the page, and what the listing adds. */
export const listingOf = <Scope extends ObjectShape>(scope: Scope) =>
  shape({ data: listOf(productCardAnswer), meta: listingMetaAnswer, ...scope });

/** A page of a plain listing (a category's, a brand's, a sale's). */
export const productListingAnswer = listingOf({});
export type ProductListing = Answer<typeof productListingAnswer>;

/** Department 1, category 2, subcategory 3. */
export const categoryLevel = oneOf([1, 2, 3] as const);

export const brandAnswer = named(
  'Brand',
  shape({ id: whole(), name: text(), slug: text(), logo: text(), description: text(), country: text(), is_featured: flag(), product_count: whole() }),
);
export type StoreBrand = Answer<typeof brandAnswer>;
/** One brand's page: the brand and the departments it sells in. */
export const brandDetailAnswer = named('BrandDetail', brandAnswer.shape({ departments: listOf(shape({ id: whole(), name: text(), slug: text() })) }));
export type BrandDetail = Answer<typeof brandDetailAnswer>;

export const saleAnswer = named(
  'Sale',
  shape({
    id: whole(),
    name: text(),
    slug: text(),
    description: text(),
    banner: text(),
    department_id: whole().nullable().optional(),
    min_discount_percent: whole(),
    ends_at: text(),
  }),
);
export type StoreSale = Answer<typeof saleAnswer>;

/** A step of a breadcrumb; the product itself, last, has no category id and no url. */
export const breadcrumbStepAnswer = named('BreadcrumbStep', shape({ id: whole().nullable(), name: text(), url: text().nullable() }));
export type BreadcrumbStep = Answer<typeof breadcrumbStepAnswer>;

/** A category with its subcategories, down to the leaves (the menu). */
export interface CategoryTreeNode {
  id: number;
  name: string;
  slug: string;
  image: string;
  children: CategoryTreeNode[];
}
export const categoryTreeNodeAnswer = named(
  'CategoryTreeNode',
  shape({
    id: whole(),
    name: text(),
    slug: text(),
    image: text(),
    children: described<CategoryTreeNode[]>({ type: 'array', items: { $ref: '#/components/schemas/CategoryTreeNode' } }),
  }),
);

export const homeCategoryAnswer = named(
  'HomeCategory',
  shape({
    id: whole(),
    category_id: whole(),
    title: text(),
    name: text(),
    slug: text(),
    url: text(),
    image: text(),
    product_count: whole(),
    children: listOf(shape({ id: whole(), name: text(), slug: text(), image: text() })),
  }),
);

export const categoryDetailAnswer = named(
  'CategoryDetail',
  shape({
    id: whole(),
    name: text(),
    slug: text(),
    level: categoryLevel,
    image: text(),
    description: text(),
    product_count: whole(),
    children: listOf(shape({ id: whole(), name: text(), slug: text(), image: text(), product_count: whole() })),
    breadcrumb: listOf(breadcrumbStepAnswer),
  }),
);

export type CategoryDetail = Answer<typeof categoryDetailAnswer>;

/** A page of a category's products, the category, and its brands to filter by. */
export const categoryListingAnswer = listingOf({
  category: shape({ id: whole(), name: text(), slug: text(), level: categoryLevel, breadcrumb: listOf(breadcrumbStepAnswer) }),
  facets: shape({ brands: listOf(shape({ id: whole(), name: text(), slug: text(), products: whole() })) }),
});
export type CategoryListing = Answer<typeof categoryListingAnswer>;
export type HomeCategory = Answer<typeof homeCategoryAnswer>;

/**
 * A "buy more, save more" tier: from `min_quantity` items on, `discount_percent` off each unit,
 * which then costs `discounted_unit_price`. GET /frontend/discounts and the product page send the same.
 */
export const discountTierAnswer = named(
  'DiscountTier',
  shape({ id: whole(), min_quantity: whole(), discount_percent: amount(), discounted_unit_price: amount() }),
);
export type DiscountTier = Answer<typeof discountTierAnswer>;
export const discountsAnswer = shape({ success: flag(), data: listOf(discountTierAnswer) });

/** The product a review is about; `path` is its page, /{parent}/{leaf}/{slug}. */
export const reviewedProductAnswer = named('ReviewedProduct', shape({ id: whole(), name: text(), path: text(), image: text() }));
export type ReviewedProduct = Answer<typeof reviewedProductAnswer>;
export const reviewAnswer = named(
  'Review',
  shape({
    id: whole(),
    author: text(),
    rating: whole().min(1).max(5),
    title: text(),
    body: text(),
    created_at: text(),
    product: reviewedProductAnswer,
  }),
);
export type CustomerReview = Answer<typeof reviewAnswer>;
/** GET /frontend/reviews: every customer's reviews, newest first. */
export const reviewPageAnswer = shape({ data: listOf(reviewAnswer), meta: pageMetaAnswer });
/** The customer's reviews, and the products of delivered orders not reviewed yet. */
export const accountReviewsAnswer = shape({ data: listOf(reviewAnswer), to_review: listOf(shape({ product: reviewedProductAnswer, order_number: text() })) });

const specification = shape({ name: text(), value: text() });

/** The product page: the card plus everything the detail page shows. */
export const productDetailAnswer = named(
  'ProductDetail',
  productCardAnswer.shape({
    description: text(),
    specifications: listOf(specification),
    benefits: listOf(text()),
    faq: listOf(shape({ question: text(), answer: text() })),
    /**
     * Present when the product's data carries the alternate tab set (docs/behaviour.md §2.10: Key
     * Specification, Key Benefits, Product Overview); the overview is simple HTML.
     */
    key_sections: shape({
      specifications: listOf(specification),
      benefits: listOf(shape({ title: text(), text: text() })),
      overview: text(),
    })
      .nullable()
      .optional(),
    brand: shape({ id: whole(), name: text(), slug: text(), logo: text() }).nullable(),
    categories: listOf(shape({ id: whole(), name: text(), slug: text(), level: whole() })),
    breadcrumb: listOf(breadcrumbStepAnswer),
    reviews: listOf(shape({ id: whole(), author: text(), rating: whole(), title: text(), body: text(), created_at: text() })),
    discounts: listOf(discountTierAnswer),
    /** The sizes of the product's family, its own marked current (docs/behaviour.md §2.10); empty when it comes in one. */
    size_options: listOf(shape({ size: text(), product_id: whole(), slug: text(), url: text(), current: flag() })),
    return_policy: text(),
    status: text(),
  }),
);
export type ProductDetail = Answer<typeof productDetailAnswer>;

