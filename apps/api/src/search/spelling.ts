/**
 * Typo correction that never replaces a word the store knows (issue 32). Only a word that is
 * neither a catalogue word nor in the trade table is corrected, and only to a known word within
 * a small edit distance: one edit for words of 4 to 7 letters, two from 8. Trigram similarity
 * alone had turned 'fridge' into 'fries' and 'frier' into 'fries'; an edit distance that counts
 * the spelling confusions of English (i/y, c/k, s/z, ph/f) as half an edit reads 'frier' as
 * 'fryer'. Ties go to the word sharing the first letter, then to the more frequent.
 */

/** Letter pairs typed for one another by sound: half an edit. */
const SOUND_ALIKE = new Set(['iy', 'yi', 'ck', 'kc', 'sz', 'zs', 'sc', 'cs'].map((pair) => pair.charCodeAt(0) * 0x10000 + pair.charCodeAt(1)));

/**
 * Three rows of the distance table, kept between calls: a misspelt word is compared with every
 * vocabulary word of a near length (a thousand or so), and building rows and letter pairs as new
 * arrays and strings for each comparison made a correction cost milliseconds (docs/notes/search-speed.md).
 */
let rows = [new Float64Array(32), new Float64Array(32), new Float64Array(32)];

/** Optimal string alignment distance (Damerau-Levenshtein without repeated edits of one span), weighted as above. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const cols = b.length + 1;
  if (rows[0]!.length < cols) rows = [new Float64Array(cols * 2), new Float64Array(cols * 2), new Float64Array(cols * 2)];
  let [before, previous, current] = rows as [Float64Array, Float64Array, Float64Array];
  for (let j = 0; j < cols; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const letter = a.charCodeAt(i - 1);
    const letterBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    current[0] = i;
    let best = i;
    for (let j = 1; j < cols; j++) {
      const other = b.charCodeAt(j - 1);
      const substitution = letter === other ? 0 : SOUND_ALIKE.has(letter * 0x10000 + other) ? 0.5 : 1;
      let cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + substitution);
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && letterBefore === other) cost = Math.min(cost, before[j - 2]! + 1);
      current[j] = cost;
      if (cost < best) best = cost;
    }
    if (best > limit) return best;
    [before, previous, current] = [previous, current, before];
  }
  return previous[cols - 1]!;
}

export function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length >= 8 ? 2 : 1;
}

export interface KnownWord {
  word: string;
  frequency: number;
}

/** The known word `typed` most likely meant, or null when none is close enough. */
export function correctWord(typed: string, known: readonly KnownWord[]): string | null {
  const limit = allowedEdits(typed);
  if (limit === 0 || /^\d+$/.test(typed)) return null;
  let best: { word: string; distance: number; sameStart: boolean; frequency: number } | null = null;
  for (const candidate of known) {
    if (Math.abs(candidate.word.length - typed.length) > limit || candidate.word.length < 3) continue;
    const distance = editDistance(typed, candidate.word, limit);
    if (distance > limit) continue;
    const sameStart = candidate.word[0] === typed[0];
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && sameStart && !best.sameStart) ||
      (distance === best.distance && sameStart === best.sameStart && candidate.frequency > best.frequency);
    if (better) best = { word: candidate.word, distance, sameStart, frequency: candidate.frequency };
  }
  return best?.word ?? null;
}
