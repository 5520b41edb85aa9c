// Gives the products of tables/key-sections.ts their key sections (the alternate tab set of
// spec 2.10), in a freshly seeded database and in one seeded before they existed alike: once
// per version of the content (refresh-content.ts). One statement builds every product's
// sections from its own columns, so it costs the same for 3,000 or 100,000 products.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentFingerprint, refreshContent } from './refresh-content';
import { KEY_SECTIONS, KEY_SPECIFICATION_NAMES } from './tables/key-sections';

/** A Postgres text[] literal (drizzle would spread a JS array into a list of parameters). */
const NAMES = `{${KEY_SPECIFICATION_NAMES.map((name) => JSON.stringify(name)).join(',')}}`;

const CONTENT = Object.entries(KEY_SECTIONS).map(([subcategory, content]) => ({
  subcategory,
  facts: content.facts,
  benefits: content.benefits,
  overview: content.overview.map((paragraph) => `<p>${paragraph}</p>`).join(''),
}));

export async function refreshKeySections(db: Db): Promise<boolean> {
  return refreshContent(db, 'key-sections', contentFingerprint([CONTENT, KEY_SPECIFICATION_NAMES]), async (tx) => {
    await tx.execute(sql`update products set key_sections = null where key_sections is not null`);
    // The name goes into HTML: escaped, though the page sanitises the overview as well.
    await tx.execute(sql`
      update products p set key_sections = jsonb_build_object(
        'specifications', coalesce((
          select jsonb_agg(entry order by array_position(${NAMES}::text[], entry->>'name'))
          from jsonb_array_elements(p.specifications) entry
          where entry->>'name' = any(${NAMES}::text[])
        ), '[]'::jsonb) || content.facts,
        'benefits', content.benefits,
        'overview', replace(content.overview, '{name}', replace(replace(replace(p.name, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'))
      )
      from jsonb_to_recordset(${JSON.stringify(CONTENT)}::jsonb) as content(subcategory text, facts jsonb, benefits jsonb, overview text)
      join categories c on c.name = content.subcategory and c.level = 3
      where p.category_id = c.id`);
  });
}
