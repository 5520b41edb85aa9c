import { desc, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { products } from '../src/db/schema/catalogue';
import { Random } from '../src/seed/random';

/**
 * How Arabic shoppers type (issue 23): hamza and ta marbuta loosely, now and then
 * Arabic-Indic digits. Applied to a third of the Arabic queries each.
 */
const LOOSE_SPELLING: [RegExp, string][] = [
  [/[أإآ]/g, 'ا'],
  [/ة/g, 'ه'],
  [/ى/g, 'ي'],
  [/\d/g, '٠'],
];

function typedLoosely(random: Random, text: string): string {
  let typed = text;
  for (const [pattern, replacement] of LOOSE_SPELLING) {
    if (!random.chance(0.33)) continue;
    typed = replacement === '٠' ? typed.replace(pattern, (digit) => String.fromCharCode(0x0660 + Number(digit))) : typed.replace(pattern, replacement);
  }
  return typed;
}

/**
 * What users type: for sampled product names, every keystroke of the first one to three
 * words ('v', 'vu', 'vul', ..., 'vulcan 4', 'vulcan 40'), plus SKU prefixes and a few typos.
 * In Arabic ('ar'): the same from the products' Arabic names ('ث', 'ثل', 'ثلا', ...), typed
 * with the loose spellings above, and the same SKU prefixes.
 */
export async function keystrokeQueries(db: Db, target: number, locale: 'en' | 'ar' = 'en'): Promise<string[]> {
  const random = new Random(7);
  const rows = await db
    .select({ name: locale === 'ar' ? sql<string>`coalesce(${products.nameAr}, ${products.name})` : products.name, sku: products.sku })
    .from(products)
    .where(sql`${products.id} % 97 = 0`)
    .orderBy(desc(products.popularity))
    .limit(600);
  const queries: string[] = [];
  for (const row of rows) {
    const name = locale === 'ar' ? typedLoosely(random, row.name) : row.name;
    const words = name.toLowerCase().split(' ').slice(0, random.int(1, 3)).join(' ');
    for (let i = 1; i <= words.length; i++) if (words[i - 1] !== ' ') queries.push(words.slice(0, i));
    if (random.chance(0.2)) queries.push(row.sku.slice(0, random.int(4, 10)));
    if (random.chance(0.1) && words.length > 4) queries.push(words.slice(0, 2) + words[3] + words[2] + words.slice(4));
    if (queries.length >= target) break;
  }
  return queries.slice(0, target);
}
