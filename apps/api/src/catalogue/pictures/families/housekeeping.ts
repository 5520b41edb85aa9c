// Housekeeping: cleaning chemicals, tools, floor machines, waste, paper and dispensers.
import { kind, type Kind } from '../kind';
import { darker } from '../pen';
import { casters, display, plate, shadow, vents } from '../parts';
import type { Rgb } from '../raster';
import { lathe } from '../shapes';
import { aerosol, bottle, jerrycan, roll, spray } from './packs';

const YELLOW: Rgb = [246, 196, 40];
const tone = (seed: number): Rgb => ([[52, 110, 196], [58, 150, 86], [206, 52, 48], [120, 70, 170], [240, 140, 40]] as Rgb[])[seed % 5]!;

export const HOUSEKEEPING: Record<string, Kind> = {
  'floor-cleaner': kind(30, [50, 60], (p, c, m) => jerrycan(p, c, m, tone(m.seed), { colour: tone(m.seed + 1), word: 'FLOOR' })),
  'dish-detergent': kind(30, [50, 60], (p, c, m) => jerrycan(p, c, m, [250, 250, 246], { colour: c.blue, word: 'DISH' })),
  sanitizer: kind(25, [50, 60], (p, c, m) => bottle(p, c, m, [250, 250, 246], c.green, [[5, 20], [6, 26], [14, 38], [14, 86]], { colour: c.green, word: 'SANITIZER' })),
  'glass-cleaner': kind(28, [50, 62], (p, c, m) => spray(p, c, m, [120, 190, 240], { colour: c.blue, word: 'GLASS' })),
  'oven-cleaner': kind(22, [50, 56], (p, c, m) => aerosol(p, c, m, [40, 44, 50], { colour: [240, 120, 40], word: 'OVEN' })),
  mop: kind(150, [50, 76], (p, c, m) => [
    ...shadow(p, c, 34, 66),
    p.line(50, 6, 50, 70, 1.6, [c.blue, c.red, c.green, c.steel][m.seed % 4]!),
    p.box(44, 68, 56, 72, 1, c.black),
    ...Array.from({ length: 13 }, (_, i) => p.line(45 + i * 0.8, 72, 36 + i * 2.4, 87, 1.6, [244, 242, 232])),
  ]),
  'mop-bucket': kind(90, [50, 40], (p, c, m) => [
    ...shadow(p, c, 20, 80),
    p.polygon([[22, 50], [78, 50], [74, 80], [26, 80]], m.seed % 2 ? YELLOW : c.blue),
    p.box(52, 30, 76, 52, 2, darker(m.seed % 2 ? YELLOW : c.blue, 0.2)),
    p.line(72, 30, 70, 6, 1.6, c.steelDark),
    p.line(56, 30, 70, 12, 1.6, c.steelDark),
    p.box(30, 56, 50, 66, 1, c.white),
    ...p.text(m.brand, 40, 61, 2.4, 18, [40, 44, 50]),
    ...casters(p, c, 22, 78, 80),
  ]),
  broom: kind(130, [36, 76], (p, c, m) => [
    ...shadow(p, c, 18, 62),
    p.line(60, 6, 40, 70, 1.6, [c.blue, c.red, c.green][m.seed % 3]!),
    p.polygon([[26, 70], [54, 68], [56, 74], [24, 76]], c.black),
    ...Array.from({ length: 12 }, (_, i) => p.line(26 + i * 2.4, 75, 20 + i * 2.6, 87, 1.1, [200, 70, 60])),
    p.polygon([[64, 80], [86, 80], [88, 87], [62, 87]], c.black),
    p.line(75, 80, 75, 60, 1.4, c.black),
  ]),
  'microfiber-cloth': kind(4, [50, 70], (p, c, m) => [
    ...shadow(p, c, 20, 80),
    ...[0, 1, 2, 3].map((i) => p.box(22 + i * 2, 78 - i * 6, 78 - i * 2, 84 - i * 6, 1.5, tone(m.seed + i))),
    ...[0, 1, 2, 3].map((i) => p.line(24 + i * 2, 79 - i * 6, 76 - i * 2, 79 - i * 6, 0.4, c.white, { alpha: 0.5 })),
  ]),
  'janitor-cart': kind(100, [50, 40], (p, c, m) => [
    ...shadow(p, c, 14, 86),
    p.box(14, 30, 18, 84, 1, c.black),
    p.box(56, 30, 60, 84, 1, c.black),
    ...[32, 56, 80].map((y) => p.box(14, y, 60, y + 3, 1, YELLOW)),
    p.box(60, 34, 84, 82, 2, [60, 64, 72]),
    p.line(60, 40, 84, 40, 1, c.black),
    p.box(20, 46, 28, 56, 1.5, c.blue),
    p.box(32, 44, 38, 56, 1.5, c.green),
    p.box(42, 70, 54, 80, 1.5, c.red),
    ...plate(p, c, m, 37, 62, 18, 3.5),
    ...casters(p, c, 14, 84, 84),
  ]),
  'vacuum-cleaner': kind(35, [50, 56], (p, c, m) => [
    ...shadow(p, c, 26, 74),
    p.polygon(lathe(50, [[18, 40], [22, 50], [22, 78], [20, 84]]), [c.red, c.blue, YELLOW, c.green][m.seed % 4]!),
    p.ellipse(50, 40, 18, 4, c.black),
    p.box(44, 32, 56, 38, 2, c.black),
    p.box(34, 54, 66, 66, 2, c.white),
    ...p.text(m.brand, 50, 60, 2.8, 28, [40, 44, 50]),
    p.line(72, 60, 88, 40, 2.4, c.black),
    p.line(88, 40, 90, 8, 1.4, c.steel),
    p.circle(34, 85, 2.5, c.black),
    p.circle(66, 85, 2.5, c.black),
  ]),
  'floor-scrubber': kind(110, [50, 50], (p, c, m) => [
    ...shadow(p, c, 20, 80),
    p.box(28, 40, 72, 78, 4, m.seed % 2 ? YELLOW : c.blue),
    p.box(30, 30, 70, 42, 3, darker(m.seed % 2 ? YELLOW : c.blue, 0.15)),
    p.line(66, 32, 80, 8, 2, c.black),
    p.line(76, 10, 90, 10, 2.5, c.black),
    ...display(p, c, 40, 33, 60, 39),
    p.ellipse(50, 82, 24, 4, c.black),
    ...plate(p, c, m, 50, 56, 24, 5, true),
    p.circle(30, 84, 3, c.black),
    p.circle(70, 84, 3, c.black),
  ]),
  'carpet-extractor': kind(95, [50, 50], (p, c, m) => [
    ...shadow(p, c, 24, 76),
    p.box(28, 44, 72, 80, 4, [70, 74, 84]),
    p.box(28, 30, 72, 46, 4, [c.red, c.blue, c.green][m.seed % 3]!),
    p.polygon([[32, 30], [68, 30], [64, 24], [36, 24]], c.glass, { alpha: 0.7 }),
    p.line(70, 40, 82, 10, 2, c.black),
    p.line(78, 10, 90, 10, 2.5, c.black),
    p.box(30, 80, 70, 86, 1.5, c.black),
    ...plate(p, c, m, 50, 60, 24, 5),
  ]),
  'wet-floor-sign': kind(65, [50, 50], (p, c, m) => [
    ...shadow(p, c, 26, 74),
    p.polygon([[50, 12], [74, 86], [26, 86]], YELLOW),
    p.polygon([[50, 12], [54, 12], [78, 86], [74, 86]], darker(YELLOW, 0.25)),
    p.polygon([[50, 38], [60, 58], [40, 58]], [40, 44, 50]),
    p.polygon([[50, 42], [57, 56], [43, 56]], YELLOW),
    p.line(50, 46, 50, 51, 1, [40, 44, 50]),
    ...p.text('CAUTION', 50, 66, 3, 22, [40, 44, 50]),
    ...p.text('WET FLOOR', 50, 73, 2.6, 26, [40, 44, 50]),
    ...p.text(m.brand, 50, 80, 1.8, 24, [40, 44, 50]),
  ]),
  'waste-container': kind(85, [50, 40], (p, c, m) => {
    const colour = ([[70, 74, 84], [176, 182, 190], c.green, [150, 110, 70]] as Rgb[])[m.seed % 4]!;
    return [
      ...shadow(p, c, 28, 72),
      p.polygon([[30, 30], [70, 30], [66, 86], [34, 86]], { from: darker(colour, -0.2), to: darker(colour, 0.15), along: 'x' }),
      p.box(27, 24, 73, 31, 2, darker(colour, 0.2)),
      ...[40, 50, 60].map((x) => p.line(x, 38, x - (x - 50) * 0.1, 78, 1.4, c.black, { alpha: 0.2 })),
      p.box(44, 80, 56, 84, 1, c.black),
    ];
  }),
  'trash-bag': kind(90, [50, 24], (p, c, m) => [
    ...shadow(p, c, 24, 76),
    p.polygon([[50, 24], [70, 34], [78, 60], [72, 86], [28, 86], [22, 60], [30, 34]], ([c.black, [60, 64, 70], [40, 90, 160], [220, 220, 210]] as Rgb[])[m.seed % 4]!),
    p.polygon([[46, 24], [54, 24], [58, 14], [42, 14]], ([c.black, [60, 64, 70], [40, 90, 160], [220, 220, 210]] as Rgb[])[m.seed % 4]!),
    p.ellipse(50, 24, 5, 2, c.steelDark),
    p.line(34, 40, 30, 76, 1.5, c.highlight, { alpha: 0.25 }),
    p.line(62, 40, 66, 70, 1, c.highlight, { alpha: 0.2 }),
  ]),
  'recycling-bin': kind(90, [50, 40], (p, c, m) => [
    ...shadow(p, c, 26, 74),
    p.polygon([[28, 30], [72, 30], [68, 86], [32, 86]], [c.blue, c.green, YELLOW][m.seed % 3]!),
    p.box(25, 24, 75, 32, 2, darker([c.blue, c.green, YELLOW][m.seed % 3]!, 0.2)),
    ...[0, 120, 240].map((a) => p.polygon([[50 + 7 * Math.cos((a * Math.PI) / 180), 56 + 7 * Math.sin((a * Math.PI) / 180)], [50 + 7 * Math.cos(((a + 80) * Math.PI) / 180), 56 + 7 * Math.sin(((a + 80) * Math.PI) / 180)], [50 + 3 * Math.cos(((a + 40) * Math.PI) / 180), 56 + 3 * Math.sin(((a + 40) * Math.PI) / 180)]], c.white)),
  ]),
  'trash-compactor': kind(180, [50, 30], (p, c, m) => [
    ...shadow(p, c, 26, 74),
    ...p.block(26, 10, 74, 86, 1, c.steel, 16),
    p.box(28, 14, 72, 26, 1, c.black),
    ...display(p, c, 32, 17, 46, 23),
    p.circle(64, 20, 2.2, c.red),
    p.box(30, 30, 70, 60, 1, c.steelDark),
    p.box(32, 32, 68, 44, 0.5, c.black),
    ...vents(p, c, 32, 68, 70, 8),
    ...plate(p, c, m, 50, 78, 18, 4, true),
  ]),
  'paper-towel': kind(25, [50, 30], (p, c) => roll(p, c, 16, 46, [250, 250, 246], [190, 160, 120])),
  'toilet-tissue': kind(12, [50, 50], (p, c) => roll(p, c, 22, 26, [252, 252, 250], [190, 160, 120])),
  'soap-dispenser': kind(28, [50, 50], (p, c, m) => [
    ...shadow(p, c, 34, 66),
    p.box(32, 20, 68, 68, 4, m.seed % 2 ? c.white : [40, 44, 50]),
    p.box(36, 30, 64, 44, 2, c.glass, { alpha: 0.6 }),
    p.box(37, 36, 63, 43, 1.5, [120, 200, 230], { alpha: 0.8 }),
    p.box(40, 60, 60, 70, 2, c.steelDark),
    p.box(46, 70, 54, 74, 1, c.black),
    ...p.text(m.brand, 50, 52, 2.6, 26, m.seed % 2 ? [40, 44, 50] : c.white),
    p.box(30, 10, 70, 20, 1, c.steel, { alpha: 0.9 }),
  ]),
  'hand-dryer': kind(30, [50, 40], (p, c, m) => [
    p.box(28, 24, 72, 62, 8, m.seed % 2 ? c.steel : c.white),
    p.box(36, 58, 64, 66, 3, c.black),
    ...vents(p, c, 38, 62, 63, 6, c.steelDark),
    p.circle(50, 40, 4, c.blue, { alpha: 0.6 }),
    ...plate(p, c, m, 50, 50, 22, 4, true),
    ...[70, 74, 78].map((y, i) => p.line(42 + i, y, 58 - i, y, 0.8, c.steelDark, { alpha: 0.4 })),
  ]),
};

