import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { catalogueChanged } from '../cache/catalogue-changes';
import type { Db } from '../db/client';
import { brands, categories, products, productSearch, searchPrefixes, searchTerms } from '../db/schema/catalogue';
import { popularFirst, ranksBefore, type Ranked } from './ranked';
import { productSearchText } from './search-text';
import { PREFIX_LIST_MIN, PREFIX_TOP_K, prefixesOf, tokenize } from './tokenize';

/**
 * Brings search in step with products changed at run time (a rename, another brand or
 * category, popularity, publishing): call it after the write (in its transaction if any).
 * It rewrites search_text from the row (product_search follows by trigger), moves word
 * counts in search_terms, repairs the suggestion lists of every prefix of the old and new
 * words, and drops this process's catalogue caches at once, so its own next answer shows
 * the change (other processes hear of it from the database, cache/catalogue-changes.ts).
 */
export async function reindexProducts(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction((tx) => reindexRows(tx as unknown as Db, ids));
  catalogueChanged(db);
}

async function reindexRows(db: Db, ids: number[]): Promise<void> {
  const parent = alias(categories, 'parent_category');
  const department = alias(categories, 'department');
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      searchText: products.searchText,
      brand: brands.name,
      category: categories.name,
      parentCategory: parent.name,
      department: department.name,
      nameAr: products.nameAr,
      categoryAr: categories.nameAr,
      parentCategoryAr: parent.nameAr,
      departmentAr: department.nameAr,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(parent, eq(parent.id, products.parentCategoryId))
    .innerJoin(department, eq(department.id, products.departmentId))
    .where(inArray(products.id, ids))
    // Two reindexes of one product take turns: the second reads the text the first wrote.
    .for('update', { of: products });
  for (const row of rows) {
    const searchText = productSearchText(row);
    if (searchText !== row.searchText) await db.update(products).set({ searchText }).where(eq(products.id, row.id));
    await reindexWords(db, row.id, new Set(tokenize(row.searchText)), new Set(tokenize(searchText)));
  }
}

async function reindexWords(db: Db, id: number, before: Set<string>, after: Set<string>): Promise<void> {
  for (const word of before) {
    if (after.has(word)) continue;
    await db.update(searchTerms).set({ frequency: sql`${searchTerms.frequency} - 1` }).where(eq(searchTerms.term, word));
    await db.delete(searchTerms).where(and(eq(searchTerms.term, word), sql`${searchTerms.frequency} <= 0`));
  }
  for (const word of after) {
    if (before.has(word)) continue;
    await db
      .insert(searchTerms)
      .values({ term: word, frequency: 1 })
      .onConflictDoUpdate({ target: searchTerms.term, set: { frequency: sql`${searchTerms.frequency} + 1` } });
  }
  const [state] = await db.select({ popularity: productSearch.popularity, published: productSearch.published }).from(productSearch).where(eq(productSearch.productId, id));
  const self: Ranked = { id, popularity: state?.popularity ?? 0 };
  const listed = state?.published ? prefixesOf(after) : new Set<string>();
  const affected = [...new Set([...prefixesOf(before), ...prefixesOf(after)])].sort();
  // Locked, in one order, so two concurrent renames cannot each write a list the other read.
  const locked = await db.select().from(searchPrefixes).where(inArray(searchPrefixes.prefix, affected)).orderBy(searchPrefixes.prefix).for('update');
  const lists = new Map(locked.map((row) => [row.prefix, row.productIds]));
  for (const prefix of affected) {
    const list = lists.get(prefix) ?? [];
    const next = await repairedList(db, prefix, list, self, listed.has(prefix));
    if (next === list) continue;
    if (next.length === 0) await db.delete(searchPrefixes).where(eq(searchPrefixes.prefix, prefix));
    else await db.insert(searchPrefixes).values({ prefix, productIds: next }).onConflictDoUpdate({ target: searchPrefixes.prefix, set: { productIds: next } });
  }
}

/**
 * The prefix's list with the product where it now belongs. A list holds the most popular
 * products behind its prefix; one of PREFIX_LIST_MIN or more may leave out those ranked
 * below its last entry (older seeds kept 10). So when the product leaves such a list, or
 * stays in it but ranks last, the list is read again from the full-text index: the one
 * costly case, for a product popular enough to be listed.
 */
async function repairedList(db: Db, prefix: string, list: number[], self: Ranked, belongs: boolean): Promise<number[]> {
  const others = list.filter((id) => id !== self.id);
  const wasListed = others.length < list.length;
  if (!belongs && !wasListed) return list;
  const ranked = await popularityOf(db, others);
  if (belongs) ranked.push(self);
  ranked.sort((a, b) => (ranksBefore(a, b) ? -1 : 1));
  const truncated = list.length >= PREFIX_LIST_MIN;
  if (truncated && (!belongs || ranked[ranked.length - 1]?.id === self.id)) return wasListed ? topForPrefix(db, prefix) : list;
  return ranked.slice(0, PREFIX_TOP_K).map((item) => item.id);
}

async function popularityOf(db: Db, ids: number[]): Promise<Ranked[]> {
  if (ids.length === 0) return [];
  return db.select({ id: productSearch.productId, popularity: productSearch.popularity }).from(productSearch).where(inArray(productSearch.productId, ids));
}

/**
 * A prefix's list refilled from the database. The full-text index keeps some compounds whole
 * ('Wet/Dry' is one token there, two words for search's tokenize), so a word starting after such
 * a mark is matched on the text too (`\m`: the start of a word). Rare: only when a listed
 * product leaves a full list.
 */
async function topForPrefix(db: Db, prefix: string): Promise<number[]> {
  const wordStart = `\\m${prefix.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}`;
  const rows = await db
    .select({ id: productSearch.productId })
    .from(productSearch)
    .innerJoin(products, eq(products.id, productSearch.productId))
    .where(and(sql`(${productSearch.searchVector} @@ to_tsquery('simple', ${`${prefix}:*`}) or ${products.searchText} ~* ${wordStart})`, eq(productSearch.published, true)))
    .orderBy(...popularFirst(productSearch.popularity, productSearch.productId))
    .limit(PREFIX_TOP_K);
  return rows.map((row) => row.id);
}
