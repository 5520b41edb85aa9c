import { ranksBefore, type Ranked } from '../search/ranked';
import { PREFIX_TOP_K, prefixesOf, tokenize } from '../search/tokenize';

export interface SearchIndexRows {
  terms: { term: string; frequency: number }[];
  prefixes: { prefix: string; productIds: number[] }[];
}

/**
 * Fed product by product while seeding: distinct words with their frequency (typo
 * correction) and, for every prefix of every word, the PREFIX_TOP_K most popular products
 * having a word with that prefix (suggestions), in the order search returns them.
 *
 * The lists are filled in that order (rows() sorts the products first), so a product is only
 * ever appended, and a word whose every prefix list is full is skipped from then on: after the
 * first few thousand products nearly every word is, and the 100k seed's index takes a second
 * instead of the fifteen an insertion per prefix per product took (issue 29).
 */
export class SearchIndexBuilder {
  private readonly products: { ranked: Ranked; words: string[] }[] = [];
  private readonly frequency = new Map<string, number>();

  add(product: { id: number; popularity: number; searchText: string }): void {
    const words = [...new Set(tokenize(product.searchText))];
    for (const word of words) this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
    this.products.push({ ranked: { id: product.id, popularity: product.popularity }, words });
  }

  rows(): SearchIndexRows {
    const ordered = [...this.products].sort((a, b) => (ranksBefore(a.ranked, b.ranked) ? -1 : ranksBefore(b.ranked, a.ranked) ? 1 : 0));
    const lists = new Map<string, number[]>();
    const full = new Set<string>();
    const prefixesOfWord = new Map<string, string[]>();
    for (const { ranked, words } of ordered) {
      const offered = new Set<string>();
      for (const word of words) {
        if (full.has(word)) continue;
        let prefixes = prefixesOfWord.get(word);
        if (!prefixes) prefixesOfWord.set(word, (prefixes = [...prefixesOf([word])]));
        let allFull = true;
        for (const prefix of prefixes) {
          let list = lists.get(prefix);
          if (!list) lists.set(prefix, (list = []));
          if (list.length < PREFIX_TOP_K && !offered.has(prefix)) {
            offered.add(prefix);
            list.push(ranked.id);
          }
          if (list.length < PREFIX_TOP_K) allFull = false;
        }
        if (allFull) full.add(word);
      }
    }
    return {
      terms: [...this.frequency].map(([term, frequency]) => ({ term, frequency })),
      prefixes: [...lists].map(([prefix, productIds]) => ({ prefix, productIds })),
    };
  }
}
