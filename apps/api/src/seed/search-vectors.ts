import { sql, type SQL } from 'drizzle-orm';
import { searchTextRuns } from '../search/search-text';
import type { CatalogueTree, Leaf } from './catalogue-tree';
import { searchPartsOf, type ProductRow } from './products';

// product_search's rows as the seed writes them (issue 29). The products' insert trigger
// (migration 0020) makes each vector from the product's whole search text; half of that text is
// its subcategory's names, the same for every product of the subcategory. While the seed loads,
// the trigger is off (index.ts) and each batch's rows are written by productSearchStatement: the
// product's own words parsed, joined with `||` to its subcategory's vectors, parsed once
// (search-text.ts searchTextRuns says why the vector is the same). Its other columns are read
// from the product's row as the trigger reads them.

/** The subcategories' vectors, for the seed's transaction only. */
const CATEGORY_VECTORS = 'seed_category_vectors';

/** Makes the subcategories' vectors: one row per subcategory, its English and Arabic runs parsed. */
export function categoryVectorsStatement(tree: CatalogueTree): SQL {
  const runs = tree.leaves.map((leaf) => {
    const { categoryEnglish, categoryArabic } = searchTextRuns(searchPartsOf(leaf, '', '', ''));
    return [leaf.row.id, categoryEnglish, categoryArabic];
  });
  return sql`
    create temporary table ${sql.identifier(CATEGORY_VECTORS)} on commit drop as
    select (x ->> 0)::int as category_id, to_tsvector('simple', x ->> 1) as english, to_tsvector('simple', x ->> 2) as arabic
    from jsonb_array_elements(${JSON.stringify(runs)}::jsonb) as x`;
}

/** A batch's products as productSearchStatement reads them: id, own English words, own Arabic words. */
export function ownWordsText(batch: ProductRow[], leafOf: Map<number, Leaf>, brandName: Map<number, string>): string {
  return JSON.stringify(batch.map((product) => {
    const leaf = leafOf.get(product.categoryId) as Leaf;
    const { ownEnglish, ownArabic } = searchTextRuns(searchPartsOf(leaf, brandName.get(product.brandId) ?? '', product.name, product.nameAr));
    return [product.id, ownEnglish, ownArabic];
  }));
}

/** product_search's rows of the products in `json` (ownWordsText), as the insert trigger writes them. */
export function productSearchStatement(json: string): SQL {
  return sql`
    insert into product_search (product_id, popularity, published, on_sale, search_vector, category_id, brand_id, effective_price_aed, in_stock, avg_rating, review_count, created_at)
    select p.id, p.popularity, p.status = 'published', p.sale_price_aed is not null,
      to_tsvector('simple', x ->> 1) || v.english || to_tsvector('simple', x ->> 2) || v.arabic,
      p.category_id, p.brand_id, p.effective_price_aed, p.stock > 0, p.avg_rating, p.review_count, p.created_at
    from jsonb_array_elements(${json}::jsonb) as x
    join products p on p.id = (x ->> 0)::int
    join ${sql.identifier(CATEGORY_VECTORS)} v on v.category_id = p.category_id`;
}
