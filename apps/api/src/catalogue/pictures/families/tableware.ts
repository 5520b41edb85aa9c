// Tableware: dinnerware, flatware, glassware, buffet and bar service.
import { flatKind, kind, type Kind } from '../kind';
import type { Model } from '../model';
import type { Palette } from '../palette';
import { darker, type Pen } from '../pen';
import { plate, rimLight, shadow } from '../parts';
import type { Rgb, Shape } from '../raster';
import { arc, lathe } from '../shapes';

/** A glaze colour: white porcelain for most, the brand's colour or a reactive glaze for some. */
const glaze = (c: Palette, m: Model): Rgb => [c.white, c.white, [236, 228, 212] as Rgb, c.accentLight, [70, 78, 88] as Rgb][m.seed % 5]!;
const band = (c: Palette, m: Model): Rgb | null => (m.seed % 3 === 0 ? c.accent : null);

function platter(p: Pen, c: Palette, m: Model, rx: number, ry: number, well: number): Shape[] {
  const colour = glaze(c, m);
  const rim = band(c, m);
  return [
    p.ellipse(52, 68, rx + 2, ry * 0.8, c.shadow, { alpha: 0.25, soft: 5 }),
    p.ellipse(50, 62, rx, ry, darker(colour, 0.12)),
    p.ellipse(50, 61, rx - 0.5, ry - 0.8, colour),
    ...(rim ? [p.ellipse(50, 61, rx - 2, ry - 1.8, rim), p.ellipse(50, 61, rx - 3, ry - 2.6, colour)] : []),
    p.ellipse(50, 62, rx * well, ry * well, darker(colour, 0.06)),
    p.ellipse(50, 62.4, rx * well - 1, ry * well - 0.8, colour),
    rimLight(p, c, 50, 61, rx, ry),
  ];
}

function stemGlass(p: Pen, c: Palette, bowl: [number, number][], stemTop: number, wine: Rgb | null, fillFrom: number): Shape[] {
  const shapes: Shape[] = [...shadow(p, c, 38, 62)];
  shapes.push(p.polygon(lathe(50, bowl), c.glass, { alpha: 0.55 }));
  if (wine) shapes.push(p.polygon(lathe(50, bowl.filter(([, y]) => y >= fillFrom)), wine, { alpha: 0.85 }));
  shapes.push(p.line(50, stemTop, 50, 86, 1.4, c.glass.to, { alpha: 0.8 }), p.ellipse(50, 86.5, 11, 2, c.glass.to, { alpha: 0.6 }));
  const [w0, y0] = bowl[0]!;
  shapes.push(p.ellipse(50, y0, w0, w0 * 0.18, c.glass.from, { alpha: 0.8 }), p.line(50 - w0 * 0.6, y0 + 4, 50 - w0 * 0.7, y0 + 16, 1, c.highlight, { alpha: 0.8 }));
  return shapes;
}

function tumbler(p: Pen, c: Palette, top: number, topW: number, bottomW: number, drink: Rgb | null, foam = false): Shape[] {
  return [
    ...shadow(p, c, 50 - bottomW, 50 + bottomW),
    p.polygon([[50 - topW, top], [50 + topW, top], [50 + bottomW, 86], [50 - bottomW, 86]], c.glass, { alpha: 0.55 }),
    ...(drink ? [p.polygon([[50 - topW * 0.93, top + 8], [50 + topW * 0.93, top + 8], [50 + bottomW * 0.9, 82], [50 - bottomW * 0.9, 82]], drink, { alpha: 0.85 })] : []),
    ...(foam ? [p.box(50 - topW * 0.95, top + 2, 50 + topW * 0.95, top + 9, 2, [250, 246, 232])] : []),
    p.box(50 - bottomW, 82, 50 + bottomW, 86, 1, c.glass.to, { alpha: 0.6 }),
    p.ellipse(50, top, topW, topW * 0.16, c.glass.from, { alpha: 0.8 }),
    p.line(50 - topW * 0.6, top + 4, 50 - bottomW * 0.6, 80, 1.2, c.highlight, { alpha: 0.8 }),
  ];
}

function flatware(p: Pen, c: Palette, m: Model, head: Shape[], handleColour?: Rgb): Shape[] {
  const handle = handleColour ?? (m.seed % 4 === 0 ? c.black : null);
  return [
    p.line(24, 80, 78, 70, 6, c.shadow, { alpha: 0.25, soft: 4 }),
    ...head,
    p.polygon([[46, 66], [84, 58], [86, 61], [47, 69]], c.steel),
    p.polygon([[58, 63.5], [84, 58], [86, 61], [59, 66.5]], handle ?? c.steel),
    p.line(50, 66.5, 84, 59, 0.4, c.highlight, { alpha: 0.8 }),
  ];
}

export const TABLEWARE: Record<string, Kind> = {
  'dinner-plate': flatKind(27, [30, 60], (p, c, m) => platter(p, c, m, 38, 14, 0.62)),
  bowl: kind(8, [50, 48], (p, c, m) => {
    const colour = glaze(c, m);
    return [
      p.ellipse(52, 84, 30, 4, c.shadow, { alpha: 0.3, soft: 5 }),
      p.polygon(arc(50, 48, 32, 34, 0, 180), { from: colour, to: darker(colour, 0.2), along: 'x' }),
      p.box(40, 78, 60, 84, 2, darker(colour, 0.15)),
      p.ellipse(50, 48, 32, 8, darker(colour, 0.08)),
      p.ellipse(50, 48.6, 29.5, 6.5, darker(colour, 0.18)),
      ...(band(c, m) ? [p.line(20, 52, 80, 52, 1.2, band(c, m)!)] : []),
      p.line(26, 56, 30, 70, 1.5, c.highlight, { alpha: 0.6 }),
    ];
  }),
  platter: flatKind(36, [30, 60], (p, c, m) => platter(p, c, m, 44, 11, 0.7)),
  'cup-and-saucer': kind(9, [60, 46], (p, c, m) => {
    const colour = glaze(c, m);
    return [
      p.ellipse(52, 80, 36, 8, c.shadow, { alpha: 0.25, soft: 4 }),
      p.ellipse(50, 76, 34, 8, darker(colour, 0.1)),
      p.ellipse(50, 75, 33, 7.4, colour),
      p.ellipse(50, 75, 16, 3.5, darker(colour, 0.08)),
      p.line(64, 48, 74, 47, 3.5, darker(colour, 0.05)),
      p.line(74, 47, 72, 62, 3.5, darker(colour, 0.05)),
      p.line(72, 62, 63, 64, 3.5, darker(colour, 0.05)),
      p.polygon([[30, 40], [70, 40], [64, 74], [36, 74]], { from: colour, to: darker(colour, 0.18), along: 'x' }),
      p.ellipse(50, 40, 20, 5, darker(colour, 0.1)),
      p.ellipse(50, 40.5, 18, 4, [110, 66, 36]),
      ...(band(c, m) ? [p.line(31, 46, 69, 46, 1.2, band(c, m)!)] : []),
      p.line(35, 46, 38, 70, 1.2, c.highlight, { alpha: 0.6 }),
    ];
  }),
  'serving-board': flatKind(40, [40, 60], (p, c, m) => [
    p.ellipse(52, 74, 40, 6, c.shadow, { alpha: 0.3, soft: 5 }),
    p.box(12, 56, 78, 70, 4, m.seed % 2 ? c.wood : [60, 62, 66]),
    p.box(12, 54, 78, 68, 4, m.seed % 2 ? c.woodLight : [84, 86, 92]),
    p.box(78, 58, 92, 64, 3, m.seed % 2 ? c.woodLight : [84, 86, 92]),
    p.circle(88, 61, 1.3, c.ground),
    p.ellipse(30, 58, 8, 3, [250, 220, 120]),
    p.ellipse(52, 59, 9, 3, [190, 80, 70]),
    ...[62, 66, 70].map((x) => p.circle(x, 57, 1.8, [110, 150, 60])),
    p.line(16, 55, 74, 55, 0.4, c.highlight, { alpha: 0.5 }),
  ]),
  'dinner-fork': flatKind(20, [30, 68], (p, c, m) => flatware(p, c, m, [p.polygon([[24, 64], [47, 63], [47, 70], [24, 76]], c.steel), ...[0, 1, 2, 3].map((i) => p.line(6, 61 + i * 4.4, 25, 65.5 + i * 3, 2.2, c.steel))])),
  'dinner-knife': flatKind(23, [24, 70], (p, c, m) => flatware(p, c, m, [p.polygon([[6, 70], [10, 62], [47, 63], [47, 69], [8, 74]], c.steel), p.line(10, 63.5, 45, 64, 0.6, c.highlight, { alpha: 0.9 })])),
  teaspoon: flatKind(14, [26, 70], (p, c, m) => flatware(p, c, m, [p.ellipse(30, 68, 8, 5, c.steel), p.ellipse(29, 67.5, 5.5, 3, c.steelDark, { alpha: 0.4 }), p.line(36, 67, 47, 66, 2, c.steel)])),
  'steak-knife': flatKind(23, [26, 70], (p, c, m) => flatware(p, c, m, [p.polygon([[4, 64], [16, 60], [47, 62], [47, 69], [12, 72]], c.steel), ...Array.from({ length: 10 }, (_, i) => p.line(12 + i * 3.4, 71.6 - i * 0.3, 14 + i * 3.4, 70 - i * 0.3, 0.8, c.steelDark))], m.seed % 2 ? c.wood : c.black)),
  'serving-spoon': flatKind(30, [24, 68], (p, c, m) => flatware(p, c, m, [p.ellipse(20, 68, 17, 10, c.steel), p.ellipse(19, 67.5, 12.5, 7, c.steelDark, { alpha: 0.4 }), ...(m.seed % 2 ? [0, 1, 2].map((i) => p.circle(13 + i * 6, 68, 1.2, c.ground)) : []), p.line(36, 67, 47, 66, 2.4, c.steel)])),
  'wine-glass': kind(22, [50, 30], (p, c) => stemGlass(p, c, [[15, 14], [17, 26], [15, 38], [9, 46], [2, 50]], 50, [128, 24, 48], 32)),
  tumbler: kind(12, [50, 40], (p, c, m) => tumbler(p, c, 36, 16, 13, m.seed % 2 ? [214, 140, 50] : null)),
  'champagne-flute': kind(24, [50, 24], (p, c) => stemGlass(p, c, [[7, 8], [8, 24], [7, 36], [4, 44], [1.5, 48]], 48, [240, 214, 130], 16)),
  'beer-glass': kind(16, [50, 26], (p, c) => tumbler(p, c, 18, 14, 10, [230, 160, 40], true)),
  carafe: kind(25, [50, 30], (p, c, m) => [
    ...shadow(p, c, 34, 66),
    p.polygon(lathe(50, [[6, 12], [6, 30], [14, 46], [17, 62], [15, 80], [13, 86]]), c.glass, { alpha: 0.55 }),
    p.polygon(lathe(50, [[15, 56], [16.6, 62], [15, 80], [12.5, 85]]), m.seed % 2 ? [128, 24, 48] : [200, 220, 232], { alpha: 0.8 }),
    p.ellipse(50, 12, 6, 1.4, c.glass.from),
    p.line(40, 50, 38, 80, 1.2, c.highlight, { alpha: 0.8 }),
  ]),
  'chafing-dish': kind(40, [50, 40], (p, c, m) => [
    ...shadow(p, c, 18, 82),
    p.line(22, 60, 20, 86, 1.6, c.steelDark),
    p.line(78, 60, 80, 86, 1.6, c.steelDark),
    p.box(18, 56, 82, 66, 2, c.steel),
    p.polygon(arc(50, 56, 30, 24, 180, 360), m.seed % 2 ? c.steel : { from: [232, 200, 120], to: [170, 130, 60], along: 'x' }),
    p.box(44, 28, 56, 33, 2, c.black),
    p.ellipse(42, 44, 10, 5, c.highlight, { alpha: 0.45, soft: 3 }),
    p.box(42, 74, 48, 82, 1, c.red),
    p.ellipse(45, 72, 2, 3, [250, 170, 40], { alpha: 0.9, soft: 1.5 }),
    ...plate(p, c, m, 50, 61, 16, 3.5, true),
  ]),
  'beverage-dispenser': kind(55, [50, 70], (p, c, m) => {
    const tanks = m.units >= 2 ? 2 : 1;
    const xs = tanks === 2 ? [36, 64] : [50];
    return [
      ...shadow(p, c, tanks === 2 ? 20 : 32, tanks === 2 ? 80 : 68),
      p.box(tanks === 2 ? 20 : 32, 78, tanks === 2 ? 80 : 68, 86, 2, m.seed % 2 ? c.steel : c.black),
      ...xs.flatMap((x) => [
        p.box(x - 13, 20, x + 13, 76, 5, c.glass, { alpha: 0.5 }),
        p.box(x - 12, 34, x + 12, 75, 4, ([[250, 170, 40], [230, 90, 110], [250, 230, 120]] as Rgb[])[m.seed % 3]!, { alpha: 0.75 }),
        ...[0, 1, 2].map((i) => p.circle(x - 5 + i * 5, 50 + (i % 2) * 10, 2.4, [250, 220, 120], { alpha: 0.8 })),
        p.box(x - 13, 16, x + 13, 21, 2, m.seed % 2 ? c.steel : c.black),
        p.box(x - 2, 74, x + 2, 80, 0.6, c.black),
        p.line(x - 9, 24, x - 9, 70, 1.2, c.highlight, { alpha: 0.6 }),
      ]),
    ];
  }),
  'cake-stand': kind(20, [50, 40], (p, c, m) => {
    const colour = glaze(c, m);
    return [
      ...shadow(p, c, 36, 64),
      p.polygon([[44, 54], [56, 54], [60, 86], [40, 86]], { from: colour, to: darker(colour, 0.2), along: 'x' }),
      p.ellipse(50, 86, 12, 2.2, darker(colour, 0.2)),
      p.ellipse(50, 53, 34, 6, darker(colour, 0.12)),
      p.ellipse(50, 52, 33, 5.4, colour),
      p.box(30, 32, 70, 51, 2, [248, 232, 214]),
      p.box(30, 38, 70, 41, 0.5, [210, 120, 140]),
      p.ellipse(50, 32, 20, 4, [255, 246, 238]),
      ...[38, 50, 62].map((x) => p.circle(x, 30, 2.2, c.red)),
    ];
  }),
  riser: kind(20, [50, 50], (p, c, m) => {
    const colour = [c.steel, c.black, c.white][m.seed % 3]!;
    return [
      ...shadow(p, c, 16, 84),
      ...[[16, 66, 84, 86], [28, 46, 72, 66], [38, 28, 62, 46]].flatMap(([l, t, r, b]) => [...p.block(l!, t!, r!, b!, 0.8, colour, 10), p.box(l! + 2, t! - 6, r! - 2, t! - 0.5, 1.5, ([[200, 120, 80], [240, 210, 150], [160, 90, 60]] as Rgb[])[Math.round(t!) % 3]!)]),
    ];
  }),
  'cocktail-shaker': kind(25, [50, 30], (p, c, m) => [
    ...shadow(p, c, 36, 64),
    p.polygon([[36, 44], [64, 44], [60, 86], [40, 86]], m.seed % 3 === 0 ? { from: [236, 200, 120], to: [170, 130, 60], along: 'x' } : c.steel),
    p.polygon([[38, 44], [62, 44], [58, 26], [42, 26]], c.steel),
    p.box(44, 14, 56, 27, 2, c.steel),
    p.box(46, 10, 54, 15, 2, c.steelDark),
    p.line(40, 48, 43, 82, 1.4, c.highlight, { alpha: 0.8 }),
    p.box(36, 43, 64, 46, 0.6, c.steelDark),
  ]),
  'bar-jigger': kind(9, [50, 56], (p, c) => [
    ...shadow(p, c, 36, 64),
    p.polygon([[34, 20], [66, 20], [52, 52], [48, 52]], c.steel),
    p.polygon([[48, 52], [52, 52], [62, 84], [38, 84]], c.steel),
    p.ellipse(50, 20, 16, 3, c.steelDark),
    p.ellipse(50, 84, 12, 2.5, c.steelDark),
    p.line(40, 24, 48, 48, 1.2, c.highlight, { alpha: 0.8 }),
    p.line(42, 80, 49, 58, 1.2, c.highlight, { alpha: 0.8 }),
  ]),
  'ice-bucket': kind(22, [50, 60], (p, c, m) => [
    ...shadow(p, c, 28, 72),
    p.polygon([[28, 40], [72, 40], [66, 86], [34, 86]], m.seed % 2 ? c.steel : c.glass),
    p.ellipse(50, 40, 22, 5, c.steelDark),
    ...Array.from({ length: 7 }, (_, i) => p.box(31 + i * 5.4, 35 + (i % 2) * 2, 35 + i * 5.4, 39 + (i % 2) * 2, 0.8, c.glass.from)),
    p.line(22, 48, 28, 48, 2, c.steelDark),
    p.line(72, 48, 78, 48, 2, c.steelDark),
    p.line(32, 46, 37, 82, 1.4, c.highlight, { alpha: 0.7 }),
    ...(m.seed % 2 ? [] : [p.polygon([[54, 10], [60, 10], [62, 38], [52, 38]], [40, 90, 50])]),
  ]),
  'bar-tray': flatKind(35, [50, 60], (p, c, m) => [
    p.ellipse(52, 70, 40, 9, c.shadow, { alpha: 0.25, soft: 5 }),
    p.ellipse(50, 64, 38, 10, m.seed % 2 ? c.black : c.steelDark),
    p.ellipse(50, 62, 37, 9.2, m.seed % 2 ? [70, 74, 80] : c.steelLight),
    p.ellipse(50, 62, 33, 7.6, m.seed % 2 ? [52, 56, 62] : c.steelDark, { alpha: 0.3 }),
    ...[36, 58].flatMap((x) => [
      p.polygon([[x - 6, 40], [x + 6, 40], [x + 5, 62], [x - 5, 62]], c.glass, { alpha: 0.6 }),
      p.polygon([[x - 5.6, 46], [x + 5.6, 46], [x + 4.8, 61], [x - 4.8, 61]], [214, 140, 50], { alpha: 0.85 }),
      p.line(x - 3.5, 43, x - 3, 59, 0.8, c.highlight, { alpha: 0.8 }),
    ]),
  ]),
};
