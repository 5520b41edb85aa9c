// Restaurant food supplies: dry goods, sauces, beverages, frozen food, disposables.
import { kind, type Kind } from '../kind';
import { darker } from '../pen';
import { shadow } from '../parts';
import type { Rgb } from '../raster';
import { bag, bottle, can, carton, jerrycan } from './packs';

const FROST: Rgb = [200, 226, 244];

export const FOOD: Record<string, Kind> = {
  rice: kind(60, [50, 48], (p, c, m) => bag(p, c, m, [236, 226, 204], { colour: [190, 40, 50], word: 'BASMATI' }, { window: [250, 248, 240] })),
  pasta: kind(30, [50, 48], (p, c, m) => bag(p, c, m, [40, 70, 150], { colour: [40, 70, 150], word: 'PASTA' }, { window: [240, 200, 110], folded: true })),
  flour: kind(60, [50, 48], (p, c, m) => bag(p, c, m, [244, 240, 230], { colour: [200, 150, 60], word: 'FLOUR' }, { folded: true })),
  sugar: kind(40, [50, 48], (p, c, m) => bag(p, c, m, [250, 250, 250], { colour: [70, 130, 200], word: 'SUGAR' }, { window: [255, 255, 255] })),
  'canned-tomatoes': kind(18, [50, 56], (p, c, m) => can(p, c, m, { colour: [200, 40, 40], word: 'TOMATOES' })),
  ketchup: kind(25, [50, 60], (p, c, m) => bottle(p, c, m, [200, 30, 30], c.white, [[5, 16], [7, 22], [14, 32], [15, 40], [15, 86]], { colour: [200, 30, 30], word: 'KETCHUP' })),
  mayonnaise: kind(20, [50, 60], (p, c, m) => bottle(p, c, m, [250, 246, 226], [40, 90, 170], [[14, 34], [16, 40], [16, 86]], { colour: [40, 90, 170], word: 'MAYO' })),
  'cooking-oil': kind(35, [50, 60], (p, c, m) => (m.seed % 2 ? jerrycan(p, c, m, [240, 200, 70], { colour: [60, 130, 60], word: 'OIL' }) : bottle(p, c, m, [240, 196, 60], [60, 130, 60], [[4, 14], [5, 20], [13, 34], [13, 86]], { colour: [60, 130, 60], word: 'OIL' }, 0.9))),
  syrup: kind(32, [50, 50], (p, c, m) => bottle(p, c, m, ([[150, 60, 30], [200, 40, 80], [120, 70, 40]] as Rgb[])[m.seed % 3]!, c.black, [[3.5, 10], [4, 20], [10, 34], [10, 86]], { colour: c.accent, word: 'SYRUP' }, 0.9)),
  spice: kind(15, [50, 50], (p, c, m) => bottle(p, c, m, [250, 250, 248], [200, 60, 40], [[12, 34], [13, 40], [13, 86]], { colour: ([[180, 60, 30], [200, 150, 40], [100, 120, 50]] as Rgb[])[m.seed % 3]!, word: 'SPICE' }, 0.95)),
  'coffee-beans': kind(30, [50, 48], (p, c, m) => [...bag(p, c, m, [50, 40, 36], { colour: [150, 90, 50], word: 'COFFEE' }, { valve: true, folded: true }), ...[0, 1, 2].map((i) => p.ellipse(34 + i * 6, 86, 2.4, 1.5, [90, 56, 30]))]),
  tea: kind(12, [50, 60], (p, c, m) => carton(p, c, m, ([[30, 110, 70], [170, 40, 40], [230, 180, 50]] as Rgb[])[m.seed % 3]!, { colour: [40, 44, 50], word: 'TEA' }, [26, 50, 74, 86])),
  juice: kind(24, [50, 56], (p, c, m) => [
    ...carton(p, c, m, [250, 160, 40], { colour: [240, 120, 30], word: 'JUICE' }, [34, 30, 66, 86]),
    p.polygon([[34, 30], [66, 30], [58, 20], [42, 20]], [250, 180, 70]),
    p.box(54, 18, 60, 23, 1, c.green),
  ]),
  water: kind(30, [50, 40], (p, c, m) => bottle(p, c, m, [170, 210, 240], [40, 110, 200], [[4, 12], [5, 18], [12, 30], [12, 40], [11, 46], [12, 52], [12, 86]], { colour: [40, 110, 200], word: 'WATER' }, 0.7)),
  'french-fries': kind(35, [50, 48], (p, c, m) => [...bag(p, c, m, [200, 30, 40], { colour: [240, 190, 40], word: 'FRIES' }, { window: [250, 210, 110] }), ...Array.from({ length: 5 }, (_, i) => p.line(40 + i * 4, 68 + (i % 2) * 2, 42 + i * 4, 78, 1.4, [240, 190, 80]))]),
  'frozen-vegetables': kind(30, [50, 48], (p, c, m) => [...bag(p, c, m, [60, 140, 70], { colour: [30, 90, 150], word: 'FROZEN' }, { window: FROST }), ...[[42, 72, [240, 120, 40]], [50, 74, [90, 170, 60]], [56, 71, [250, 210, 60]]].map(([x, y, col]) => p.circle(x as number, y as number, 2.4, col as unknown as Rgb))]),
  'frozen-dessert': kind(15, [50, 50], (p, c, m) => [
    ...shadow(p, c, 28, 72),
    p.polygon([[28, 46], [72, 46], [68, 86], [32, 86]], { from: [252, 240, 230], to: [220, 200, 190], along: 'x' }),
    p.box(26, 40, 74, 47, 2, ([[200, 70, 110], [120, 70, 50], [90, 160, 120]] as Rgb[])[m.seed % 3]!),
    p.ellipse(50, 40, 24, 3, darker(([[200, 70, 110], [120, 70, 50], [90, 160, 120]] as Rgb[])[m.seed % 3]!, 0.1)),
    ...p.text(m.brand, 50, 60, 3, 34, [40, 44, 50]),
    p.ellipse(50, 72, 8, 5, [250, 220, 230]),
  ]),
  'frozen-shrimp': kind(25, [50, 48], (p, c, m) => [...bag(p, c, m, [30, 80, 150], { colour: [230, 100, 70], word: 'SHRIMP' }, { window: FROST }), ...[0, 1, 2].map((i) => p.ellipse(43 + i * 7, 73, 3, 2, [250, 140, 110]))]),
  'takeout-container': kind(8, [50, 56], (p, c, m) => [
    ...shadow(p, c, 20, 80),
    p.polygon([[22, 56], [78, 56], [74, 84], [26, 84]], m.seed % 2 ? [40, 44, 50] : [250, 250, 246]),
    p.polygon([[20, 56], [80, 56], [76, 44], [24, 44]], [230, 236, 240], { alpha: 0.6 }),
    ...[[36, 52, [230, 120, 60]], [50, 50, [120, 170, 80]], [62, 52, [250, 230, 180]]].map(([x, y, col]) => p.ellipse(x as number, y as number, 8, 3, col as unknown as Rgb)),
    p.line(24, 60, 28, 80, 1, c.highlight, { alpha: 0.4 }),
  ]),
  'disposable-cup': kind(12, [50, 40], (p, c, m) => [
    ...shadow(p, c, 34, 66),
    p.polygon([[32, 30], [68, 30], [62, 86], [38, 86]], { from: [252, 252, 250], to: [214, 214, 210], along: 'x' }),
    p.polygon([[33, 46], [67, 46], [65, 66], [35, 66]], ([c.accent, c.kraft, [40, 44, 50]] as Rgb[])[m.seed % 3]!),
    ...p.text(m.brand, 50, 56, 2.6, 26, c.white),
    p.box(30, 24, 70, 31, 2, m.seed % 2 ? c.white : [40, 44, 50]),
  ]),
  napkins: kind(10, [50, 60], (p, c, m) => [
    ...shadow(p, c, 22, 78),
    ...Array.from({ length: 8 }, (_, i) => p.box(24, 84 - i * 3.6, 76, 87 - i * 3.6, 0.6, i % 2 ? [252, 252, 250] : [236, 236, 232])),
    p.box(24, 66, 76, 74, 0.5, [[200, 40, 50], [40, 44, 50], c.kraft][m.seed % 3] as Rgb),
    ...p.text(m.brand, 50, 70, 2.6, 44, c.white),
  ]),
  'foil-roll': kind(32, [50, 60], (p, c, m) => [
    ...carton(p, c, m, [40, 90, 170], { colour: [200, 40, 40], word: 'FOIL' }, [14, 52, 86, 78]),
    p.polygon([[14, 52], [86, 52], [88, 46], [16, 46]], { from: [240, 242, 246], to: [170, 176, 186], along: 'x' }),
  ]),
};
