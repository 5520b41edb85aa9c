import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, categories, products } from '../db/schema/catalogue';

/**
 * Product counts of every level of the tree and of brands, from the products table: after the
 * seed loads it, and after a catalogue import changed it. A brand with many products is featured.
 */
export async function refreshProductCounts(db: Db): Promise<void> {
  // A category or brand left without products counts none (it is in no group below).
  await db.execute(sql`update ${categories} set product_count = 0 where product_count <> 0`);
  await db.execute(sql`update ${brands} set product_count = 0, is_featured = false where product_count <> 0`);
  await db.execute(sql`
    update ${categories} c set product_count = counts.n
    from (
      select category_id as id, count(*)::int as n from ${products} group by category_id
      union all select parent_category_id, count(*)::int from ${products} group by parent_category_id
      union all select department_id, count(*)::int from ${products} group by department_id
    ) counts
    where counts.id = c.id`);
  await db.execute(sql`
    update ${brands} b set product_count = counts.n, is_featured = counts.n > 800
    from (select brand_id as id, count(*)::int as n from ${products} group by brand_id) counts
    where counts.id = b.id`);
}
