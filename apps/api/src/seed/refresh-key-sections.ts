// Gives the products of tables/key-sections.ts their key sections (the alternate tab set of
// docs/behaviour.md §2.10), in a freshly seeded database and in one seeded before they existed alike: once
// per version of the content (refresh-content.ts). One statement builds every product's
// sections from its own columns, so it costs the same for 3,000 or 100,000 products.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentFingerprint, refreshContent } from './refresh-content';
import { KEY_SECTIONS_AR } from './arabic/key-section-terms';
import { arabicFingerprint } from './refresh-arabic';
import { KEY_SECTIONS, KEY_SPECIFICATION_NAMES, type KeySectionContent } from './tables/key-sections';

/** A Postgres text[] literal (drizzle would spread a JS array into a list of parameters). */
const NAMES = `{${KEY_SPECIFICATION_NAMES.map((name) => JSON.stringify(name)).join(',')}}`;

const html = (content: KeySectionContent) => content.overview.map((paragraph) => `<p>${paragraph}</p>`).join('');

const CONTENT = Object.entries(KEY_SECTIONS).map(([subcategory, content]) => {
  const arabic = KEY_SECTIONS_AR[subcategory];
  if (!arabic) throw new Error(`No Arabic key sections for '${subcategory}' (seed/arabic/key-section-terms.ts)`);
  return { subcategory, facts: content.facts, benefits: content.benefits, overview: html(content), facts_ar: arabic.facts, benefits_ar: arabic.benefits, overview_ar: html(arabic) };
});

/**
 * Runs after the Arabic refresh (db/prepare.ts) and again whenever the catalogue's Arabic
 * changes (its fingerprint is part of this one): the Arabic sections are built from the
 * products' Arabic names and specifications.
 */
export async function refreshKeySections(db: Db): Promise<boolean> {
  return refreshContent(db, 'key-sections', contentFingerprint([CONTENT, KEY_SPECIFICATION_NAMES, arabicFingerprint()]), async (tx) => {
    await tx.execute(sql`update products set key_sections = null, key_sections_ar = null where key_sections is not null or key_sections_ar is not null`);
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
      ),
      -- In Arabic: the Arabic specification at the same place as each English key one.
      key_sections_ar = case when p.specifications_ar is null or p.name_ar is null then null else jsonb_build_object(
        'specifications', coalesce((
          select jsonb_agg(arabic.entry order by array_position(${NAMES}::text[], english.entry->>'name'))
          from jsonb_array_elements(p.specifications) with ordinality english(entry, idx)
          join jsonb_array_elements(p.specifications_ar) with ordinality arabic(entry, idx) on arabic.idx = english.idx
          where english.entry->>'name' = any(${NAMES}::text[])
        ), '[]'::jsonb) || content.facts_ar,
        'benefits', content.benefits_ar,
        'overview', replace(content.overview_ar, '{name}', replace(replace(replace(p.name_ar, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'))
      ) end
      from jsonb_to_recordset(${JSON.stringify(CONTENT)}::jsonb) as content(subcategory text, facts jsonb, benefits jsonb, overview text, facts_ar jsonb, benefits_ar jsonb, overview_ar text)
      join categories c on c.name = content.subcategory and c.level = 3
      where p.category_id = c.id`);
  });
}
