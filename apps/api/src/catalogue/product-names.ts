// A text in the answer's language (issue 23): the one rule every domain uses for a product's,
// category's or brand's words. Arabic where the row has it, else English, field by field.
import { inArray } from 'drizzle-orm';
import type { Locale } from '@horeca/core/locale';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalogue';

export function textIn(locale: Locale, english: string, arabic: string | null | undefined): string {
  return locale === 'ar' && arabic ? arabic : english;
}

/** A product's name in `locale`. */
export function productNameIn(row: { name: string; nameAr: string | null }, locale: Locale): string {
  return textIn(locale, row.name, row.nameAr);
}

/**
 * Rows that copied a product's English name when they were written (order lines, quote items)
 * as an answer in `locale` shows them. The stored English stays as stored; in Arabic the
 * product's Arabic name is joined from the catalogue, but only while the product still carries
 * the English name the row copied: a product renamed since keeps the row's English, so an
 * order never shows a name it was not sold under.
 */
export async function storedNamesIn<T extends { productId: number; name: string }>(db: Db, rows: readonly T[], locale: Locale): Promise<T[]> {
  if (locale !== 'ar' || rows.length === 0) return [...rows];
  const ids = [...new Set(rows.map((row) => row.productId))];
  const found = await db.select({ id: products.id, name: products.name, nameAr: products.nameAr }).from(products).where(inArray(products.id, ids));
  const byId = new Map(found.map((product) => [product.id, product]));
  return rows.map((row) => {
    const product = byId.get(row.productId);
    return product && product.name === row.name ? { ...row, name: productNameIn(product, locale) } : row;
  });
}
