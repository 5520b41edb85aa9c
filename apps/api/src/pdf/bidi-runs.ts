// A line of Arabic text with Latin in it (brand names, SKUs, prices), cut into the runs a PDF
// draws left to right (issue 23). The Unicode bidirectional algorithm (bidi-js) resolves each
// character's direction and the runs' visual order; each run is handed on in logical order
// (fontkit shapes Arabic from logical order, joining the letters, and lays an Arabic run out
// right to left itself). Brackets in a right-to-left run are mirrored; the invisible marks
// (RLM, LRM, isolates) steer the algorithm and are then dropped, as a reader never sees them.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export interface BidiRun {
  /** The run's text in logical order, brackets mirrored when right to left. */
  text: string;
  rtl: boolean;
  /** Where the run starts in the line's logical order (a reader's order). */
  start: number;
}

const INVISIBLE_MARK = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

/**
 * The runs of one line in visual order, left to right. Without a `direction` the line's first
 * strong letter sets it (UAX #9, P2-P3): a product name written in Latin keeps its full stop at
 * its end on an Arabic page ('Spoon 10 in.'), an Arabic line reads right to left.
 */
export function visualRuns(line: string, direction?: 'rtl' | 'ltr'): BidiRun[] {
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  // The characters' visual order: each segment the algorithm names is reversed in turn (L2).
  const order = Array.from({ length: line.length }, (_unit, index) => index); // UTF-16 units, as the levels
  for (const [start = 0, end = -1] of bidi.getReorderSegments(line, embedding)) {
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  const runs: BidiRun[] = [];
  let group: number[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const rtl = levels[group[0]!]! % 2 === 1;
    const logical = rtl ? [...group].reverse() : group;
    const text = logical.map((index) => mirrored.get(index) ?? line[index]!).filter((char) => !INVISIBLE_MARK.test(char)).join('');
    if (text.length > 0) runs.push({ text, rtl, start: logical[0]! });
    group = [];
  };
  for (const index of order) {
    if (group.length > 0 && levels[index] !== levels[group[0]!]) flush();
    group.push(index);
  }
  flush();
  return runs;
}
