import { foldArabic } from './arabic';

/**
 * What search matches a product on: its name, its brand and the names of its category,
 * parent category and department. The seed writes it; a rename rewrites it (reindex.ts).
 */
export function productSearchText(parts: { name: string; brand: string; category: string; parentCategory: string; department: string }): string {
  // Arabic folded as the tokeniser folds the query: the database's parser makes the words.
  return foldArabic(`${parts.name} ${parts.brand} ${parts.category} ${parts.parentCategory} ${parts.department}`);
}
