// The catalogue: the category tree and pages, brands, sales, product detail and discount
// tiers. Listings share one query (listing.ts); categories and brands come from the cached
// catalogue (catalogue-cache.ts).
import { asc, eq } from 'drizzle-orm';
import { type Locale } from '@horeca/core/locale';
import { tierUnitPrice, type DiscountTier } from '@horeca/core/product';
import type { Db } from '../db/client';
import { homeCategories, products, sales } from '../db/schema/catalogue';
import { notFound } from '../http/errors';
import { parseTaxonomy } from '../seed/tables/taxonomy';
import { ancestry, catalogueCache, inLocale, type BrandRecord, type CatalogueCache, type CategoryRecord } from './catalogue-cache';
import { tiersByProduct, tiersOf, type TierRow } from './commerce-products';
import { brandFacet, discountAtLeast, listProducts, onSale, type ListingQuery } from './listing';
import { productCard, productName, sizeOptions, type ProductRecord, type Storefront } from './product-view';
import { readProductWithDetail, type ProductDetailRecord, type ProductWithDetail, type SizeCandidate } from './product-read';

function scopeColumn(category: CategoryRecord) {
  if (category.level === 1) return products.departmentId;
  if (category.level === 2) return products.parentCategoryId;
  return products.categoryId;
}

/** Breadcrumb items: Home, then department/category/subcategory with their storefront paths. */
export function breadcrumb(cache: CatalogueCache, categoryId: number) {
  const trail = ancestry(cache, categoryId);
  const items: { id: number | null; name: string; url: string | null }[] = [{ id: null, name: cache.locale === 'ar' ? 'الرئيسية' : 'Home', url: '/' }];
  trail.forEach((category, i) => {
    // Department: /{department}; category: /{department}/{category}; subcategory: /{category}/{subcategory}.
    const path = i === 0 ? `/${category.slug}` : `/${trail.slice(i - 1, i + 1).map((c) => c.slug).join('/')}`;
    items.push({ id: category.id, name: category.name, url: path });
  });
  return items;
}

function withOrigin(origin: string, path: string) {
  return path.startsWith('/') ? origin + path : path;
}

function brandView(brand: BrandRecord, origin: string) {
  return { id: brand.id, name: brand.name, slug: brand.slug, logo: origin + brand.logo, description: brand.description, country: brand.country, is_featured: brand.isFeatured, product_count: brand.productCount };
}

/** Brands are addressed by id (/brands/{id}) or slug (/brands/{slug} in the footer). */
function findBrand(cache: CatalogueCache, key: string): BrandRecord | undefined {
  return /^\d+$/.test(key) ? cache.brandsById.get(Number(key)) : cache.brandsBySlug.get(key);
}

/** Each subcategory's sizes from small to large, as the seed's taxonomy lists them. */
const SIZE_ORDER = new Map(parseTaxonomy().flatMap((d) => d.categories.flatMap((c) => c.leaves.map((leaf) => [leaf.name, leaf.sizes] as const))));

/** Buy-More-Save-More tiers: the product's own, else the nearest category's (one rule with the cart's). */
export async function discountTiersFor(db: Db, product: Pick<ProductRecord, 'id' | 'categoryId' | 'parentCategoryId' | 'departmentId'>) {
  return (await tiersByProduct(db, [product])).get(product.id) ?? [];
}

/** Core's DiscountTier is the contract: this answer cannot drift from what clients read. */
export function tierView(tier: TierRow, unitPrice: number): DiscountTier {
  return {
    id: tier.id,
    min_quantity: tier.minQuantity,
    discount_percent: tier.discountPercent,
    discounted_unit_price: tierUnitPrice(unitPrice, tier.discountPercent),
  };
}

/** The product's long texts in the answer's language (issue 23), each falling back to English on its own. */
function productTexts(product: ProductDetailRecord, locale: Locale) {
  const english = { description: product.description, specifications: product.specifications, benefits: product.benefits, faq: product.faq, key_sections: product.keySections ?? null };
  if (locale !== 'ar') return english;
  return {
    description: product.descriptionAr ?? english.description,
    specifications: product.specificationsAr ?? english.specifications,
    benefits: product.benefitsAr ?? english.benefits,
    faq: product.faqAr ?? english.faq,
    key_sections: product.keySectionsAr ?? english.key_sections,
  };
}

/** English size -> the size as the answer's language writes it, from each sibling's specifications in both languages. */
function sizeLabels(rows: SizeCandidate[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const row of rows) {
    const at = row.specifications.findIndex((entry) => entry.name === 'Size / Capacity');
    const arabic = at >= 0 ? row.specificationsAr?.[at]?.value : undefined;
    if (arabic) labels.set(row.specifications[at]!.value, arabic);
  }
  return labels;
}

function productDetail(cache: CatalogueCache, english: CatalogueCache, { product, reviews, tiers: tierRows, siblings }: ProductWithDetail, storefront: Storefront, origin: string, locale: Locale) {
  const card = productCard(product, cache, storefront, origin);
  const tiers = tiersOf(product, tierRows);
  const brand = cache.brandsById.get(product.brandId);
  const trail = ancestry(cache, product.categoryId);
  return {
    ...card,
    ...productTexts(product, locale),
    brand: brand ? { id: brand.id, name: brand.name, slug: brand.slug, logo: origin + brand.logo } : null,
    categories: trail.map((c) => ({ id: c.id, name: c.name, slug: c.slug, level: c.level })),
    breadcrumb: [...breadcrumb(cache, product.categoryId), { id: product.id, name: productName(product, cache), url: null }],
    reviews,
    discounts: tiers.map((t) => tierView(t, card.front_sale_price)),
    size_options: sizeOptionsIn(locale, sizeOptions(product, siblings, SIZE_ORDER.get(english.categoriesById.get(product.categoryId)?.name ?? '') ?? []), [product, ...siblings]),
    return_policy: locale === 'ar' ? '30 يوماً' : '30 Days',
    status: product.status,
  };
}

function sizeOptionsIn(locale: Locale, options: ReturnType<typeof sizeOptions>, rows: Parameters<typeof sizeLabels>[0]) {
  if (locale !== 'ar') return options;
  const labels = sizeLabels(rows);
  return options.map((option) => ({ ...option, size: labels.get(option.size) ?? option.size }));
}

export function createCatalogueService(db: Db) {
  /** A product page's answer: its row and what the page shows beside it in one statement (product-read.ts). */
  const publishedProduct = async (by: { slug: string } | { id: number }, storefront: Storefront, origin: string, locale: Locale) => {
    const [read, cache, english] = await Promise.all([readProductWithDetail(db, by), catalogueCache(db, locale), catalogueCache(db)]);
    if (!read || read.product.status !== 'published') throw notFound('api.productNotFound');
    return { data: productDetail(cache, english, read, storefront, origin, locale) };
  };

  return {
    /** The three-level category tree, images made absolute. */
    async categoryTree(origin: string, locale: Locale = 'en') {
      const cache = await catalogueCache(db, locale);
      const absoluteTree = (nodes: typeof cache.tree): typeof cache.tree =>
        nodes.map((n) => ({ ...n, image: withOrigin(origin, n.image), children: absoluteTree(n.children) }));
      return absoluteTree(cache.tree);
    },

    /** The category menu of the home page. */
    async homeCategories(origin: string, locale: Locale = 'en') {
      const cache = await catalogueCache(db, locale);
      const rows = await db.select().from(homeCategories).orderBy(asc(homeCategories.position));
      return {
        data: rows.flatMap((row) => {
          const category = cache.categoriesById.get(row.categoryId);
          if (!category) return [];
          const department = category.parentId === null ? undefined : cache.categoriesById.get(category.parentId);
          return [{
            id: row.id,
            category_id: category.id,
            // The menu's title is its category's name, in Arabic the category's Arabic name.
            title: locale === 'ar' ? category.name : row.title,
            name: category.name,
            slug: category.slug,
            url: department ? `/${department.slug}/${category.slug}` : `/${category.slug}`,
            image: withOrigin(origin, row.image),
            product_count: category.productCount,
            children: (cache.childrenOf.get(category.id) ?? []).map((child) => ({ id: child.id, name: child.name, slug: child.slug, image: withOrigin(origin, child.image) })),
          }];
        }),
      };
    },

    /** One category (any level) with its children and breadcrumb. */
    async category(slug: string, origin: string, locale: Locale = 'en') {
      const cache = await catalogueCache(db, locale);
      const category = cache.categoriesBySlug.get(slug);
      if (!category) throw notFound('api.categoryNotFound');
      return {
        data: {
          id: category.id,
          name: category.name,
          slug: category.slug,
          level: category.level,
          image: withOrigin(origin, category.image),
          description: category.description,
          product_count: category.productCount,
          children: (cache.childrenOf.get(category.id) ?? []).map((child) => ({
            id: child.id, name: child.name, slug: child.slug, image: withOrigin(origin, child.image), product_count: child.productCount,
          })),
          breadcrumb: breadcrumb(cache, category.id),
        },
      };
    },

    /** A category's listing with its brand facet. */
    async categoryProducts(slug: string, query: ListingQuery, origin: string, locale: Locale = 'en') {
      const cache = await catalogueCache(db, locale);
      const category = cache.categoriesBySlug.get(slug);
      if (!category) throw notFound('api.categoryNotFound');
      const scope = [eq(scopeColumn(category), category.id)];
      const [listing, brands] = await Promise.all([
        listProducts(db, cache, origin, scope, query, `category:${category.id}`, { categoryId: category.id }),
        brandFacet(db, cache, category.id),
      ]);
      return {
        ...listing,
        category: { id: category.id, name: category.name, slug: category.slug, level: category.level, breadcrumb: breadcrumb(cache, category.id) },
        facets: { brands },
      };
    },

    /** All brands (A-Z), optionally by first letter or featured only. */
    async brands(filter: { letter?: string | undefined; featured?: string | undefined }, origin: string, locale: Locale = 'en') {
      const cache = await catalogueCache(db, locale);
      const letter = filter.letter?.toLowerCase();
      const featured = filter.featured === '1' || filter.featured === 'true';
      return {
        data: cache.brandList
          .filter((b) => (!letter || b.name.toLowerCase().startsWith(letter)) && (!featured || b.isFeatured))
          .map((b) => brandView(b, origin)),
      };
    },

    /** A brand by id or slug, with the departments it sells in. */
    async brand(key: string, origin: string, locale: Locale = 'en') {
      const cache = await catalogueCache(db, locale);
      const brand = findBrand(cache, key);
      if (!brand) throw notFound('api.brandNotFound');
      const departments = await db
        .selectDistinct({ id: products.departmentId })
        .from(products)
        .where(eq(products.brandId, brand.id));
      return {
        data: {
          ...brandView(brand, origin),
          departments: departments.flatMap((d) => {
            const category = cache.categoriesById.get(d.id);
            return category ? [{ id: category.id, name: category.name, slug: category.slug }] : [];
          }),
        },
      };
    },

    async brandProducts(key: string, query: ListingQuery, origin: string, locale: Locale = 'en') {
      const cache = await catalogueCache(db, locale);
      const brand = findBrand(cache, key);
      if (!brand) throw notFound('api.brandNotFound');
      const listing = await listProducts(db, cache, origin, [eq(products.brandId, brand.id)], query, `brand:${brand.id}`);
      return { ...listing, brand: brandView(brand, origin) };
    },

    async sales(origin: string, locale: Locale = 'en') {
      const rows = (await db.select().from(sales).orderBy(asc(sales.id))).map((row) => inLocale(row, locale));
      return { data: rows.map((s) => ({ id: s.id, name: s.name, slug: s.slug, description: s.description, banner: origin + s.banner, department_id: s.departmentId, min_discount_percent: s.minDiscountPercent, ends_at: s.endsAt })) };
    },

    /** A sale's discounted products with the listing filters. */
    async saleProducts(id: number, query: ListingQuery, origin: string, locale: Locale = 'en') {
      const rows = await db.select().from(sales).where(eq(sales.id, id)).limit(1);
      const sale = rows[0] && inLocale(rows[0], locale);
      if (!sale) throw notFound('api.saleNotFound');
      const cache = await catalogueCache(db, locale);
      const scope = [onSale(), discountAtLeast(sale.minDiscountPercent)];
      if (sale.departmentId !== null) scope.push(eq(products.departmentId, sale.departmentId));
      const listing = await listProducts(db, cache, origin, scope, query, `sale:${sale.id}`);
      return { ...listing, sale: { id: sale.id, name: sale.name, slug: sale.slug, description: sale.description, banner: origin + sale.banner, min_discount_percent: sale.minDiscountPercent, ends_at: sale.endsAt } };
    },

    async productById(id: number, storefront: Storefront, origin: string, locale: Locale = 'en') {
      return publishedProduct({ id }, storefront, origin, locale);
    },

    async productBySlug(slug: string, storefront: Storefront, origin: string, locale: Locale = 'en') {
      return publishedProduct({ slug }, storefront, origin, locale);
    },

    /** A published product's Buy-More-Save-More tiers. */
    async discounts(productId: number) {
      const rows = await db
        .select({ id: products.id, categoryId: products.categoryId, parentCategoryId: products.parentCategoryId, departmentId: products.departmentId, priceAed: products.priceAed, salePriceAed: products.salePriceAed, status: products.status })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      const product = rows[0];
      if (!product || product.status !== 'published') throw notFound('api.productNotFound');
      const tiers = await discountTiersFor(db, product);
      return { success: true, data: tiers.map((t) => tierView(t, product.salePriceAed ?? product.priceAed)) };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
