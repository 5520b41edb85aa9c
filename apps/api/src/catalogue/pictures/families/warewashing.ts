// Warewashing: undercounter, door-type (hood) and conveyor dishwashers, glass washers, racks,
// chemicals. A dishwasher shows what sets it apart from a refrigerator: a rack of plates, a
// hood that lifts, tables either side, curtains on a conveyor.
import { kind, type Kind } from '../kind';
import { count } from '../model';
import type { Palette } from '../palette';
import type { Pen } from '../pen';
import { display, feet, handleH, plate, shadow, sheen } from '../parts';
import type { Shape } from '../raster';

/** Plates standing in a rack, seen through an open front or a window. */
function rackOfPlates(p: Pen, c: Palette, l: number, t: number, r: number, b: number): Shape[] {
  const shapes: Shape[] = [p.box(l, b - 3, r, b, 0.4, c.steelDark)];
  for (let x = l + 2; x < r - 2; x += 3) shapes.push(p.ellipse(x + 1, (t + b) / 2, 1.1, (b - t) / 2 - 1, c.white), p.line(x + 0.4, t + 2, x + 0.4, b - 2, 0.3, c.steelDark, { alpha: 0.5 }));
  return shapes;
}

function rackOfGlasses(p: Pen, c: Palette, l: number, t: number, r: number, b: number): Shape[] {
  const shapes: Shape[] = [p.box(l, b - 2.5, r, b, 0.4, c.steelDark)];
  for (let x = l + 3; x < r - 2; x += 5) shapes.push(p.polygon([[x - 1.8, b - 2.5], [x + 1.8, b - 2.5], [x + 1.4, t], [x - 1.4, t]], c.glass.from, { alpha: 0.85 }), p.line(x - 0.8, t + 1, x - 0.8, b - 4, 0.3, c.white));
  return shapes;
}

const window = (p: Pen, c: Palette, l: number, t: number, r: number, b: number, inside: Shape[]): Shape[] => [
  p.box(l - 1, t - 1, r + 1, b + 1, 1, c.steelDark),
  p.box(l, t, r, b, 0.8, [46, 60, 72]),
  ...inside,
  p.polygon([[l + (r - l) * 0.15, t], [l + (r - l) * 0.38, t], [l + (r - l) * 0.1, b], [l, b], [l, t + 1]], c.highlight, { alpha: 0.18 }),
];

export const WAREWASHING: Record<string, Kind> = {
  'undercounter-dishwasher': kind(82, [50, 40], (p, c, m) => [
    ...shadow(p, c, 30, 70),
    ...p.block(30, 36, 70, 84, 1, c.steel, 18),
    p.box(31, 37, 69, 45, 0.6, c.charcoal),
    ...display(p, c, 34, 39, 44, 43),
    p.circle(60, 41, 1.6, c.green),
    p.circle(65, 41, 1.6, c.red),
    p.box(31, 46, 69, 80, 0.8, c.steel),
    ...sheen(p, c, 31, 46, 69, 80),
    ...handleH(p, c, 35, 65, 49),
    ...(m.glass || m.seed % 2 === 0 ? window(p, c, 37, 54, 63, 72, rackOfPlates(p, c, 37, 56, 63, 72)) : []),
    ...plate(p, c, m, 50, 77, 16, 3.2, true),
    ...feet(p, c, 30, 70, 84),
  ]),
  'door-type-dishwasher': kind(150, [50, 26], (p, c, m) => {
    const open = m.seed % 3 === 0;
    const hoodTop = open ? 4 : 22;
    return [
      ...shadow(p, c, 6, 94),
      // Tables either side: the soiled-dish table with its sink on the left, the clean one on the right.
      p.box(4, 54, 32, 57, 0.5, c.steel),
      p.box(68, 54, 96, 57, 0.5, c.steel),
      p.box(4, 48, 5, 54, 0.3, c.steelDark),
      p.box(10, 52, 24, 55, 0.5, c.steelDark),
      ...[6, 30, 70, 94].map((x) => p.box(x - 0.8, 57, x + 0.8, 87, 0.3, c.steelDark)),
      p.box(4, 78, 32, 79, 0.3, c.steelDark),
      p.box(68, 78, 96, 79, 0.3, c.steelDark),
      // The machine: a lower body and a hood on two columns.
      ...p.block(32, 56, 68, 86, 1, c.steel, 16),
      p.box(33, 58, 67, 84, 0.6, c.steel),
      ...sheen(p, c, 33, 58, 67, 84),
      p.box(32, 10, 35, 56, 0.5, c.steelDark),
      p.box(65, 10, 68, 56, 0.5, c.steelDark),
      p.box(31, 6, 69, 12, 1, c.charcoal),
      ...display(p, c, 44, 7.5, 56, 10.5),
      ...(open ? rackOfPlates(p, c, 36, 42, 64, 56) : []),
      ...p.block(33, hoodTop, 67, hoodTop + 34, 1.5, c.steel, 14),
      ...sheen(p, c, 33, hoodTop, 67, hoodTop + 34),
      ...handleH(p, c, 36, 64, hoodTop + 31),
      ...plate(p, c, m, 50, hoodTop + 8, 18, 4, true),
      ...feet(p, c, 32, 68, 86, 88),
    ];
  }),
  'conveyor-dishwasher': kind(190, [52, 30], (p, c, m) => {
    const tanks = count(m, 2, 1, 3);
    const w = 46 + tanks * 10;
    const [l, r] = [52 - w / 2, 52 + w / 2];
    const shapes: Shape[] = [
      ...shadow(p, c, 2, r + 2),
      // The rack enters from the left on the loading table.
      p.box(2, 52, l, 55, 0.5, c.steel),
      ...rackOfPlates(p, c, 4, 42, l - 2, 52),
      p.box(4, 55, 5.5, 87, 0.3, c.steelDark),
      ...p.block(l, 22, r, 84, 1, c.steel, 16),
      p.box(l + 1, 23, r - 1, 30, 0.6, c.charcoal),
      ...display(p, c, r - 14, 24.5, r - 3, 28.5),
      p.box(l - 2, 34, l + 1, 58, 0.5, [60, 60, 70]),
    ];
    const step = (w - 4) / tanks;
    for (let i = 0; i < tanks; i += 1) {
      const x = l + 2 + step * i;
      shapes.push(p.box(x + 0.5, 32, x + step - 0.5, 80, 0.8, c.steel), ...sheen(p, c, x + 0.5, 32, x + step - 0.5, 80), ...handleH(p, c, x + 3, x + step - 3, 35), ...window(p, c, x + 3, 40, x + step - 3, 52, rackOfPlates(p, c, x + 3, 42, x + step - 3, 52)));
    }
    // Strip curtains at the exit.
    for (let y = 0; y < 5; y += 1) shapes.push(p.box(r - 1 + y * 0.4, 36, r + 0.6 + y * 0.4, 56, 0.2, [120, 140, 160], { alpha: 0.6 }));
    shapes.push(...plate(p, c, m, l + w / 2, 74, 20, 4, true), ...feet(p, c, l, r, 84));
    return shapes;
  }),
  'glass-washer': kind(70, [50, 58], (p, c, m) => [
    ...shadow(p, c, 32, 68),
    ...p.block(32, 44, 68, 84, 1, c.steel, 16),
    p.box(33, 45, 67, 51, 0.6, c.charcoal),
    ...display(p, c, 35, 46.5, 44, 49.5),
    p.circle(62, 48, 1.3, c.blue),
    p.box(33, 52, 67, 80, 0.8, c.steel),
    ...window(p, c, 36, 56, 64, 72, rackOfGlasses(p, c, 36, 60, 64, 72)),
    ...handleH(p, c, 36, 64, 54),
    ...plate(p, c, m, 50, 77, 14, 3, true),
    ...feet(p, c, 32, 68, 84),
  ]),
  'dish-rack': kind(10, [50, 62], (p, c, m) => {
    const colour = [c.blue, [70, 74, 80] as const, c.green, c.red][m.seed % 4]!;
    const glasses = m.seed % 2 === 0;
    const shapes: Shape[] = [...shadow(p, c, 14, 86)];
    shapes.push(p.polygon([[14, 60], [86, 60], [92, 52], [22, 52]], colour, { alpha: 0.35 }));
    shapes.push(...(glasses ? rackOfGlasses(p, c, 18, 44, 84, 62) : rackOfPlates(p, c, 18, 36, 84, 62)));
    shapes.push(p.box(14, 60, 86, 84, 2, colour));
    for (let x = 18; x < 84; x += 6) shapes.push(p.box(x, 64, x + 4, 80, 1, [40, 44, 50], { alpha: 0.35 }));
    shapes.push(p.polygon([[86, 60], [92, 52], [92, 76], [86, 84]], colour), ...p.text(m.brand, 50, 82, 1.6, 30, [255, 255, 255]));
    return shapes;
  }),
  'warewashing-chemical': kind(40, [50, 60], (p, c, m) => {
    const big = m.size > 0.5;
    const w = big ? 40 : 30;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const colour = [c.blue, c.red, c.green, c.yellow][m.seed % 4]!;
    return [
      ...shadow(p, c, l, r),
      p.box(l, big ? 30 : 40, r, 86, 3, { from: [250, 250, 248], to: [210, 212, 214], along: 'x' }),
      p.box(r - 12, big ? 22 : 32, r - 3, big ? 31 : 41, 1.5, { from: [250, 250, 248], to: [210, 212, 214], along: 'x' }),
      p.box(r - 11, big ? 18 : 28, r - 4, big ? 23 : 33, 1, colour),
      p.box(l + 4, big ? 26 : 36, l + 14, big ? 31 : 41, 1.2, { from: [250, 250, 248], to: [200, 202, 204], along: 'x' }),
      p.box(l + 3, 50, r - 3, 78, 1.5, colour),
      p.box(l + 3, 50, r - 3, 56, 1.5, c.white),
      ...p.text(m.brand, 50, 53, 2.6, w - 8, [40, 44, 50]),
      ...p.text('DISH', 50, 63, 4, w - 10, c.white),
      p.polygon([[50 - 3, 70], [50 + 3, 70], [50, 75]], c.white),
      p.line(l + 1.5, 36, l + 1.5, 82, 0.8, c.highlight, { alpha: 0.7 }),
    ];
  }),
};
