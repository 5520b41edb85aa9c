import { asc } from 'drizzle-orm';
import { onCatalogueChange } from '../cache/catalogue-changes';
import type { Db } from '../db/client';
import { brands, categories } from '../db/schema/catalogue';

export type CategoryRecord = typeof categories.$inferSelect;
export type BrandRecord = typeof brands.$inferSelect;

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  image: string;
  children: CategoryNode[];
}

/** The category tree and brands are small and rarely change: kept in memory until they do (cache/catalogue-changes.ts). */
export interface CatalogueCache {
  categoriesById: Map<number, CategoryRecord>;
  categoriesBySlug: Map<string, CategoryRecord>;
  childrenOf: Map<number | null, CategoryRecord[]>;
  brandsById: Map<number, BrandRecord>;
  brandsBySlug: Map<string, BrandRecord>;
  brandList: BrandRecord[];
  tree: CategoryNode[];
}

const caches = new WeakMap<Db, Promise<CatalogueCache>>();
onCatalogueChange((db) => caches.delete(db));

async function load(db: Db): Promise<CatalogueCache> {
  const categoryRows = await db.select().from(categories).orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
  const brandRows = await db.select().from(brands).orderBy(asc(brands.name));
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
    categoriesById: new Map(categoryRows.map((r) => [r.id, r])),
    categoriesBySlug: new Map(categoryRows.map((r) => [r.slug, r])),
    childrenOf,
    brandsById: new Map(brandRows.map((r) => [r.id, r])),
    brandsBySlug: new Map(brandRows.map((r) => [r.slug, r])),
    brandList: brandRows,
    tree: (childrenOf.get(null) ?? []).map(node),
  };
}

export function catalogueCache(db: Db): Promise<CatalogueCache> {
  let cached = caches.get(db);
  if (!cached) {
    cached = load(db);
    caches.set(db, cached);
    // A failed load must not be remembered.
    cached.catch(() => caches.delete(db));
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
