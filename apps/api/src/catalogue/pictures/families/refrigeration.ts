// Refrigeration: uprights, undercounters and prep tables, ice machines, merchandisers, walk-ins.
import { kind, type Draw, type Kind } from '../kind';
import { count, type Model } from '../model';
import type { Palette } from '../palette';
import { lighter, type Pen } from '../pen';
import { casters, display, feet, glassPanel, handleH, handleV, plate, shadow, sheen, vents } from '../parts';
import type { Rgb, Shape } from '../raster';

interface Upright {
  doors: number;
  glass: boolean;
  freezer?: boolean;
  halfDoors?: boolean;
  top?: number;
  black?: boolean;
}

/** Bottles on shelves behind glass: what a merchandiser shows. */
function stock(p: Pen, c: Palette, l: number, t: number, r: number, b: number): Shape[] {
  const shelves = Math.max(2, Math.round((b - t) / 14));
  const colours = [c.red, c.green, c.blue, c.yellow, c.accent];
  const shapes: Shape[] = [];
  for (let s = 0; s < shelves; s += 1) {
    const y = t + ((b - t) / shelves) * (s + 1) - 1;
    shapes.push(p.line(l + 0.5, y, r - 0.5, y, 0.6, c.steelDark));
    for (let x = l + 2, i = s; x < r - 2; x += 3.2, i += 1) shapes.push(p.box(x, y - 7, x + 2.2, y - 0.5, 0.8, colours[i % colours.length]!, { alpha: 0.85 }));
  }
  return shapes;
}

function upright(p: Pen, c: Palette, m: Model, { doors, glass, freezer, halfDoors, top = 8, black }: Upright): Shape[] {
  const w = 14 + doors * 17;
  const [l, r] = [50 - w / 2, 50 + w / 2];
  const body = black ? c.charcoal : c.steel;
  const step = (w - 2) / doors;
  const doorT = top + 9;
  const doorB = 80;
  const shapes = [...shadow(p, c, l, r), ...p.block(l, top, r, 84, 1, body, 16)];
  shapes.push(p.box(l + 1, top + 1, r - 1, top + 8, 0.6, freezer ? [40, 96, 170] : c.black), ...vents(p, c, l + 4, r - 14, top + 4.5, Math.round(w / 4), c.steelDark), ...display(p, c, r - 12, top + 2.5, r - 3, top + 6.5));
  for (let i = 0; i < doors; i += 1) {
    const x1 = l + 1 + step * i + 0.4;
    const x2 = l + 1 + step * (i + 1) - 0.4;
    const handleX = i % 2 === 0 ? x2 - 2.5 : x1 + 2.5;
    const rows = halfDoors ? [[doorT, (doorT + doorB) / 2 - 0.4], [(doorT + doorB) / 2 + 0.4, doorB]] : [[doorT, doorB]];
    for (const [t, b] of rows as [number, number][]) {
      if (glass) shapes.push(p.box(x1, t, x2, b, 0.8, black ? c.black : c.steelDark), ...glassPanel(p, c, x1 + 1.6, t + 1.6, x2 - 1.6, b - 1.6, stock(p, c, x1 + 1.6, t + 1.6, x2 - 1.6, b - 1.6)));
      else shapes.push(p.box(x1, t, x2, b, 0.8, body), ...sheen(p, c, x1, t, x2, b));
      shapes.push(...handleV(p, c, handleX, t + 4, Math.min(b - 4, t + 22)));
    }
  }
  if (freezer) shapes.push(...snowflake(p, c, l + 5, doorT + 5, 2.6));
  shapes.push(...plate(p, c, m, 50, 82, Math.min(18, w - 6), 3));
  shapes.push(...casters(p, c, l, r, 84));
  return shapes;
}

function snowflake(p: Pen, c: Palette, x: number, y: number, r: number): Shape[] {
  return [p.circle(x, y, r * 1.5, c.blue), ...[0, 60, 120].map((a) => p.line(x - Math.cos((a * Math.PI) / 180) * r, y - Math.sin((a * Math.PI) / 180) * r, x + Math.cos((a * Math.PI) / 180) * r, y + Math.sin((a * Math.PI) / 180) * r, r * 0.25, c.white))];
}

interface Under {
  doors: number;
  drawers?: boolean;
  backsplash?: boolean;
  prepRail?: boolean;
  low?: boolean;
}

function undercounter(p: Pen, c: Palette, m: Model, { doors, drawers, backsplash, prepRail, low }: Under): Shape[] {
  const w = 26 + doors * 18;
  const [l, r] = [50 - w / 2, 50 + w / 2];
  const t = low ? 60 : 46;
  const shapes = [...shadow(p, c, l, r)];
  if (backsplash) shapes.push(p.box(l, t - 9, r, t, 0.6, c.steel), ...sheen(p, c, l, t - 9, r, t));
  if (prepRail) {
    shapes.push(p.polygon([[l, t - 12], [r, t - 12], [r, t], [l, t]], c.steelDark), p.box(l + 1, t - 15, r - 1, t - 11, 1, c.steel));
    const pans = Math.round(w / 7);
    const colours = [c.red, c.green, c.yellow, [240, 240, 230] as const, [120, 70, 40] as const];
    for (let i = 0; i < pans; i += 1) shapes.push(p.box(l + 2 + ((w - 4) / pans) * i + 0.3, t - 11, l + 2 + ((w - 4) / pans) * (i + 1) - 0.3, t - 8, 0.5, colours[i % colours.length]!));
    shapes.push(p.box(l, t - 2, r, t + 2, 0.5, c.white));
  }
  shapes.push(...p.block(l, t, r, 84, 1, c.steel, 16), p.box(l - 1, t, r + 1, t + 2, 0.4, c.steelLight));
  const grille = 10;
  shapes.push(p.box(l + 1, t + 4, l + grille, 80, 0.6, c.steelDark), ...Array.from({ length: 6 }, (_, i) => p.line(l + 2.5, t + 7 + i * ((76 - t) / 6), l + grille - 1.5, t + 7 + i * ((76 - t) / 6), 0.8, c.black)));
  const step = (r - 1 - (l + grille + 1)) / doors;
  for (let i = 0; i < doors; i += 1) {
    const x1 = l + grille + 1 + step * i + 0.4;
    const x2 = x1 + step - 0.8;
    if (drawers) {
      const mid = (t + 4 + 80) / 2;
      for (const [a, b] of [[t + 4, mid - 0.4], [mid + 0.4, 80]] as const) shapes.push(p.box(x1, a, x2, b, 0.8, c.steel), ...sheen(p, c, x1, a, x2, b), ...handleH(p, c, x1 + 3, x2 - 3, a + 3));
    } else {
      shapes.push(p.box(x1, t + 4, x2, 80, 0.8, c.steel), ...sheen(p, c, x1, t + 4, x2, 80), ...handleH(p, c, x1 + 3, x2 - 3, t + 7));
    }
  }
  shapes.push(...plate(p, c, m, l + grille / 2 + 0.5, t + 2.5 + (80 - t) / 2, grille - 2, 2.5, true), ...casters(p, c, l, r, 84));
  return shapes;
}

const iceCubes = (p: Pen, c: Palette, l: number, t: number, r: number): Shape[] =>
  Array.from({ length: Math.round((r - l) / 3) }, (_, i) => p.box(l + i * 3, t + (i % 2) * 1.5, l + i * 3 + 2.6, t + (i % 2) * 1.5 + 2.6, 0.6, lighter(c.glass.from, 0.4)));

const R = (doors: number, glass: boolean, extra: Partial<Upright> = {}): Draw => (p, c, m) => upright(p, c, m, { doors: count(m, doors, 1, 3), glass: glass || m.glass, ...extra });

export const REFRIGERATION: Record<string, Kind> = {
  'reach-in-refrigerator': kind(205, [50, 70], R(2, false)),
  'reach-in-freezer': kind(205, [50, 70], R(1, false, { freezer: true })),
  'dual-temp-refrigerator': kind(205, [50, 70], (p, c, m) => upright(p, c, m, { doors: 2, glass: false, halfDoors: true, freezer: true })),
  'pass-through-refrigerator': kind(205, [50, 40], (p, c, m) => [...upright(p, c, m, { doors: count(m, 1, 1, 2), glass: m.glass, halfDoors: true }), ...p.text('PASS-THRU', 50, 15, 1.8, 20, c.white)]),
  'undercounter-refrigerator': kind(90, [40, 62], (p, c, m) => undercounter(p, c, m, { doors: count(m, 1, 1, 3), drawers: m.seed % 3 === 0 })),
  'worktop-refrigerator': kind(100, [50, 42], (p, c, m) => undercounter(p, c, m, { doors: count(m, 2, 1, 3), backsplash: true })),
  'prep-table': kind(110, [50, 36], (p, c, m) => undercounter(p, c, m, { doors: count(m, 2, 1, 3), prepRail: true })),
  'chef-base': kind(65, [50, 66], (p, c, m) => [...undercounter(p, c, m, { doors: Math.max(1, Math.round(count(m, 2, 2, 4) / 2)), drawers: true, low: true }), p.line(10, 60, 90, 60, 1, c.steelLight)]),
  'modular-ice-machine': kind(190, [50, 22], (p, c, m) => {
    const w = 40 + m.size * 14;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, 12, r, 38, 1, c.steel, 16),
      ...vents(p, c, l + 4, r - 4, 20, 8, c.steelDark),
      ...plate(p, c, m, 50, 30, 18, 4.5, true),
      p.box(l + 4, 33, l + 10, 35, 0.5, c.blue),
      ...p.block(l - 2, 39, r + 2, 84, 1, c.steel, 16),
      p.polygon([[l, 41], [r, 41], [r, 52], [l, 56]], c.steelDark),
      ...handleH(p, c, l + 6, r - 6, 47),
      ...iceCubes(p, c, l + 2, 42, r - 2),
      ...sheen(p, c, l - 2, 56, r + 2, 84),
      ...feet(p, c, l, r, 84),
    ];
  }),
  'undercounter-ice-machine': kind(85, [50, 40], (p, c, m) => [
    ...shadow(p, c, 30, 70),
    ...p.block(30, 36, 70, 82, 1, c.steel, 16),
    p.box(32, 38, 68, 58, 1, c.steelDark),
    ...glassPanel(p, c, 33, 39, 67, 57, iceCubes(p, c, 34, 52, 66)),
    ...handleH(p, c, 38, 62, 60),
    ...vents(p, c, 34, 66, 72, 8),
    ...plate(p, c, m, 50, 66, 16, 3.5, true),
    ...feet(p, c, 30, 70, 82),
  ]),
  'ice-bin': kind(110, [50, 34], (p, c, m) => {
    const w = 40 + m.size * 20;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const plastic = m.seed % 2 === 0;
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, 30, r, 80, 2, plastic ? { from: [240, 240, 236], to: [200, 200, 196], along: 'x' } : c.steel, 16),
      p.polygon([[l + 3, 30], [r - 3, 30], [r - 5, 44], [l + 5, 44]], c.steelDark),
      ...iceCubes(p, c, l + 6, 36, r - 6),
      p.polygon([[l + 3, 30], [r - 3, 30], [r - 5, 24], [l + 5, 24]], c.steel, { alpha: 0.9 }),
      ...handleH(p, c, l + 10, r - 10, 28),
      ...plate(p, c, m, 50, 60, 18, 4),
      ...feet(p, c, l + 2, r - 2, 80),
    ];
  }),
  'ice-dispenser': kind(90, [50, 60], (p, c, m) => [
    ...shadow(p, c, 30, 70),
    ...p.block(30, 14, 70, 84, 3, c.steel, 14),
    p.box(33, 18, 67, 34, 1.5, c.black),
    ...display(p, c, 44, 22, 56, 28),
    ...plate(p, c, m, 50, 40, 20, 4.5),
    p.box(34, 48, 66, 78, 2, c.black),
    p.box(46, 48, 54, 56, 1, c.steelDark),
    p.box(40, 57, 44, 63, 1, c.white),
    p.box(56, 57, 60, 63, 1, c.white),
    p.polygon([[44, 64], [56, 64], [55, 76], [45, 76]], c.glass, { alpha: 0.8 }),
    ...iceCubes(p, c, 45, 70, 55),
    p.box(34, 76, 66, 78, 0.5, c.steelDark),
  ]),
  'glass-door-merchandiser': kind(200, [50, 24], (p, c, m) => [
    ...upright(p, c, m, { doors: count(m, 1, 1, 3), glass: true, black: m.seed % 2 === 0, top: 6 }),
    p.box(36, 7, 64, 13, 0.8, c.accent),
    ...p.text(m.brand, 50, 10, 3, 26, c.white),
  ]),
  'display-case': kind(130, [50, 40], (p, c, m) => {
    const w = 52 + m.size * 28;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const curved = m.seed % 2 === 0;
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, 58, r, 84, 1, m.seed % 3 === 0 ? c.charcoal : c.steel, 18),
      p.box(l, 56, r, 58.5, 0.5, c.steelLight),
      curved ? p.polygon([[l, 56], [r, 56], [r, 36], [r - 4, 28], [l + 4, 28], [l, 36]], c.glass, { alpha: 0.5 }) : p.polygon([[l, 56], [r, 56], [r - 2, 30], [l + 2, 30]], c.glass, { alpha: 0.5 }),
      p.box(l + 2, 42, r - 2, 43, 0.3, c.steelLight),
      ...Array.from({ length: Math.round(w / 10) }, (_, i) => p.ellipse(l + 6 + i * 10, 52, 4, 2.4, ([[230, 160, 80], [210, 90, 80], [240, 220, 170]] as Rgb[])[i % 3]!)),
      ...Array.from({ length: Math.round(w / 12) }, (_, i) => p.ellipse(l + 8 + i * 12, 40, 3.5, 2, ([[200, 120, 70], [250, 210, 140]] as Rgb[])[i % 2]!)),
      p.line(l + 6, 32, l + 14, 54, 1, c.highlight, { alpha: 0.5 }),
      ...plate(p, c, m, 50, 72, 18, 4),
      ...feet(p, c, l + 2, r - 2, 84),
    ];
  }),
  'back-bar-cooler': kind(90, [50, 60], (p, c, m) => {
    const doors = count(m, 2, 2, 3);
    const w = 24 + doors * 20;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const step = (w - 4) / doors;
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, 48, r, 84, 1, c.charcoal, 16),
      p.box(l - 1, 46, r + 1, 49, 0.5, c.steel),
      ...Array.from({ length: doors }, (_, i) => {
        const x = l + 2 + step * i;
        return m.glass || m.seed % 2 === 0
          ? [p.box(x + 0.4, 51, x + step - 0.4, 78, 0.8, c.black), ...glassPanel(p, c, x + 2, 53, x + step - 2, 76, stock(p, c, x + 2, 53, x + step - 2, 76)), ...handleH(p, c, x + 4, x + step - 4, 52.5)]
          : [p.box(x + 0.4, 51, x + step - 0.4, 78, 0.8, c.charcoal), ...handleH(p, c, x + 4, x + step - 4, 54)];
      }).flat(),
      ...plate(p, c, m, 50, 81, 16, 3),
    ];
  }),
  'wine-cooler': kind(85, [50, 30], (p, c, m) => {
    const tall = m.size > 0.6;
    const [t, b] = tall ? [8, 84] : [34, 84];
    const zones = count(m, 1, 1, 2);
    const shapes = [...shadow(p, c, 32, 68), ...p.block(32, t, 68, b, 1, c.charcoal, 14), p.box(34, t + 2, 66, b - 6, 1, c.black)];
    const rows = Math.round((b - t - 10) / 4.4);
    const bottles: Shape[] = [];
    for (let i = 0; i < rows; i += 1) {
      const y = t + 5 + i * 4.4;
      for (let x = 37; x < 64; x += 4.6) bottles.push(p.circle(x, y, 1.7, ([[110, 20, 40], [200, 190, 120], [60, 70, 40]] as Rgb[])[(i + Math.round(x)) % 3]!));
    }
    shapes.push(...glassPanel(p, c, 35, t + 3, 65, b - 7, bottles));
    if (zones === 2) shapes.push(p.line(35, (t + b) / 2, 65, (t + b) / 2, 1, c.steelDark));
    shapes.push(...handleV(p, c, 63, t + 8, t + 26), ...plate(p, c, m, 50, b - 3, 16, 3), ...feet(p, c, 32, 68, b));
    return shapes;
  }),
  'ice-cream-cabinet': kind(120, [50, 42], (p, c, m) => {
    const w = 48 + m.size * 26;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const tubs = Math.round(w / 9);
    const colours: [number, number, number][] = [[250, 210, 220], [120, 70, 50], [250, 240, 200], [170, 220, 150], [250, 180, 120]];
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, 50, r, 84, 2, { from: c.accentLight, to: c.accent, along: 'x' }, 16),
      p.polygon([[l + 2, 50], [r - 2, 50], [r - 6, 34], [l + 6, 34]], c.glass, { alpha: 0.55 }),
      ...Array.from({ length: tubs }, (_, i) => p.ellipse(l + 6 + ((w - 12) / (tubs - 1 || 1)) * i, 46, 3.6, 2, colours[i % colours.length]!)),
      p.box(l, 49, r, 51, 0.4, c.steelLight),
      ...plate(p, c, m, 50, 66, 20, 5, true),
      ...casters(p, c, l, r, 84),
    ];
  }),
  'blast-chiller': kind(90, [50, 50], (p, c, m) => [
    ...shadow(p, c, 28, 72),
    ...p.block(28, 30, 72, 84, 1, c.steel, 16),
    p.box(29, 31, 71, 40, 0.8, c.black),
    ...display(p, c, 32, 33, 46, 38),
    p.circle(62, 35.5, 2.2, c.blue),
    p.box(30, 42, 70, 80, 1, c.steel),
    ...sheen(p, c, 30, 42, 70, 80),
    ...handleV(p, c, 67, 48, 70),
    ...snowflake(p, c, 36, 48, 2.4),
    ...plate(p, c, m, 50, 76, 16, 3.5, true),
    ...feet(p, c, 28, 72, 84),
  ]),
  'walk-in': kind(230, [40, 30], (p, c, m) => walkIn(p, c, m, false)),
  'walk-in-freezer': kind(230, [40, 30], (p, c, m) => walkIn(p, c, m, true)),
  'condensing-unit': kind(55, [50, 58], (p, c, m) => {
    const fans = count(m, m.size > 0.5 ? 2 : 1, 1, 2);
    const w = 30 + fans * 20;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, 40, r, 82, 1, { from: [220, 224, 222], to: [170, 176, 174], along: 'x' }, 18),
      ...Array.from({ length: fans }, (_, i) => {
        const x = l + 4 + ((w - 18) / fans) * (i + 0.5);
        return [p.circle(x, 61, 12, c.black), p.circle(x, 61, 11, c.steelDark), ...[0, 1, 2, 3, 4, 5].map((k) => p.line(x - 10, 61 - 10 + k * 4, x + 10, 61 - 10 + k * 4, 0.6, c.black)), p.circle(x, 61, 2, c.black)];
      }).flat(),
      p.box(r - 13, 44, r - 3, 78, 0.8, c.steel),
      p.line(r - 10, 80, r - 10, 86, 1.2, [190, 110, 60]),
      p.line(r - 6, 80, r - 6, 86, 1.2, [190, 110, 60]),
      ...plate(p, c, m, r - 8, 48, 9, 2.5, true),
      p.box(l, 82, r, 84, 0.4, c.black),
    ];
  }),
};

function walkIn(p: Pen, c: Palette, m: Model, freezer: boolean): Shape[] {
  const w = 70 + m.size * 12;
  const [l, r] = [50 - w / 2, 50 + w / 2];
  const panel = freezer ? ({ from: [226, 238, 250], to: [176, 196, 220], along: 'x' } as const) : ({ from: [244, 245, 244], to: [200, 204, 206], along: 'x' } as const);
  return [
    ...shadow(p, c, l, r),
    ...p.block(l, 10, r, 86, 0.5, panel, 20),
    ...Array.from({ length: 4 }, (_, i) => p.line(l + (w / 4) * (i + 1), 10, l + (w / 4) * (i + 1), 86, 0.3, c.steelDark, { alpha: 0.5 })),
    p.box(l + 8, 22, l + 32, 86, 0.8, freezer ? { from: [150, 190, 230], to: [60, 110, 180], along: 'x' } : c.steel),
    ...sheen(p, c, l + 8, 22, l + 32, 86),
    p.box(l + 28, 46, l + 31, 58, 0.6, c.black),
    p.box(l + 12, 28, l + 20, 34, 0.5, c.glass),
    p.box(l + 38, 22, l + 48, 30, 0.6, c.black),
    p.box(l + 39.5, 24, l + 46.5, 28, 0.3, freezer ? [120, 180, 250] : [120, 230, 160]),
    p.box(l + 8, 80, l + 32, 86, 0.3, c.black, { alpha: 0.7 }),
    ...(freezer ? snowflake(p, c, r - 10, 20, 3) : []),
    ...plate(p, c, m, l + 20, 40, 16, 3.5),
  ];
}
