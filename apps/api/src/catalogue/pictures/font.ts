// A stroke font for the brand plate on a product (VULCAN, TRUE, LIBBEY): capitals, digits and
// the few signs brand names use, each glyph polylines on a 4 x 6 grid. Drawn with the
// rasteriser's round-ended lines, so a plate reads the same on every machine: no font file, no
// system font, the same bytes on every run (screenshot baselines depend on it).

/** Polylines separated by ';', points 'x,y' separated by spaces; y grows downwards. */
const GLYPHS: Record<string, string> = {
  A: '0,6 2,0 4,6;0.7,4 3.3,4',
  B: '0,0 0,6 3,6 4,5 4,4 3,3 0,3;0,0 3,0 4,1 4,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6;0,3 3,3',
  F: '4,0 0,0 0,6;0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2.2,3',
  H: '0,0 0,6;4,0 4,6;0,3 4,3',
  I: '1,0 3,0;2,0 2,6;1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6;4,0 0,3.5;1.3,2.7 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3.5 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0;2.5,4.5 4,6',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3;2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0;2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6;4,0 0,6',
  Y: '0,0 2,3 4,0;2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '0': '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0;0.5,5.5 3.5,0.5',
  '1': '1,1 2,0 2,6;1,6 3,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5;1.5,3 3,3',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6',
  '6': '3.5,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1.5,6',
  '8': '1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3;1,3 0,2 0,1 1,0',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 0.5,6',
  '&': '4,6 0.5,2 0.5,1 1.5,0 2.5,0 3,1 3,1.7 0,4.2 0,5 1,6 2.5,6 4,4',
  '-': '1,3.5 3,3.5',
  "'": '2,0 2,1.5',
  '.': '2,5.8 2,6',
};

const parsed = new Map(
  Object.entries(GLYPHS).map(([ch, strokes]) => [
    ch,
    strokes.split(';').map((stroke) => stroke.split(' ').map((point) => point.split(',').map(Number) as [number, number])),
  ]),
);

/** Advance per glyph in grid units (4 wide plus 2 of spacing); a space is narrower. */
const ADVANCE = 6;
const SPACE = 4;

/** The width of `text` in glyph units (height 6), as drawn by strokesOf. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text.toUpperCase()) width += ch === ' ' ? SPACE : parsed.has(ch) ? ADVANCE : 0;
  return Math.max(0, width - 2);
}

/**
 * The segments of `text` in capitals, centred on (cx, cy), `height` tall: [x1, y1, x2, y2]
 * in the caller's units. Characters the font lacks are left out.
 */
export function strokesOf(text: string, cx: number, cy: number, height: number): [number, number, number, number][] {
  const unit = height / 6;
  let x = cx - (textWidth(text) * unit) / 2;
  const top = cy - height / 2;
  const segments: [number, number, number, number][] = [];
  for (const ch of text.toUpperCase()) {
    if (ch === ' ') {
      x += SPACE * unit;
      continue;
    }
    const glyph = parsed.get(ch);
    if (!glyph) continue;
    for (const stroke of glyph) {
      for (let i = 1; i < stroke.length; i += 1) {
        const [ax, ay] = stroke[i - 1]!;
        const [bx, by] = stroke[i]!;
        segments.push([x + ax * unit, top + ay * unit, x + bx * unit, top + by * unit]);
      }
    }
    x += ADVANCE * unit;
  }
  return segments;
}
