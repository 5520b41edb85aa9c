// Kitchen supplies: cookware, knives, storage, pastry, utensils.
import { flatKind, kind, type Kind } from '../kind';
import type { Model } from '../model';
import type { Palette } from '../palette';
import { darker, type Pen, type Shade } from '../pen';
import { display, plate, shadow } from '../parts';
import type { Rgb, Shape } from '../raster';
import { arc } from '../shapes';

const COPPER: Shade = { from: [236, 170, 120], to: [170, 96, 60], along: 'x' };
const metal = (c: Palette, m: Model): Shade => [c.steel, c.steel, c.charcoal, COPPER][m.seed % 4]!;

function pot(p: Pen, c: Palette, m: Model, top: number, w: number, lid: boolean, long: boolean): Shape[] {
  const [l, r] = [50 - w / 2, 50 + w / 2];
  return [
    ...shadow(p, c, l, r),
    ...(long ? [p.line(r, top + 6, r + 22, top + 2, 3.5, c.steelDark), p.circle(r + 20, top + 2.4, 1, c.ground)] : [p.line(l - 7, top + 6, l, top + 6, 3, c.steelDark), p.line(r, top + 6, r + 7, top + 6, 3, c.steelDark)]),
    p.box(l, top, r, 86, 2.5, metal(c, m)),
    p.line(l + 3, top + 4, l + 3, 82, 1.4, c.highlight, { alpha: 0.6 }),
    p.ellipse(50, top, w / 2, 3.5, c.steelDark),
    ...(lid ? [p.ellipse(50, top - 1, w / 2 + 0.5, 3.2, c.steel), p.ellipse(50, top - 3, w / 2.6, 2.2, c.steelLight), p.box(46, top - 8, 54, top - 3.5, 1.5, c.black)] : [p.ellipse(50, top + 0.4, w / 2 - 1.5, 2.4, darker(c.steelDark, 0.3))]),
    p.line(l, 82, r, 82, 0.8, c.steelDark),
  ];
}

function knife(p: Pen, c: Palette, m: Model, bladeLength: number, bladeHeight: number): Shape[] {
  const tip = 12 + (60 - bladeLength);
  const handle = [c.black, c.wood, [40, 90, 160] as Rgb, [220, 200, 60] as Rgb][m.seed % 4]!;
  return [
    p.line(tip, 66, 92, 66, 4, c.shadow, { alpha: 0.25, soft: 4 }),
    p.polygon([[tip, 58], [62, 58 - bladeHeight], [64, 58 - bladeHeight], [64, 60], [62, 60], [tip + 6, 60]], { from: [250, 252, 254], to: [160, 168, 178], along: 'y' }),
    p.line(tip + 6, 59.5, 62, 59.5, 0.4, c.steelDark),
    p.box(62, 58 - bladeHeight - 0.5, 66, 61, 1, c.steelDark),
    p.box(66, 56, 92, 62, 2.5, handle),
    ...[72, 80, 88].map((x) => p.circle(x, 59, 0.9, c.steelLight)),
    ...p.text(m.brand, (tip + 62) / 2 + 2, 58 - bladeHeight / 2, Math.min(1.8, bladeHeight * 0.35), 62 - tip - 8, darker(c.steelDark, 0.3)),
  ];
}

const food = (c: Palette, i: number): Rgb => [[230, 80, 60], [110, 170, 70], [250, 210, 90], [240, 240, 228], [150, 90, 50]][i % 5] as unknown as Rgb;

export const SUPPLIES: Record<string, Kind> = {
  'fry-pan': flatKind(50, [40, 56], (p, c, m) => [
    p.ellipse(44, 70, 34, 6, c.shadow, { alpha: 0.3, soft: 5 }),
    p.polygon([...arc(40, 58, 28, 10, 0, 180), [12, 58], [68, 58]], metal(c, m)),
    p.ellipse(40, 58, 28, 8, c.steelDark),
    p.ellipse(40, 58.6, 25, 6.6, m.seed % 2 ? c.black : c.steelLight),
    p.line(66, 57, 94, 48, 3.5, m.seed % 3 === 0 ? c.red : c.steelDark),
    p.circle(92, 48.8, 1, c.ground),
    p.ellipse(30, 56, 6, 2, c.highlight, { alpha: 0.3, soft: 2 }),
  ]),
  'stock-pot': kind(40, [50, 36], (p, c, m) => pot(p, c, m, 26 + (1 - m.size) * 12, 44, true, false)),
  'sauce-pan': kind(16, [70, 54], (p, c, m) => pot(p, c, m, 58, 34, m.seed % 2 === 0, true)),
  'sheet-pan': flatKind(46, [30, 60], (p, c) => [
    p.polygon([[12, 70], [80, 70], [92, 56], [24, 56]], c.shadow, { alpha: 0.25, soft: 4 }),
    p.polygon([[10, 66], [78, 66], [90, 52], [22, 52]], { from: [236, 238, 240], to: [170, 176, 184], along: 'x' }),
    p.polygon([[13, 64], [76, 64], [86, 53.5], [24, 53.5]], c.steelDark, { alpha: 0.35 }),
    ...[0, 1, 2, 3].map((i) => p.ellipse(30 + i * 14, 59, 4, 2, [200, 140, 80])),
    p.line(10, 66, 78, 66, 1.2, c.steelLight),
  ]),
  'roasting-pan': kind(10, [50, 54], (p, c, m) => [
    ...shadow(p, c, 14, 86),
    p.polygon([[16, 56], [84, 56], [80, 78], [20, 78]], metal(c, m)),
    p.ellipse(50, 56, 34, 4, c.steelDark),
    p.ellipse(50, 52, 14, 7, [200, 120, 60]),
    p.ellipse(46, 49, 5, 2.4, [230, 170, 100]),
    p.line(10, 60, 16, 60, 2.5, c.steelDark),
    p.line(84, 60, 90, 60, 2.5, c.steelDark),
    p.line(22, 60, 24, 74, 1, c.highlight, { alpha: 0.6 }),
  ]),
  'chef-knife': flatKind(33, [40, 52], (p, c, m) => knife(p, c, m, 48, 10)),
  'paring-knife': flatKind(20, [52, 56], (p, c, m) => knife(p, c, m, 22, 5)),
  'cutting-board': flatKind(46, [50, 60], (p, c, m) => {
    const colour: Rgb = [c.white, [230, 80, 70] as Rgb, [90, 170, 90] as Rgb, [90, 140, 220] as Rgb, [240, 210, 80] as Rgb, c.woodLight][m.seed % 6]!;
    return [
      p.polygon([[12, 72], [80, 72], [92, 56], [26, 56]], c.shadow, { alpha: 0.25, soft: 4 }),
      p.polygon([[10, 70], [78, 70], [90, 54], [24, 54]], darker(colour, 0.15)),
      p.polygon([[10, 67], [78, 67], [90, 51], [24, 51]], colour),
      p.ellipse(80, 55, 3, 1.4, c.ground),
      p.line(16, 66, 76, 66, 0.5, c.highlight, { alpha: 0.6 }),
    ];
  }),
  'knife-sharpener': kind(10, [50, 60], (p, c, m) => [
    ...shadow(p, c, 26, 74),
    p.box(26, 62, 74, 86, 4, m.seed % 2 ? c.charcoal : { from: c.accentLight, to: c.accent, along: 'x' }),
    ...[38, 50, 62].flatMap((x) => [p.box(x - 3, 56, x + 3, 64, 1, c.black), p.line(x, 56, x, 63, 0.8, c.steelDark)]),
    ...plate(p, c, m, 50, 76, 22, 4, true),
  ]),
  'food-storage-container': kind(30, [50, 50], (p, c, m) => {
    const lid: Rgb = [c.red, c.green, c.blue, c.yellow, c.white][m.seed % 5]!;
    return [
      ...shadow(p, c, 28, 72),
      p.polygon([[28, 34], [72, 34], [70, 86], [30, 86]], [244, 246, 248], { alpha: 0.8 }),
      p.polygon([[29.5, 52], [70.5, 52], [69.8, 85], [30.2, 85]], food(c, m.seed), { alpha: 0.6 }),
      ...[44, 56, 68, 80].map((y) => p.line(66, y, 70, y, 0.5, c.steelDark)),
      p.box(26, 28, 74, 35, 1.5, lid),
      p.line(32, 38, 33, 82, 1.2, c.highlight, { alpha: 0.8 }),
    ];
  }),
  'food-pan': kind(15, [50, 46], (p, c, m) => [
    p.polygon([[16, 74], [84, 74], [92, 58], [8, 58]], c.shadow, { alpha: 0.25, soft: 4 }),
    p.polygon([[10, 54], [90, 54], [82, 72], [18, 72]], m.seed % 3 === 0 ? c.black : c.steel),
    p.box(8, 50, 92, 55, 1, c.steelLight),
    p.polygon([[14, 54], [86, 54], [84, 50], [16, 50]], food(c, m.seed), { alpha: 0.8 }),
    p.line(20, 60, 80, 60, 0.6, c.steelDark, { alpha: 0.6 }),
  ]),
  'food-carrier': kind(60, [50, 30], (p, c, m) => {
    const colour: Rgb = [[40, 44, 50], [60, 90, 150], [150, 40, 40], [200, 190, 170]][m.seed % 4] as unknown as Rgb;
    return [
      ...shadow(p, c, 26, 74),
      ...p.block(26, 22, 74, 86, 4, { from: darker(colour, -0.3), to: colour, along: 'x' }, 16),
      p.box(30, 28, 70, 80, 2, darker(colour, 0.2)),
      p.box(40, 14, 60, 22, 2, colour),
      p.box(44, 16, 56, 20, 1, c.ground),
      p.box(36, 40, 64, 52, 1, c.white),
      ...p.text(m.brand, 50, 46, 3, 24, [40, 44, 50]),
      p.box(32, 60, 38, 64, 1, c.black),
      p.box(62, 60, 68, 64, 1, c.black),
    ];
  }),
  'ingredient-bin': kind(70, [50, 40], (p, c, m) => [
    ...shadow(p, c, 24, 76),
    p.polygon([[24, 34], [76, 34], [76, 82], [24, 82]], [238, 238, 232]),
    p.polygon([[24, 34], [76, 34], [70, 22], [30, 22]], [210, 230, 240], { alpha: 0.8 }),
    p.polygon([[30, 27], [70, 27], [72, 33], [28, 33]], [250, 244, 220], { alpha: 0.9 }),
    p.box(38, 44, 62, 56, 1, c.white),
    ...p.text(m.brand, 50, 50, 2.6, 22, [40, 44, 50]),
    p.circle(30, 84, 3, c.black),
    p.circle(70, 84, 3, c.black),
    p.line(28, 38, 28, 78, 1, c.highlight, { alpha: 0.5 }),
  ]),
  'wire-shelving': kind(185, [50, 30], (p, c, m) => {
    const shelves = 4 + (m.seed % 2);
    const w = 50 + m.size * 20;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const colour = m.seed % 3 === 0 ? [40, 44, 50] as Rgb : c.steelDark;
    return [
      ...shadow(p, c, l, r),
      ...[l, r].map((x) => p.line(x, 8, x, 88, 1.4, colour)),
      ...Array.from({ length: shelves }, (_, i) => {
        const y = 12 + (72 / (shelves - 1)) * i;
        return [p.box(l - 1, y - 1, r + 1, y + 1, 0.4, c.steel), ...Array.from({ length: Math.round(w / 3) }, (_, k) => p.line(l + k * 3, y - 1, l + k * 3, y + 1, 0.3, colour)), ...(i > 0 && i < shelves - 1 ? [p.box(l + 4, y - 8, l + 16, y - 1, 1, [200, 160, 110]), p.box(l + 20, y - 10, l + 28, y - 1, 1, c.white)] : [])];
      }).flat(),
    ];
  }),
  'baking-mold': flatKind(30, [40, 58], (p, c, m) => {
    const colour: Rgb = [[210, 60, 60], [60, 60, 66], [220, 110, 150], [230, 150, 60]][m.seed % 4] as unknown as Rgb;
    return [
      p.box(14, 62, 88, 74, 3, c.shadow, { alpha: 0.25, soft: 4 }),
      p.box(12, 48, 86, 70, 3, colour),
      ...Array.from({ length: 8 }, (_, i) => p.circle(20 + (i % 4) * 18, 54 + Math.floor(i / 4) * 11, 5.6, darker(colour, 0.25))),
      ...Array.from({ length: 8 }, (_, i) => p.circle(19 + (i % 4) * 18, 53 + Math.floor(i / 4) * 11, 2, darker(colour, -0.4), { alpha: 0.5 })),
    ];
  }),
  'pastry-bag': flatKind(40, [24, 70], (p, c) => [
    p.line(18, 76, 84, 52, 5, c.shadow, { alpha: 0.2, soft: 4 }),
    p.polygon([[84, 36], [90, 52], [28, 72], [26, 66]], [230, 236, 240], { alpha: 0.9 }),
    p.polygon([[80, 40], [86, 50], [48, 64], [46, 58]], [250, 220, 230]),
    p.polygon([[28, 72], [26, 66], [16, 72], [18, 74]], c.steel),
    ...[0, 1, 2].map((i) => p.polygon([[50 + i * 10, 88], [56 + i * 10, 88], [53 + i * 10, 78]], c.steel)),
  ]),
  'rolling-pin': flatKind(45, [30, 58], (p, c, m) => [
    p.line(10, 68, 90, 66, 6, c.shadow, { alpha: 0.25, soft: 4 }),
    p.box(24, 52, 76, 64, 6, m.seed % 2 ? { from: c.woodLight, to: c.wood, along: 'y' } : { from: [250, 250, 250], to: [180, 186, 192], along: 'y' }),
    p.box(8, 55, 26, 61, 3, c.wood),
    p.box(74, 55, 92, 61, 3, c.wood),
    p.line(28, 54.5, 72, 54.5, 1, c.highlight, { alpha: 0.5 }),
  ]),
  'loaf-pan': kind(8, [50, 54], (p, c, m) => [
    ...shadow(p, c, 20, 80),
    p.polygon([[20, 50], [80, 50], [76, 80], [24, 80]], m.seed % 2 ? c.charcoal : c.steel),
    p.ellipse(50, 48, 28, 8, [200, 140, 70]),
    p.ellipse(50, 46, 24, 5, [222, 170, 100]),
    p.line(18, 50, 82, 50, 1.5, c.steelDark),
  ]),
  'mixing-bowl': kind(15, [50, 46], (p, c, m) => [
    ...shadow(p, c, 22, 78),
    p.polygon(arc(50, 46, 32, 40, 0, 180), m.seed % 3 === 0 ? { from: c.accentLight, to: c.accent, along: 'x' } : c.steel),
    p.ellipse(50, 46, 32, 7, c.steelDark),
    p.ellipse(50, 46.6, 30, 5.6, c.steelLight),
    p.ellipse(36, 58, 5, 9, c.highlight, { alpha: 0.45, soft: 3 }),
  ]),
  tongs: flatKind(30, [24, 60], (p, c, m) => [
    p.line(14, 70, 88, 64, 5, c.shadow, { alpha: 0.2, soft: 4 }),
    p.line(18, 52, 84, 58, 2.5, c.steel),
    p.line(18, 66, 84, 60, 2.5, c.steel),
    p.box(62, 56, 84, 62, 2.5, [c.black, c.red, c.blue, c.green][m.seed % 4]!),
    ...[0, 1, 2, 3].map((i) => p.line(10 + i * 2, 50, 12 + i * 2, 53, 1, c.steel)),
    ...[0, 1, 2, 3].map((i) => p.line(10 + i * 2, 68, 12 + i * 2, 65, 1, c.steel)),
    p.circle(86, 59, 2.5, c.steelDark),
  ]),
  ladle: kind(35, [30, 64], (p, c) => [
    p.ellipse(32, 82, 16, 3, c.shadow, { alpha: 0.3, soft: 4 }),
    p.line(40, 60, 76, 12, 2.6, c.steel),
    p.polygon([...arc(30, 64, 16, 14, 0, 180)], c.steel),
    p.ellipse(30, 64, 16, 4, c.steelDark),
    p.ellipse(24, 70, 4, 3, c.highlight, { alpha: 0.5, soft: 2 }),
    p.line(74, 14, 80, 10, 2.6, c.steelDark),
  ]),
  whisk: kind(30, [30, 40], (p, c) => [
    p.line(30, 86, 60, 84, 4, c.shadow, { alpha: 0.2, soft: 3 }),
    p.box(46, 58, 54, 86, 2.5, c.steel),
    ...[16, 11, 6].flatMap((rx) => [p.ellipse(50, 34, rx, 26, c.steelDark, { alpha: 0.9 }), p.ellipse(50, 34, rx - 1, 25, c.ground)]),
    p.line(50, 8, 50, 58, 0.9, c.steelDark),
    p.box(48, 56, 52, 60, 1, c.steelDark),
  ]),
  thermometer: kind(20, [50, 30], (p, c, m) => [
    ...shadow(p, c, 36, 64),
    p.line(50, 40, 50, 86, 1.6, c.steel),
    p.circle(50, 30, 13, c.steelDark),
    p.circle(50, 30, 11, m.seed % 2 ? c.white : [30, 34, 40]),
    ...(m.seed % 2 ? [...Array.from({ length: 12 }, (_, i) => p.line(50 + Math.cos((i / 12) * Math.PI * 2) * 9, 30 + Math.sin((i / 12) * Math.PI * 2) * 9, 50 + Math.cos((i / 12) * Math.PI * 2) * 10.4, 30 + Math.sin((i / 12) * Math.PI * 2) * 10.4, 0.5, c.black)), p.line(50, 30, 56, 24, 0.8, c.red)] : display(p, c, 42, 26, 58, 34)),
  ]),
  'portion-scale': kind(12, [50, 70], (p, c, m) => [
    ...shadow(p, c, 22, 78),
    p.box(24, 60, 76, 86, 3, m.seed % 2 ? c.steel : c.white),
    p.box(18, 54, 82, 60, 1.5, c.steelLight),
    p.box(18, 53, 82, 55, 0.8, c.steel),
    ...display(p, c, 38, 68, 62, 76),
    p.circle(30, 80, 1.4, c.red),
    p.circle(70, 80, 1.4, c.green),
    ...plate(p, c, m, 50, 82, 12, 2.4, true),
  ]),
};
