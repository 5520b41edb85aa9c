import { MAX_PREFIX_LENGTH, PREFIX_TOP_K, tokenize } from '../search/tokenize';

export interface SearchIndexRows {
  terms: { term: string; frequency: number }[];
  prefixes: { prefix: string; productIds: number[] }[];
}

interface Ranked {
  id: number;
  popularity: number;
}

const before = (a: Ranked, b: Ranked) => a.popularity > b.popularity || (a.popularity === b.popularity && a.id < b.id);

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
    const seen = new Set<string>();
    for (const word of new Set(tokenize(product.searchText))) {
      this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
      const limit = Math.min(word.length, MAX_PREFIX_LENGTH);
      for (let length = 1; length <= limit; length++) {
        const prefix = word.slice(0, length);
        if (seen.has(prefix)) continue;
        seen.add(prefix);
        this.offer(prefix, ranked);
      }
    }
  }

  private offer(prefix: string, item: Ranked): void {
    let list = this.prefixes.get(prefix);
    if (!list) this.prefixes.set(prefix, (list = []));
    const last = list[list.length - 1];
    if (list.length >= PREFIX_TOP_K && last && !before(item, last)) return;
    let at = list.length;
    while (at > 0 && before(item, list[at - 1] as Ranked)) at--;
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
