import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './commerce';

/** Postgres full-text vector; only written by the generated column below. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * The value of the first specification named `name` in `specifications`, JSON null when there
 * is none: what the products of a size family share beside their subcategory and brand
 * (catalogue/product-read.ts), indexed with them. The path is written into the text, not
 * passed as a parameter, so a query's expression is the index's and the planner uses it.
 */
export const firstSpecValue = (specifications: SQL | SQLWrapper, name: 'Type' | 'Configuration') =>
  sql`coalesce(jsonb_path_query_first(${specifications}, ${sql.raw(`'$[*] ? (@.name == "${name}").value'`)}), 'null'::jsonb)`;

export interface SpecificationEntry {
  name: string;
  value: string;
}
export interface FaqEntry {
  question: string;
  answer: string;
}
/**
 * The product page's alternate tab set (docs/behaviour.md §2.10: Key Specification, Key Benefits, Product
 * Overview), for products whose data carries it. The overview is simple HTML.
 */
export interface KeySections {
  specifications: SpecificationEntry[];
  benefits: { title: string; text: string }[];
  overview: string;
}

/*
 * Arabic beside English (issue 23) as nullable `_ar` columns on the same rows, not a
 * translations table: two languages, fixed by the storefront (ae: en + ar, us: en), and the
 * hot reads (a listing page of 100k products, search's 7 rows by primary key, the category
 * tree the catalogue cache holds) then read one row per product or category with both
 * languages, with no join and no second lookup per row, and the listing's indexes stay as
 * they are. Null means "no Arabic": the answer falls back to English field by field.
 */

/**
 * The content tables (sliders, sales, blog, pages, SEO pages) are small and read whole rows:
 * their Arabic is one jsonb column `ar` holding the same fields in Arabic (a missing field
 * falls back to English), which keeps them to one column each.
 */
export type ArabicFields<K extends string> = Partial<Record<K, string>>;

/** Three levels: department (1), category (2), subcategory (3). Products hang on level 3. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    description: text('description').notNull().default(''),
    nameAr: text('name_ar'),
    descriptionAr: text('description_ar'),
    position: integer('position').notNull().default(0),
    productCount: integer('product_count').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId, t.position)],
);

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo').notNull(),
    description: text('description').notNull(),
    descriptionAr: text('description_ar'),
    country: text('country').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    productCount: integer('product_count').notNull().default(0),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug)],
);

/** A picture the catalogue import stored: its source and the file-store keys of its encodings. */
export interface ImportedPicture {
  source: string;
  /** Width in pixels -> { webp, jpeg } file-store keys. */
  sizes: Record<string, { webp: string; jpeg: string }>;
}

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    brandId: integer('brand_id').notNull(),
    storeId: integer('store_id').notNull().default(1),
    vendorId: integer('vendor_id').notNull(),
    categoryId: integer('category_id').notNull(),
    parentCategoryId: integer('parent_category_id').notNull(),
    departmentId: integer('department_id').notNull(),
    description: text('description').notNull(),
    priceAed: money('price_aed').notNull(),
    salePriceAed: money('sale_price_aed'),
    priceUsd: money('price_usd').notNull(),
    salePriceUsd: money('sale_price_usd'),
    /** Sale price when on sale, else the original: what filters and price sorts use. */
    effectivePriceAed: money('effective_price_aed').notNull(),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull().default(1),
    maximumOrderQuantity: integer('maximum_order_quantity').notNull().default(99),
    stock: integer('stock').notNull(),
    deliveryDays: integer('delivery_days'),
    avgRating: numeric('avg_rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    reviewCount: integer('review_count').notNull(),
    /** Deterministic sales-rank proxy: the order of "relevance" and of search suggestions. */
    popularity: integer('popularity').notNull(),
    imageCount: smallint('image_count').notNull(),
    /**
     * Pictures loaded by the catalogue import (catalogue-import/pictures.ts), in order: where each
     * came from (so a rerun of the same feed fetches nothing) and the stored files of its sizes.
     * Null: the product shows its generated drawings (image_count of them).
     */
    pictures: jsonb('pictures').$type<ImportedPicture[]>(),
    videoPath: text('video_path'),
    sellingUnit: text('selling_unit').notNull().default('Each'),
    status: text('status').notNull().default('published'),
    specifications: jsonb('specifications').$type<SpecificationEntry[]>().notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull(),
    faq: jsonb('faq').$type<FaqEntry[]>().notNull(),
    nameAr: text('name_ar'),
    descriptionAr: text('description_ar'),
    specificationsAr: jsonb('specifications_ar').$type<SpecificationEntry[]>(),
    benefitsAr: jsonb('benefits_ar').$type<string[]>(),
    faqAr: jsonb('faq_ar').$type<FaqEntry[]>(),
    /** Null for most products: they show the usual tabs. */
    keySections: jsonb('key_sections').$type<KeySections>(),
    /** The key sections in Arabic (issue 23), where the product has Arabic specifications. */
    keySectionsAr: jsonb('key_sections_ar').$type<KeySections>(),
    /** Name, brand, category and SKU words, the text that search matches against. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_sku_prefix_idx').using('btree', sql`lower(${t.sku}) text_pattern_ops`),
    // `order by x desc` puts nulls first, so descending keys are declared NULLS FIRST: an
    // index on `x desc nulls last` cannot give that order and the planner sorted instead.
    // Listing orders end with the id as a tie-break (popularity and prices repeat), so the
    // id is the last key. A page is then read straight off the index; before, a
    // 13,000-product department was read whole and sorted for every first page.
    index('products_popularity_idx').on(t.popularity.desc().nullsFirst()),
    index('products_cat_pop_idx').on(t.categoryId, t.popularity.desc().nullsFirst(), t.id),
    index('products_cat_price_idx').on(t.categoryId, t.effectivePriceAed, t.id),
    index('products_cat_new_idx').on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_cat_rating_idx').on(t.categoryId, t.avgRating.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.id),
    index('products_parent_pop_idx').on(t.parentCategoryId, t.popularity.desc().nullsFirst(), t.id),
    index('products_parent_price_idx').on(t.parentCategoryId, t.effectivePriceAed, t.id),
    index('products_dept_pop_idx').on(t.departmentId, t.popularity.desc().nullsFirst(), t.id),
    index('products_dept_price_idx').on(t.departmentId, t.effectivePriceAed, t.id),
    index('products_brand_pop_idx').on(t.brandId, t.popularity.desc().nullsFirst(), t.id),
    index('products_sale_idx')
      .on(t.departmentId, t.popularity.desc().nullsFirst(), t.id)
      .where(sql`${t.salePriceAed} is not null`),
    // A product page's size family (issue 31): its candidates read from here, not from every
    // product of the subcategory and brand (119 rows, each's specifications unpacked, for product 1).
    index('products_size_family_idx').on(t.categoryId, t.brandId, firstSpecValue(t.specifications, 'Type'), firstSpecValue(t.specifications, 'Configuration')),
  ],
);

/** Named so the review route can tell this violation from any other. */
export const REVIEW_PER_CUSTOMER_INDEX = 'product_reviews_customer_product_key';

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    /** The customer who wrote it; null for seeded reviews and for customers since deleted
     * (the review stays published under its author name). Never sent in public listings. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId),
    // One review per customer and product, held by the database so two concurrent posts
    // cannot both land (the route answers the violation with 409). Seeded reviews have no
    // customer, and NULLs never collide. It also serves the customer's own-review lookups.
    uniqueIndex(REVIEW_PER_CUSTOMER_INDEX).on(t.customerId, t.productId),
  ],
);

/** Buy-More-Save-More: tiers of a product, else of its category chain (leaf, parent, department). */
export const discountTiers = pgTable(
  'discount_tiers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id'),
    categoryId: integer('category_id'),
    minQuantity: integer('min_quantity').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('discount_tiers_product_idx').on(t.productId), index('discount_tiers_category_idx').on(t.categoryId)],
);

export const sliders = pgTable(
  'sliders',
  {
    id: serial('id').primaryKey(),
    sliderId: integer('slider_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    image: text('image').notNull(),
    mobileImage: text('mobile_image').notNull(),
    link: text('link').notNull(),
    buttonText: text('button_text').notNull(),
    ar: jsonb('ar').$type<ArabicFields<'title' | 'subtitle' | 'buttonText'>>(),
  },
  (t) => [index('sliders_slider_idx').on(t.sliderId, t.position)],
);

export const homeCategories = pgTable('home_categories', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  image: text('image').notNull(),
});

export const sales = pgTable(
  'sales',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    ar: jsonb('ar').$type<ArabicFields<'name' | 'description'>>(),
    banner: text('banner').notNull(),
    departmentId: integer('department_id'),
    minDiscountPercent: integer('min_discount_percent').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('sales_slug_key').on(t.slug)],
);

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    ar: jsonb('ar').$type<ArabicFields<'name' | 'description'>>(),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    ar: jsonb('ar').$type<ArabicFields<'title' | 'excerpt' | 'body'>>(),
    image: text('image').notNull(),
    author: text('author').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_category_idx').on(t.categoryId, t.publishedAt.desc()),
  ],
);

/** FAQ of the storefront ('us' or 'ae'), grouped by `type` (About, Ordering, ...). */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    storefront: text('storefront').notNull(),
    type: text('type').notNull(),
    typePosition: integer('type_position').notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** The ae storefront's question and answer in Arabic (issue 23); null on us, which stays English. */
    ar: jsonb('ar').$type<ArabicFields<'question' | 'answer'>>(),
  },
  (t) => [index('faqs_storefront_idx').on(t.storefront, t.typePosition, t.position)],
);

/** Policy and information pages; `body` is stored as given and sanitised by the client. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    metaDescription: text('meta_description').notNull(),
    ar: jsonb('ar').$type<ArabicFields<'title' | 'body' | 'metaDescription'>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('pages_slug_key').on(t.slug)],
);

export const seoPages = pgTable(
  'seo_pages',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    heading: text('heading').notNull(),
    body: text('body').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    ar: jsonb('ar').$type<ArabicFields<'title' | 'heading' | 'body' | 'metaTitle' | 'metaDescription'>>(),
    categoryId: integer('category_id'),
    brandId: integer('brand_id'),
  },
  (t) => [uniqueIndex('seo_pages_slug_key').on(t.slug)],
);

export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    statusCode: smallint('status_code').notNull().default(301),
  },
  (t) => [uniqueIndex('redirects_from_key').on(t.fromPath)],
);

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  iso2: text('iso2').notNull(),
  dialCode: text('dial_code').notNull(),
  currency: text('currency').notNull(),
  storefront: text('storefront').notNull(),
});

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    stateId: integer('state_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('cities_state_idx').on(t.stateId)],
);

/** Distinct words of the catalogue: the small table typo correction runs trigram similarity on. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/**
 * Precomputed suggestions: for every prefix of every catalogue word, the most popular
 * product ids. A one-word query is one primary-key lookup, however short the prefix.
 */
export const searchPrefixes = pgTable('search_prefixes', {
  prefix: text('prefix').primaryKey(),
  productIds: integer('product_ids').array().notNull(),
});

/**
 * The search columns of every product in a narrow table (about 250 bytes a row, so it and
 * its index stay in the buffer cache). A multi-word search rechecks every product of its
 * complete words (hundreds for a brand name); on the 1.5 KB product rows that meant
 * hundreds of page reads per keystroke, the slow tail of search. Kept in step with
 * products by triggers (migration 0002); the app only reads it.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id').primaryKey(),
    popularity: integer('popularity').notNull(),
    published: boolean('published').notNull(),
    onSale: boolean('on_sale').notNull(),
    searchVector: tsvector('search_vector').notNull(),
    // What the results page filters, sorts and counts its facets on (migration 0016), so a
    // query's every match is read from this narrow table and only the page's cards from products.
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    effectivePriceAed: money('effective_price_aed').notNull(),
    inStock: boolean('in_stock').notNull(),
    avgRating: numeric('avg_rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    reviewCount: integer('review_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('product_search_vector_idx').using('gin', t.searchVector)],
);

/**
 * Searches that found no or few products (docs/behaviour.md §5), counted per day and query so
 * the store can add the words its buyers use. No personal data: the query's words only, as the
 * tokeniser folds them, never who asked.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    /** Products the search found the last time it was asked that day (0 = none). */
    results: integer('results').notNull(),
    searches: integer('searches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

/** Facts about the stored data (seed size, seed time); also marks a seeded database. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
