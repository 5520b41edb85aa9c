import { desc, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { products } from '../src/db/schema/catalogue';
import { Random } from '../src/seed/random';

/**
 * What users type: for sampled product names, every keystroke of the first one to three
 * words ('v', 'vu', 'vul', ..., 'vulcan 4', 'vulcan 40'), plus SKU prefixes and a few typos.
 */
export async function keystrokeQueries(db: Db, target: number): Promise<string[]> {
  const random = new Random(7);
  const rows = await db
    .select({ name: products.name, sku: products.sku })
    .from(products)
    .where(sql`${products.id} % 97 = 0`)
    .orderBy(desc(products.popularity))
    .limit(600);
  const queries: string[] = [];
  for (const row of rows) {
    const words = row.name.toLowerCase().split(' ').slice(0, random.int(1, 3)).join(' ');
    for (let i = 1; i <= words.length; i++) if (words[i - 1] !== ' ') queries.push(words.slice(0, i));
    if (random.chance(0.2)) queries.push(row.sku.slice(0, random.int(4, 10)));
    if (random.chance(0.1) && words.length > 4) queries.push(words.slice(0, 2) + words[3] + words[2] + words.slice(4));
    if (queries.length >= target) break;
  }
  return queries.slice(0, target);
}
