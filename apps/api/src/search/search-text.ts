import { foldArabic } from './arabic';

export interface SearchTextParts {
  name: string;
  brand: string;
  category: string;
  parentCategory: string;
  department: string;
  /** The Arabic names (issue 23), where there are: an Arabic query finds the product too. */
  nameAr?: string | null;
  categoryAr?: string | null;
  parentCategoryAr?: string | null;
  departmentAr?: string | null;
}

/**
 * What search matches a product on: its name, its brand and the names of its category,
 * parent category and department, in English and in Arabic. The seed writes it; a rename
 * rewrites it (reindex.ts).
 */
export function productSearchText(parts: SearchTextParts): string {
  const arabic = [parts.nameAr, parts.categoryAr, parts.parentCategoryAr, parts.departmentAr].filter((part) => !!part);
  // Arabic folded as the tokeniser folds the query: the database's parser makes the words.
  return foldArabic([parts.name, parts.brand, parts.category, parts.parentCategory, parts.department, ...arabic].join(' '));
}

/**
 * productSearchText in its four runs of words: the product's own (name and brand; its Arabic
 * name) and its subcategory's (category, parent, department; in English, in Arabic), each folded
 * as the whole is, '' for a run without words. The whole text is the runs that have words, in
 * this order, joined by spaces; and since the database's parser ('simple') numbers the words of
 * a text in order, the text's vector is the runs' vectors joined with `||` (which numbers the
 * right side's words after the left side's last). The seed makes a subcategory's runs' vectors
 * once instead of once per product (seed/search-vectors.ts; docs/notes/seed-and-import-speed.md).
 */
export function searchTextRuns(parts: SearchTextParts): { ownEnglish: string; categoryEnglish: string; ownArabic: string; categoryArabic: string } {
  const categoryArabic = [parts.categoryAr, parts.parentCategoryAr, parts.departmentAr].filter((part) => !!part);
  return {
    ownEnglish: foldArabic([parts.name, parts.brand].join(' ')),
    categoryEnglish: foldArabic([parts.category, parts.parentCategory, parts.department].join(' ')),
    ownArabic: parts.nameAr ? foldArabic(parts.nameAr) : '',
    categoryArabic: foldArabic(categoryArabic.join(' ')),
  };
}
