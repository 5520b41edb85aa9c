import { asc } from 'drizzle-orm';
import type { Locale } from '@horeca/core/locale';
import { onCatalogueChange } from '../cache/catalogue-changes';
import type { Db } from '../db/client';
import { brands, categories } from '../db/schema/catalogue';
import { textIn } from './product-names';

export type CategoryRecord = typeof categories.$inferSelect;
export type BrandRecord = typeof brands.$inferSelect;

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  image: string;
  children: CategoryNode[];
}

/**
 * The category tree and brands are small and rarely change: kept in memory until they do
 * (cache/catalogue-changes.ts), one per language of the answer (issue 23). In the Arabic one
 * a category's `name` and `description` and a brand's `description` are the Arabic ones where
 * the row has them (English otherwise, field by field): every view built from it speaks the
 * cache's language, and `locale` tells product views which of a product's columns to show.
 */
export interface CatalogueCache {
  locale: Locale;
  categoriesById: Map<number, CategoryRecord>;
  categoriesBySlug: Map<string, CategoryRecord>;
  childrenOf: Map<number | null, CategoryRecord[]>;
  brandsById: Map<number, BrandRecord>;
  brandsBySlug: Map<string, BrandRecord>;
  brandList: BrandRecord[];
  tree: CategoryNode[];
}

const caches = new WeakMap<Db, Map<Locale, Promise<CatalogueCache>>>();
onCatalogueChange((db) => caches.delete(db));

/**
 * A content row (slider, sale, blog, page, SEO page) as an answer in `locale` shows it: in
 * Arabic, each field its `ar` column has replaces the English one; the others stay English.
 */
export function inLocale<T extends { ar: Partial<Record<string, string>> | null }>(row: T, locale: Locale): T {
  if (locale !== 'ar' || !row.ar) return row;
  const arabic = Object.entries(row.ar).filter(([field, text]) => field in row && typeof text === 'string' && text.length > 0);
  return { ...row, ...Object.fromEntries(arabic) };
}

/** A category as an answer in `locale` shows it. */
export function categoryInLocale(row: CategoryRecord, locale: Locale): CategoryRecord {
  return locale === 'ar' ? { ...row, name: textIn(locale, row.name, row.nameAr), description: row.descriptionAr ?? row.description } : row;
}

async function load(db: Db, locale: Locale): Promise<CatalogueCache> {
  const categoryRows = (await db.select().from(categories).orderBy(asc(categories.level), asc(categories.position), asc(categories.id))).map((row) => categoryInLocale(row, locale));
  // Brand names stay as the brands write them; the description is the language's.
  const brandRows = (await db.select().from(brands).orderBy(asc(brands.name))).map((row) => (locale === 'ar' ? { ...row, description: row.descriptionAr ?? row.description } : row));
  const childrenOf = new Map<number | null, CategoryRecord[]>();
  for (const row of categoryRows) {
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row);
    childrenOf.set(row.parentId, list);
  }
  const node = (row: CategoryRecord): CategoryNode => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    children: (childrenOf.get(row.id) ?? []).map(node),
  });
  return {
    locale,
    categoriesById: new Map(categoryRows.map((r) => [r.id, r])),
    categoriesBySlug: new Map(categoryRows.map((r) => [r.slug, r])),
    childrenOf,
    brandsById: new Map(brandRows.map((r) => [r.id, r])),
    brandsBySlug: new Map(brandRows.map((r) => [r.slug, r])),
    brandList: brandRows,
    tree: (childrenOf.get(null) ?? []).map(node),
  };
}

export function catalogueCache(db: Db, locale: Locale = 'en'): Promise<CatalogueCache> {
  let byLocale = caches.get(db);
  if (!byLocale) caches.set(db, (byLocale = new Map()));
  let cached = byLocale.get(locale);
  if (!cached) {
    const loading = load(db, locale);
    byLocale.set(locale, loading);
    // A failed load must not be remembered.
    loading.catch(() => byLocale.get(locale) === loading && byLocale.delete(locale));
    cached = loading;
  }
  return cached;
}

/** Department -> category -> subcategory trail of a category, root first. */
export function ancestry(cache: CatalogueCache, categoryId: number): CategoryRecord[] {
  const trail: CategoryRecord[] = [];
  let current = cache.categoriesById.get(categoryId);
  while (current) {
    trail.unshift(current);
    current = current.parentId === null ? undefined : cache.categoriesById.get(current.parentId);
  }
  return trail;
}
