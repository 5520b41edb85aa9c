import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { searchPrefixes, searchTerms } from '../db/schema/catalogue';
import { insertJsonRecords } from './bulk';
import { SearchIndexBuilder } from './search-index-builder';

/** search_terms and search_prefixes again from every published product's search text. */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  const builder = new SearchIndexBuilder();
  const rows = await queryRows<{ id: number; popularity: number; search_text: string }>(db, sql`select id, popularity, search_text from products where status = 'published' order by id`);
  for (const row of rows) builder.add({ id: Number(row.id), popularity: Number(row.popularity), searchText: row.search_text });
  const index = builder.rows();
  await db.delete(searchTerms);
  await db.delete(searchPrefixes);
  await insertJsonRecords(db, searchTerms, index.terms);
  await insertJsonRecords(db, searchPrefixes, index.prefixes);
}
