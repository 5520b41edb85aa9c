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
