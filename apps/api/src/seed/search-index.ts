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
 */
export class SearchIndexBuilder {
  private readonly frequency = new Map<string, number>();
  private readonly prefixes = new Map<string, Ranked[]>();

  add(product: { id: number; popularity: number; searchText: string }): void {
    const ranked: Ranked = { id: product.id, popularity: product.popularity };
    const words = new Set(tokenize(product.searchText));
    for (const word of words) this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
    for (const prefix of prefixesOf(words)) this.offer(prefix, ranked);
  }

  private offer(prefix: string, item: Ranked): void {
    let list = this.prefixes.get(prefix);
    if (!list) this.prefixes.set(prefix, (list = []));
    const last = list[list.length - 1];
    if (list.length >= PREFIX_TOP_K && last && !ranksBefore(item, last)) return;
    let at = list.length;
    while (at > 0 && ranksBefore(item, list[at - 1] as Ranked)) at--;
    list.splice(at, 0, item);
    if (list.length > PREFIX_TOP_K) list.pop();
  }

  rows(): SearchIndexRows {
    return {
      terms: [...this.frequency].map(([term, frequency]) => ({ term, frequency })),
      prefixes: [...this.prefixes].map(([prefix, list]) => ({ prefix, productIds: list.map((r) => r.id) })),
    };
  }
}
