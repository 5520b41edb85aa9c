// What a product picture shows: one drawing per kind of product (a fryer, a range, a combi
// oven, a refrigerator, a plate, a glass, a knife, a chair, a trolley...), drawn on a
// 100 x 100 grid with the object standing on a soft shadow. The subcategory's name picks the
// kind (`pictureKindOf`); the department's hue tints the ground and the accents, so a
// department's pictures belong together.
import { box, circle, ellipse, line, polygon, type Rgb, type Shape } from './raster';

export interface Palette {
  ground: Rgb;
  shadow: Rgb;
  accent: Rgb;
  accentLight: Rgb;
  steel: Rgb;
  steelDark: Rgb;
  black: Rgb;
  glass: Rgb;
  white: Rgb;
  wood: Rgb;
  kraft: Rgb;
}

/** Draws on the 100 x 100 grid; the pen maps it to pixels (size, zoom, mirror of a frame). */
export interface Pen {
  box(left: number, top: number, right: number, bottom: number, radius: number, colour: Rgb): Shape;
  circle(cx: number, cy: number, r: number, colour: Rgb): Shape;
  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb): Shape;
  line(x1: number, y1: number, x2: number, y2: number, width: number, colour: Rgb): Shape;
  polygon(points: readonly (readonly [number, number])[], colour: Rgb): Shape;
}

export function penFor(width: number, height: number, zoom: number, mirror: boolean): Pen {
  const unit = (Math.min(width, height) / 100) * zoom;
  const X = (x: number) => width / 2 + (mirror ? 50 - x : x - 50) * unit;
  const Y = (y: number) => height / 2 + (y - 50) * unit;
  return {
    box: (l, t, r, b, radius, colour) => box(X(l), Y(t), X(r), Y(b), radius * unit, colour),
    circle: (cx, cy, r, colour) => circle(X(cx), Y(cy), r * unit, colour),
    ellipse: (cx, cy, rx, ry, colour) => ellipse(X(cx), Y(cy), rx * unit, ry * unit, colour),
    line: (x1, y1, x2, y2, w, colour) => line(X(x1), Y(y1), X(x2), Y(y2), w * unit, colour),
    polygon: (points, colour) => polygon(points.map(([x, y]) => [X(x), Y(y)] as const), colour),
  };
}

/** Points along an ellipse's arc from `from` to `to` degrees (0 = right, 90 = down). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 16): [number, number][] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)];
  });
}

type Drawing = (p: Pen, c: Palette) => Shape[];

const shadow = (p: Pen, c: Palette, rx = 32): Shape => p.ellipse(50, 88, rx, 4, c.shadow);
const legs = (p: Pen, c: Palette, left: number, right: number, top: number): Shape[] => [
  p.box(left, top, left + 4, 88, 1, c.black),
  p.box(right - 4, top, right, 88, 1, c.black),
];

const DRAWINGS = {
  fryer: (p, c) => [
    shadow(p, c, 26),
    p.box(30, 36, 70, 84, 2, c.steel),
    p.box(28, 32, 72, 38, 1.5, c.steelDark),
    p.box(33, 30, 48, 36, 1, c.black),
    p.box(52, 30, 67, 36, 1, c.black),
    p.line(40, 31, 36, 16, 2.2, c.black),
    p.line(60, 31, 64, 16, 2.2, c.black),
    p.box(33, 42, 67, 50, 1, c.steelDark),
    p.circle(40, 46, 2.2, c.accent),
    p.circle(50, 46, 2.2, c.black),
    p.circle(60, 46, 2.2, c.black),
    p.box(33, 54, 67, 80, 1, c.white),
    p.line(37, 58, 63, 58, 1.5, c.steelDark),
    ...legs(p, c, 31, 69, 84),
  ],
  range: (p, c) => [
    shadow(p, c, 34),
    p.box(18, 24, 82, 36, 1, c.steelDark),
    p.box(18, 36, 82, 84, 2, c.steel),
    p.ellipse(30, 36, 7, 2.5, c.black),
    p.ellipse(50, 36, 7, 2.5, c.black),
    p.ellipse(70, 36, 7, 2.5, c.black),
    ...[26, 36, 46, 56, 66, 74].map((x) => p.circle(x, 44, 2.4, c.black)),
    p.box(24, 52, 76, 80, 1.5, c.steelDark),
    p.box(30, 60, 70, 76, 1, c.glass),
    p.line(30, 55, 70, 55, 2, c.accent),
    ...legs(p, c, 20, 80, 84),
  ],
  'combi-oven': (p, c) => [
    shadow(p, c, 30),
    p.box(22, 22, 78, 76, 3, c.steel),
    p.box(27, 28, 62, 70, 3, c.black),
    p.box(30, 31, 59, 67, 2, c.glass),
    p.line(34, 42, 55, 42, 1.2, c.steelDark),
    p.line(34, 52, 55, 52, 1.2, c.steelDark),
    p.line(65, 34, 65, 64, 2, c.steelDark),
    p.box(68, 28, 75, 70, 1.5, c.black),
    p.box(69, 31, 74, 40, 0.8, c.accent),
    p.circle(71.5, 50, 2.4, c.steel),
    p.box(26, 76, 74, 80, 1, c.steelDark),
    ...legs(p, c, 26, 74, 80),
  ],
  oven: (p, c) => [
    shadow(p, c, 34),
    p.box(16, 30, 84, 76, 3, c.steel),
    p.box(21, 36, 66, 70, 2, c.black),
    p.box(24, 39, 63, 67, 1.5, c.glass),
    p.line(24, 33, 63, 33, 2, c.steelDark),
    p.box(70, 36, 80, 70, 1.5, c.steelDark),
    p.circle(75, 44, 2.6, c.black),
    p.circle(75, 53, 2.6, c.black),
    p.box(72, 60, 78, 64, 0.8, c.accent),
    ...legs(p, c, 20, 80, 76),
  ],
  refrigerator: (p, c) => [
    shadow(p, c, 24),
    p.box(30, 8, 70, 84, 2, c.steel),
    p.box(30, 8, 70, 16, 2, c.steelDark),
    ...[33, 37, 41, 45].map((x) => p.line(x + 14, 11, x + 16, 11, 1, c.black)),
    p.box(32, 18, 49.5, 82, 1, c.glass),
    p.box(50.5, 18, 68, 82, 1, c.glass),
    ...[34, 50, 66].map((y) => p.line(33, y, 49, y, 1, c.white)),
    ...[34, 50, 66].map((y) => p.line(51, y, 67, y, 1, c.white)),
    p.line(46, 38, 46, 62, 2, c.accent),
    p.line(54, 38, 54, 62, 2, c.accent),
    p.circle(34, 86, 2, c.black),
    p.circle(66, 86, 2, c.black),
  ],
  plate: (p, c) => [
    p.ellipse(50, 66, 38, 13, c.shadow),
    p.ellipse(50, 60, 38, 15, c.accent),
    p.ellipse(50, 59, 36, 14, c.white),
    p.ellipse(50, 60, 25, 9, c.accentLight),
    p.ellipse(50, 61, 23, 8, c.white),
  ],
  bowl: (p, c) => [
    shadow(p, c, 22),
    p.polygon(arc(50, 48, 32, 36, 0, 180), c.white),
    p.box(40, 80, 60, 86, 2, c.white),
    p.ellipse(50, 48, 32, 8, c.accent),
    p.ellipse(50, 48.5, 29, 6.5, c.accentLight),
    p.line(22, 58, 78, 58, 1.6, c.accent),
  ],
  glass: (p, c) => [
    shadow(p, c, 16),
    p.polygon([...arc(50, 22, 17, 30, 0, 180), [33, 22], [67, 22]], c.glass),
    p.polygon(arc(50, 30, 15.5, 21.5, 0, 180), c.accent),
    p.ellipse(50, 30, 15.5, 3, c.accentLight),
    p.line(50, 52, 50, 80, 2.5, c.glass),
    p.ellipse(50, 82, 14, 3.5, c.glass),
    p.line(38, 28, 40, 40, 1.5, c.white),
  ],
  cup: (p, c) => [
    p.ellipse(50, 80, 36, 8, c.shadow),
    p.ellipse(50, 77, 34, 8, c.white),
    p.ellipse(50, 77, 16, 3.5, c.accentLight),
    p.line(64, 52, 74, 50, 4, c.white),
    p.line(74, 50, 72, 64, 4, c.white),
    p.line(72, 64, 63, 66, 4, c.white),
    p.polygon([[30, 40], [70, 40], [64, 74], [36, 74]], c.white),
    p.ellipse(50, 40, 20, 5, c.accent),
    p.ellipse(50, 40.5, 18, 4, c.kraft),
    p.line(34, 50, 66, 50, 1.4, c.accent),
  ],
  knife: (p, c) => [
    p.ellipse(52, 70, 40, 4, c.shadow),
    p.polygon([[40, 52], [86, 52], [92, 56], [86, 62], [40, 64]], c.steel),
    p.line(44, 53.5, 86, 53.5, 1, c.white),
    p.box(36, 51, 41, 65, 1, c.steelDark),
    p.box(10, 53, 37, 63, 4, c.black),
    p.circle(17, 58, 1.3, c.steel),
    p.circle(25, 58, 1.3, c.steel),
    p.circle(33, 58, 1.3, c.steel),
  ],
  cutlery: (p, c) => [
    p.ellipse(50, 88, 26, 3.5, c.shadow),
    p.line(38, 44, 38, 86, 4, c.steel),
    p.box(31, 22, 45, 40, 3, c.steel),
    ...[32.5, 36.5, 40.5, 44.5].map((x) => p.line(x - 0.5, 10, x - 0.5, 28, 2, c.steel)),
    p.line(62, 44, 62, 86, 4, c.steel),
    p.ellipse(62, 26, 8, 14, c.steel),
    p.ellipse(62, 26, 5, 10, c.steelDark),
    p.line(38, 74, 38, 84, 4, c.accent),
    p.line(62, 74, 62, 84, 4, c.accent),
  ],
  pan: (p, c) => [
    p.ellipse(42, 66, 32, 8, c.shadow),
    p.polygon([...arc(40, 52, 28, 14, 0, 180), [12, 52], [68, 52]], c.black),
    p.ellipse(40, 52, 28, 9, c.steelDark),
    p.ellipse(40, 52.5, 24, 7, c.black),
    p.line(66, 52, 92, 44, 4.5, c.black),
    p.circle(90, 44.5, 1.4, c.steel),
  ],
  pot: (p, c) => [
    shadow(p, c, 28),
    p.box(24, 38, 76, 84, 3, c.steel),
    p.line(24, 48, 16, 48, 4, c.steelDark),
    p.line(76, 48, 84, 48, 4, c.steelDark),
    p.ellipse(50, 36, 28, 6, c.steelDark),
    p.ellipse(50, 34, 26, 5, c.steel),
    p.box(46, 24, 54, 30, 2, c.black),
    p.line(28, 44, 28, 78, 2, c.white),
    p.line(24, 76, 76, 76, 1.5, c.steelDark),
  ],
  chair: (p, c) => [
    shadow(p, c, 24),
    p.line(32, 56, 28, 88, 3.5, c.wood),
    p.line(68, 56, 72, 88, 3.5, c.wood),
    p.line(36, 60, 38, 86, 3, c.wood),
    p.line(64, 60, 62, 86, 3, c.wood),
    p.line(34, 14, 32, 56, 4, c.wood),
    p.line(66, 14, 68, 56, 4, c.wood),
    p.box(33, 16, 67, 22, 2, c.wood),
    p.box(35, 28, 65, 32, 1.5, c.wood),
    p.box(35, 38, 65, 42, 1.5, c.wood),
    p.polygon([[28, 54], [72, 54], [68, 62], [32, 62]], c.accent),
  ],
  table: (p, c) => [
    shadow(p, c, 38),
    p.box(22, 46, 27, 88, 1.5, c.wood),
    p.box(73, 46, 78, 88, 1.5, c.wood),
    p.box(30, 46, 34, 82, 1.5, c.kraft),
    p.box(66, 46, 70, 82, 1.5, c.kraft),
    p.polygon([[10, 40], [90, 40], [84, 34], [16, 34]], c.wood),
    p.box(10, 40, 90, 46, 1, c.kraft),
    p.ellipse(50, 34, 9, 2.2, c.white),
  ],
  trolley: (p, c) => [
    shadow(p, c, 34),
    p.line(22, 22, 22, 80, 2.5, c.steelDark),
    p.line(74, 22, 74, 80, 2.5, c.steelDark),
    p.line(74, 22, 84, 16, 2.5, c.steelDark),
    p.box(20, 28, 76, 33, 1, c.accent),
    p.box(20, 50, 76, 55, 1, c.accent),
    p.box(20, 72, 76, 77, 1, c.accent),
    p.box(28, 40, 44, 50, 1, c.white),
    p.box(50, 62, 66, 72, 1, c.kraft),
    p.circle(26, 84, 4, c.black),
    p.circle(70, 84, 4, c.black),
    p.circle(26, 84, 1.5, c.steel),
    p.circle(70, 84, 1.5, c.steel),
  ],
  bottle: (p, c) => [
    shadow(p, c, 16),
    p.box(36, 36, 64, 86, 4, c.accent),
    p.polygon([[36, 40], [44, 26], [56, 26], [64, 40]], c.accent),
    p.box(44, 16, 56, 28, 1, c.accent),
    p.box(42, 10, 58, 18, 1.5, c.black),
    p.box(39, 50, 61, 72, 1, c.white),
    p.line(43, 56, 57, 56, 1.5, c.accentLight),
    p.line(43, 62, 53, 62, 1.5, c.accentLight),
    p.line(60, 40, 60, 82, 1.5, c.accentLight),
  ],
  sack: (p, c) => [
    shadow(p, c, 28),
    p.polygon([[28, 34], [72, 34], [78, 60], [76, 86], [24, 86], [22, 60]], c.kraft),
    p.polygon([[30, 34], [40, 20], [60, 20], [70, 34]], c.kraft),
    p.line(36, 30, 64, 30, 2.5, c.wood),
    p.box(34, 52, 66, 72, 2, c.white),
    p.ellipse(50, 60, 8, 5, c.accent),
    p.line(40, 67, 60, 67, 1.4, c.accent),
  ],
  linen: (p, c) => [
    shadow(p, c, 34),
    p.box(18, 66, 82, 84, 3, c.accentLight),
    p.box(20, 50, 80, 66, 3, c.white),
    p.box(22, 34, 78, 50, 3, c.accent),
    p.line(22, 75, 82, 75, 1, c.white),
    p.line(24, 58, 80, 58, 1, c.accentLight),
    p.line(26, 42, 78, 42, 1, c.accentLight),
  ],
  mixer: (p, c) => [
    shadow(p, c, 26),
    p.box(26, 78, 74, 86, 2, c.accent),
    p.box(60, 26, 72, 80, 3, c.accent),
    p.box(26, 20, 72, 36, 7, c.accent),
    p.line(44, 36, 44, 48, 3, c.steelDark),
    p.polygon(arc(44, 50, 17, 26, 0, 180), c.steel),
    p.ellipse(44, 50, 17, 3.5, c.steelDark),
    p.circle(66, 30, 1.8, c.white),
  ],
  'coffee-machine': (p, c) => [
    shadow(p, c, 34),
    p.box(18, 20, 82, 84, 3, c.steel),
    p.box(18, 20, 82, 30, 3, c.accent),
    p.box(22, 34, 78, 44, 1.5, c.black),
    p.box(30, 44, 40, 50, 1, c.steelDark),
    p.box(60, 44, 70, 50, 1, c.steelDark),
    p.line(76, 46, 74, 66, 1.8, c.steelDark),
    p.box(30, 62, 40, 72, 1.5, c.white),
    p.box(60, 62, 70, 72, 1.5, c.white),
    p.box(22, 74, 78, 78, 1, c.steelDark),
    p.circle(50, 39, 2, c.accent),
  ],
  bin: (p, c) => [
    shadow(p, c, 24),
    p.polygon([[28, 30], [72, 30], [68, 86], [32, 86]], c.accent),
    p.box(24, 22, 76, 30, 2, c.steelDark),
    p.box(43, 17, 57, 22, 1.5, c.steelDark),
    ...[40, 50, 60].map((x) => p.line(x, 38, x - (x - 50) * 0.1, 78, 2, c.accentLight)),
  ],
  box: (p, c) => [
    shadow(p, c, 32),
    p.polygon([[18, 40], [56, 46], [56, 86], [18, 78]], c.kraft),
    p.polygon([[56, 46], [84, 36], [84, 76], [56, 86]], c.wood),
    p.polygon([[18, 40], [46, 30], [84, 36], [56, 46]], c.kraft),
    p.polygon([[30, 35.8], [40, 32], [76, 37.5], [66, 41.5]], c.accentLight),
    p.box(24, 56, 40, 66, 1, c.white),
  ],
} satisfies Record<string, Drawing>;

export type PictureKind = keyof typeof DRAWINGS;
export const PICTURE_KINDS = Object.keys(DRAWINGS) as PictureKind[];

export function drawKind(kind: PictureKind, pen: Pen, palette: Palette): Shape[] {
  return DRAWINGS[kind](pen, palette);
}

/**
 * The kind for a subcategory name (`Deep Fryers`, `Wine Glasses`...): the first rule that
 * matches, in this order because names overlap ('Glass Cleaners' is a bottle, 'Sheet Pans' a
 * pan, 'Refrigerated Prep Tables' a refrigerator). Anything else is a parcel.
 */
const KIND_RULES: [RegExp, PictureKind][] = [
  [/(?<!vacuum )cleaner|detergent|sanitizer|shampoo|soap|\boils?\b|syrup|ketchup|mayonnaise|juices|water|shaker/i, 'bottle'],
  [/fryer/i, 'fryer'],
  [/combi|rapid cook/i, 'combi-oven'],
  [/oven|microwave|salamander|holding cabinet/i, 'oven'],
  [/range|griddle|charbroiler|heat lamp/i, 'range'],
  [/refrigerat|freezer|cooler|merchandiser|chiller|dual temp|chef base|display case|minibar|ice machine|ice bin|ice dispenser|parts/i, 'refrigerator'],
  [/espresso|coffee brewer|tea brewer|beverage dispenser/i, 'coffee-machine'],
  [/mixer|blender|processor|slicer|juicer|vacuum packing/i, 'mixer'],
  [/knife|knives|sharpener/i, 'knife'],
  [/fork|spoon|utensil|tongs|ladle|whisk|bar tools/i, 'cutlery'],
  [/pans|mold/i, 'pan'],
  [/pot|kettle|chafing|rice cooker|ice bucket/i, 'pot'],
  [/plate|platter|serving board|cake stand|riser|serving tray/i, 'plate'],
  [/bowl/i, 'bowl'],
  [/glasses|tumbler|flute|carafe|pitcher/i, 'glass'],
  [/cup|coffee beans|\btea\b/i, 'cup'],
  [/chair|stool|booth|sofa|lounger|seating/i, 'chair'],
  [/table|desk|counter/i, 'table'],
  [/cart|trolley/i, 'trolley'],
  [/sheet|duvet|pillow|towel|robe|mat\b|mats|napkin|cloth|slipper|mattress|tissue/i, 'linen'],
  [/trash|waste|recycling|bins|bucket|compactor|container/i, 'bin'],
  [/rice|pasta|flour|sugar|spice|fries|vegetables|seafood|dessert|canned/i, 'sack'],
];

export function pictureKindOf(subcategoryName: string): PictureKind {
  return KIND_RULES.find(([pattern]) => pattern.test(subcategoryName))?.[1] ?? 'box';
}
