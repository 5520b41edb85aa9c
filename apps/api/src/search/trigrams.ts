/**
 * pg_trgm's similarity, computed in memory over the catalogue's distinct words, so typo
 * correction costs no database round trip. Same definition as the extension: a word is
 * padded with two spaces in front and one behind, its distinct 3-character windows are
 * its trigrams, and similarity = shared / (all distinct of both); `term % word` holds
 * from pg_trgm.similarity_threshold (0.3 by default) up.
 */
export const SIMILARITY_THRESHOLD = 0.3;

/** Trigrams of one [a-z0-9]+ word (what the tokeniser yields), as pg_trgm's show_trgm. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** pg_trgm computes in float4; rounding the same way keeps its ties and its order. */
export function similarity(shared: number, left: number, right: number): number {
  const all = left + right - shared;
  return all === 0 ? 0 : Math.fround(shared / all);
}

interface Candidate {
  term: string;
  frequency: number;
}

/**
 * The vocabulary indexed by trigram: a lookup scores only the words sharing a trigram with
 * the typed one (a few dozen of ~1,200), never the whole list.
 */
export class TrigramIndex {
  private readonly sizes: number[] = [];
  private readonly postings = new Map<string, number[]>();

  constructor(private readonly terms: readonly Candidate[]) {
    terms.forEach((candidate, at) => {
      const grams = trigrams(candidate.term);
      this.sizes.push(grams.size);
      for (const gram of grams) {
        let list = this.postings.get(gram);
        if (!list) this.postings.set(gram, (list = []));
        list.push(at);
      }
    });
  }

  /**
   * The word `select term from search_terms where term % word order by similarity desc,
   * frequency desc limit 1` returns (ties beyond those two go to the alphabetically first).
   */
  closest(word: string): string | null {
    const grams = trigrams(word);
    const shared = new Map<number, number>();
    for (const gram of grams) for (const at of this.postings.get(gram) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1);
    let best: { candidate: Candidate; score: number } | null = null;
    for (const [at, count] of shared) {
      const score = similarity(count, grams.size, this.sizes[at] ?? 0);
      const candidate = this.terms[at]!;
      if (score < SIMILARITY_THRESHOLD) continue;
      if (
        !best ||
        score > best.score ||
        (score === best.score && (candidate.frequency > best.candidate.frequency || (candidate.frequency === best.candidate.frequency && candidate.term < best.candidate.term)))
      ) {
        best = { candidate, score };
      }
    }
    return best?.candidate.term ?? null;
  }
}
