// Hotel supplies: bed and bath linen, amenities, in-room equipment, carts and stanchions.
import { flatKind, kind, type Kind } from '../kind';
import type { Model } from '../model';
import type { Palette } from '../palette';
import { darker, type Pen } from '../pen';
import { casters, display, handleV, shadow } from '../parts';
import type { Rgb, Shape } from '../raster';
import { bottle, carton } from './packs';

const linen = (m: Model): Rgb => ([[252, 252, 250], [252, 252, 250], [236, 228, 212], [200, 214, 230], [120, 130, 140]] as Rgb[])[m.seed % 5]!;

/** A stack of folded textiles, `n` high, each `h` thick, tied with a paper band. */
function folded(p: Pen, c: Palette, m: Model, n: number, h: number, w: number, stripe: Rgb | null = null): Shape[] {
  const [l, r] = [50 - w / 2, 50 + w / 2];
  const colour = linen(m);
  const shapes: Shape[] = [...shadow(p, c, l, r)];
  for (let i = 0; i < n; i += 1) {
    const b = 86 - i * h;
    shapes.push(p.box(l, b - h, r, b, h / 2.4, { from: colour, to: darker(colour, 0.12), along: 'y' }), p.line(l + 2, b - h / 2, r - 2, b - h / 2, 0.4, darker(colour, 0.15)));
    if (stripe) shapes.push(p.box(l + w * 0.7, b - h, l + w * 0.78, b, 0.2, stripe));
  }
  shapes.push(p.box(50 - 5, 86 - n * h, 50 + 5, 86, 0.3, c.kraft, { alpha: 0.85 }), ...p.text(m.brand, 50, 86 - (n * h) / 2, 1.6, 9, [60, 50, 40]));
  return shapes;
}

function cart(p: Pen, c: Palette, m: Model, shelves: number, bag: Rgb | null): Shape[] {
  const frame: Rgb = m.seed % 2 ? [60, 64, 72] : c.steelDark;
  return [
    ...shadow(p, c, 12, 88),
    p.box(20, 24, 24, 84, 1, frame),
    p.box(62, 24, 66, 84, 1, frame),
    ...Array.from({ length: shelves }, (_, i) => p.box(20, 28 + i * (52 / (shelves - 1)), 66, 31 + i * (52 / (shelves - 1)), 0.8, frame)),
    ...Array.from({ length: shelves - 1 }, (_, i) => [p.box(26, 20 + (i + 1) * (52 / (shelves - 1)), 42, 28 + (i + 1) * (52 / (shelves - 1)), 1, c.white), p.box(44, 22 + (i + 1) * (52 / (shelves - 1)), 60, 28 + (i + 1) * (52 / (shelves - 1)), 1, [200, 214, 230])]).flat(),
    ...(bag ? [p.box(66, 30, 86, 80, 2, bag), p.line(66, 34, 86, 34, 1, c.black)] : []),
    p.line(20, 24, 14, 18, 1.6, frame),
    ...casters(p, c, 20, 66, 84),
  ];
}

export const HOTEL: Record<string, Kind> = {
  'flat-sheet': kind(12, [50, 70], (p, c, m) => folded(p, c, m, 4, 6, 60)),
  'duvet-cover': kind(14, [50, 70], (p, c, m) => [...folded(p, c, m, 3, 9, 62), ...Array.from({ length: 6 }, (_, i) => p.line(22 + i * 11, 60, 22 + i * 11, 85, 0.4, c.accentLight, { alpha: 0.8 }))]),
  pillow: kind(20, [50, 60], (p, c, m) => [
    ...shadow(p, c, 14, 86),
    p.box(14, 46, 86, 84, 14, { from: linen(m), to: darker(linen(m), 0.16), along: 'y' }),
    p.line(22, 50, 78, 50, 0.6, darker(linen(m), 0.1)),
    p.box(74, 70, 82, 76, 0.5, c.accent),
  ]),
  'mattress-protector': kind(10, [50, 70], (p, c, m) => [...folded(p, c, m, 3, 8, 64), ...Array.from({ length: 12 }, (_, i) => p.circle(24 + (i % 6) * 10, 66 + Math.floor(i / 6) * 8, 0.7, darker(linen(m), 0.2)))]),
  'bath-towel': kind(20, [50, 70], (p, c, m) => folded(p, c, m, 5, 7, 50, darker(linen(m), 0.08))),
  bathrobe: kind(120, [50, 30], (p, c, m) => {
    const colour = linen(m);
    return [
      p.line(50, 8, 50, 14, 1, c.steelDark),
      p.polygon([[40, 14], [60, 14], [66, 18], [30, 18]], c.steelDark),
      p.polygon([[34, 18], [66, 18], [80, 40], [74, 44], [70, 36], [70, 86], [30, 86], [30, 36], [26, 44], [20, 40]], { from: colour, to: darker(colour, 0.15), along: 'x' }),
      p.polygon([[42, 18], [50, 40], [58, 18]], darker(colour, 0.2)),
      p.line(50, 40, 54, 86, 0.6, darker(colour, 0.2)),
      p.box(30, 54, 70, 58, 1, darker(colour, 0.08)),
      p.box(58, 66, 66, 74, 1, darker(colour, 0.06)),
      ...p.text(m.brand, 40, 30, 1.6, 10, c.accent),
    ];
  }),
  'bath-mat': flatKind(80, [50, 64], (p, c, m) => [
    p.polygon([[12, 74], [88, 74], [80, 58], [20, 58]], c.shadow, { alpha: 0.2, soft: 4 }),
    p.polygon([[10, 72], [86, 72], [78, 54], [18, 54]], linen(m)),
    p.polygon([[16, 69], [80, 69], [74, 57], [22, 57]], darker(linen(m), 0.06)),
    ...p.text(m.brand, 48, 63, 2.4, 40, c.accent),
  ]),
  'pool-towel': kind(20, [50, 70], (p, c, m) => [
    ...folded(p, c, m, 5, 7, 50),
    ...Array.from({ length: 5 }, (_, i) => p.box(25, 80 - i * 7, 75, 82 - i * 7, 0.3, ([[40, 110, 200], [240, 140, 40], [60, 150, 90]] as Rgb[])[m.seed % 3]!)),
  ]),
  shampoo: kind(15, [50, 60], (p, c, m) => bottle(p, c, m, ([[250, 250, 246], [60, 64, 70], [200, 180, 150]] as Rgb[])[m.seed % 3]!, c.steelDark, [[4, 28], [5, 34], [12, 44], [12, 86]], { colour: c.accent, word: 'SHAMPOO' })),
  'soap-bar': flatKind(9, [50, 64], (p, c, m) => [
    ...shadow(p, c, 24, 76),
    p.box(26, 60, 74, 82, 8, ([[250, 246, 236], [230, 200, 210], [200, 230, 210]] as Rgb[])[m.seed % 3]!),
    p.box(30, 58, 70, 76, 7, darker(([[250, 246, 236], [230, 200, 210], [200, 230, 210]] as Rgb[])[m.seed % 3]!, -0.3)),
    ...p.text(m.brand, 50, 67, 2.6, 30, darker(([[250, 246, 236], [230, 200, 210], [200, 230, 210]] as Rgb[])[m.seed % 3]!, 0.3)),
  ]),
  slippers: flatKind(28, [50, 60], (p, c, m) => [
    ...[36, 64].flatMap((x) => [
      p.ellipse(x + 1, 80, 11, 5, c.shadow, { alpha: 0.25, soft: 3 }),
      p.box(x - 10, 44, x + 10, 82, 9, linen(m)),
      p.polygon([[x - 10, 54], [x + 10, 54], [x + 9, 66], [x - 9, 66]], darker(linen(m), 0.1)),
    ]),
    ...p.text(m.brand, 36, 60, 1.8, 16, c.accent),
  ]),
  'vanity-kit': kind(10, [50, 60], (p, c, m) => carton(p, c, m, [250, 250, 246], { colour: c.accent, word: 'VANITY' }, [26, 50, 74, 86])),
  'hair-dryer': kind(30, [40, 40], (p, c, m) => [
    p.box(62, 18, 82, 70, 3, m.seed % 2 ? c.white : [40, 44, 50]),
    p.circle(72, 30, 2, c.green),
    p.line(70, 70, 66, 80, 1, [40, 44, 50]),
    p.line(66, 80, 48, 70, 1, [40, 44, 50]),
    p.box(20, 30, 54, 44, 7, m.seed % 2 ? c.white : [40, 44, 50]),
    p.box(14, 31, 22, 43, 2, c.steelDark),
    p.box(38, 42, 46, 66, 3, m.seed % 2 ? c.white : [40, 44, 50]),
    ...p.text(m.brand, 72, 46, 1.8, 16, m.seed % 2 ? [40, 44, 50] : c.white),
  ]),
  kettle: kind(25, [50, 50], (p, c, m) => [
    ...shadow(p, c, 30, 70),
    p.box(28, 82, 72, 87, 2, c.black),
    p.polygon([[32, 34], [66, 34], [70, 82], [30, 82]], m.seed % 2 ? c.steel : { from: [252, 252, 250], to: [210, 212, 214], along: 'x' }),
    p.polygon([[32, 36], [22, 30], [24, 28], [34, 34]], c.steelDark),
    p.line(66, 40, 76, 44, 3, c.black),
    p.line(76, 44, 74, 70, 3, c.black),
    p.ellipse(49, 34, 17, 3, c.steelDark),
    p.box(44, 48, 56, 70, 2, c.glass, { alpha: 0.7 }),
    p.line(36, 40, 34, 78, 1, c.highlight, { alpha: 0.6 }),
  ]),
  safe: kind(25, [50, 50], (p, c, m) => [
    ...shadow(p, c, 26, 74),
    ...p.block(26, 36, 74, 84, 1.5, c.charcoal, 16),
    p.box(29, 39, 71, 81, 1, [50, 54, 60]),
    ...display(p, c, 36, 44, 58, 50),
    ...Array.from({ length: 12 }, (_, i) => p.box(38 + (i % 3) * 6, 54 + Math.floor(i / 3) * 5, 42 + (i % 3) * 6, 57.5 + Math.floor(i / 3) * 5, 0.4, c.steelDark)),
    p.circle(64, 60, 3, c.steel),
    ...p.text(m.brand, 50, 78, 1.6, 30, c.steelLight),
  ]),
  minibar: kind(55, [50, 50], (p, c, m) => [
    ...shadow(p, c, 30, 70),
    ...p.block(30, 40, 70, 86, 1, m.seed % 2 ? c.charcoal : { from: [250, 250, 248], to: [214, 214, 210], along: 'x' }, 14),
    p.box(32, 42, 68, 84, 1, c.black),
    p.box(34, 44, 66, 82, 0.6, c.glass, { alpha: 0.6 }),
    ...[54, 66, 78].flatMap((y) => [34.5, 40, 46, 52, 58, 63].map((x, i) => p.box(x, y - 8, x + 3, y, 0.6, ([[206, 52, 48], [58, 150, 86], [240, 196, 48]] as Rgb[])[(i + y) % 3]!, { alpha: 0.85 }))),
    ...handleV(p, c, 65, 50, 66),
  ]),
  'iron-and-board': kind(90, [50, 40], (p, c, m) => [
    ...shadow(p, c, 10, 90),
    p.line(26, 50, 70, 88, 1.6, c.steelDark),
    p.line(70, 50, 26, 88, 1.6, c.steelDark),
    p.polygon([[10, 46], [80, 46], [90, 48], [80, 50], [10, 50]], ([[200, 214, 230], [230, 200, 200], [220, 220, 210]] as Rgb[])[m.seed % 3]!),
    p.polygon([[36, 44], [58, 44], [62, 32], [44, 32], [34, 40]], c.steel),
    p.polygon([[36, 44], [58, 44], [58, 42], [36, 42]], c.steelDark),
    p.line(46, 32, 58, 32, 2.4, [40, 90, 170]),
  ]),
  'luggage-cart': kind(185, [50, 20], (p, c, m) => {
    const metal = m.seed % 2 ? { from: [250, 220, 140] as Rgb, to: [180, 130, 50] as Rgb, along: 'x' as const } : c.steel;
    return [
      ...shadow(p, c, 12, 88),
      p.box(12, 72, 88, 78, 1, [150, 40, 50]),
      p.line(16, 72, 16, 18, 2, metal),
      p.line(84, 72, 84, 18, 2, metal),
      p.line(16, 18, 84, 18, 2, metal),
      p.line(16, 36, 84, 36, 1.4, metal),
      p.box(24, 48, 46, 72, 2, [60, 80, 120]),
      p.box(50, 54, 74, 72, 2, [40, 44, 50]),
      p.box(30, 40, 40, 48, 1, c.kraft),
      ...[18, 82].map((x) => p.circle(x, 83, 5, c.black)),
      ...[18, 82].map((x) => p.circle(x, 83, 2, c.steel)),
    ];
  }),
  'housekeeping-cart': kind(130, [50, 40], (p, c, m) => cart(p, c, m, 3, [[60, 80, 120], [150, 40, 50], [60, 64, 70]][m.seed % 3] as unknown as Rgb)),
  'room-service-cart': kind(80, [50, 40], (p, c) => [
    ...shadow(p, c, 14, 86),
    p.box(14, 40, 86, 44, 1, c.steelDark),
    p.polygon([[14, 44], [86, 44], [88, 80], [12, 80]], [250, 250, 248]),
    ...[30, 50, 70].map((x) => p.line(x, 46, x + 1, 78, 0.6, [220, 220, 214])),
    p.ellipse(40, 38, 12, 2.4, c.white),
    p.polygon([...Array.from({ length: 13 }, (_, i) => [40 - 10 * Math.cos((i / 12) * Math.PI), 38 - 10 * Math.sin((i / 12) * Math.PI)] as [number, number])], c.steel),
    p.circle(40, 27, 1.4, c.steelDark),
    p.polygon([[62, 26], [68, 26], [67, 38], [63, 38]], c.glass, { alpha: 0.7 }),
    p.ellipse(72, 38, 5, 1.2, c.white),
    ...[16, 84].map((x) => p.circle(x, 84, 4, c.black)),
  ]),
  stanchion: kind(100, [50, 16], (p, c, m) => {
    const metal = m.seed % 2 ? { from: [250, 220, 140] as Rgb, to: [180, 130, 50] as Rgb, along: 'x' as const } : c.steel;
    const rope: Rgb = ([[150, 30, 40], [40, 60, 120], [40, 44, 50]] as Rgb[])[m.seed % 3]!;
    return [
      ...shadow(p, c, 14, 86),
      ...[24, 76].flatMap((x) => [p.box(x - 1.5, 16, x + 1.5, 84, 0.6, metal), p.ellipse(x, 86, 9, 2.4, metal), p.circle(x, 14, 2.6, metal)]),
      p.polygon([...Array.from({ length: 17 }, (_, i) => [24 + (52 * i) / 16, 20 + Math.sin((i / 16) * Math.PI) * 14] as [number, number]), ...Array.from({ length: 17 }, (_, i) => [76 - (52 * i) / 16, 17.6 + Math.sin(((16 - i) / 16) * Math.PI) * 14] as [number, number])], rope),
    ];
  }),
};
