// Cooking lines: fryers, ranges, griddles, charbroilers, salamanders.
import { kind, type Kind } from '../kind';
import { count } from '../model';
import { casters, feet, knob, plate, shadow, sheen, vents } from '../parts';

export const COOKING: Record<string, Kind> = {
  'deep-fryer': kind(115, [50, 44], (p, c, m) => {
    const tanks = count(m, 1, 1, 2);
    const w = 20 + m.size * 8 + (tanks - 1) * 14;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const step = w / tanks;
    // A countertop fryer stands on short feet; a floor fryer on legs, with a door below its controls.
    const top = m.words.includes('countertop') ? 56 : 40;
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, top, r, 82, 1, c.steel, 12),
      p.box(l - 1, top - 6, r + 1, top, 0.8, c.steelDark),
      ...Array.from({ length: tanks }, (_, i) => [
        p.box(l + step * i + 2, top - 5.4, l + step * (i + 1) - 2, top - 1.5, 0.6, c.black),
        p.line(l + step * i + step * 0.3, top - 5, l + step * i + step * 0.22, top - 20, 1.4, c.black),
        p.line(l + step * (i + 1) - step * 0.3, top - 5, l + step * (i + 1) - step * 0.22, top - 20, 1.4, c.black),
        p.box(l + step * i + step * 0.18, top - 13, l + step * (i + 1) - step * 0.18, top - 4, 0.6, c.steelDark, { alpha: 0.6 }),
        ...knob(p, c, l + step * (i + 0.5), top + 5, 1.8, c.red),
      ]).flat(),
      ...(top < 50 ? [p.box(l + 2, 50, r - 2, 78, 0.8, c.steel), ...sheen(p, c, l + 2, 50, r - 2, 78)] : []),
      ...(m.words.includes('gas') ? vents(p, c, l + 4, r - 4, top + 10, 5) : []),
      ...plate(p, c, m, 50, 74, Math.min(w - 6, 18), 4.5, true),
      ...feet(p, c, l, r, 82),
    ];
  }),
  range: kind(140, [50, 42], (p, c, m) => {
    const burners = count(m, 4, 2, 10);
    const w = 40 + m.size * 20;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const cols = Math.ceil(burners / 2);
    const grateW = w - 6;
    const step = grateW / cols;
    return [
      ...shadow(p, c, l, r),
      p.box(l, 12, r, 38, 0.6, c.steelDark),
      p.box(l + 2, 16, r - 2, 34, 0.6, c.steel),
      ...p.block(l, 40, r, 84, 1.2, c.steel, 14),
      p.box(l - 0.5, 34, r + 0.5, 41, 0.8, c.black),
      ...Array.from({ length: cols }, (_, i) => [
        p.ellipse(l + 3 + step * (i + 0.5), 36.5, step * 0.4, 2, c.charcoal),
        p.ellipse(l + 3 + step * (i + 0.5), 36.5, step * 0.15, 0.8, [90, 120, 220]),
      ]).flat(),
      ...Array.from({ length: burners }, (_, i) => knob(p, c, l + 3 + ((w - 6) / burners) * (i + 0.5), 45, 1.6)).flat(),
      p.box(l + 3, 50, r - 3, 80, 1, c.steel),
      ...sheen(p, c, l + 3, 50, r - 3, 80),
      p.line(l + 5, 53, r - 5, 53, 1.3, c.steelDark),
      ...plate(p, c, m, 50, 76, Math.min(18, w - 10), 4, true),
      ...feet(p, c, l, r, 84),
    ];
  }),
  griddle: kind(40, [50, 62], (p, c, m) => {
    const w = 44 + m.size * 24;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const controls = Math.max(2, Math.round(w / 14));
    return [
      ...shadow(p, c, l, r),
      p.box(l, 46, l + 1.5, 60, 0.3, c.steelDark),
      p.box(r - 1.5, 46, r, 60, 0.3, c.steelDark),
      p.box(l, 44, r, 47, 0.3, c.steelDark),
      ...p.block(l, 56, r, 80, 1, c.steel, 18),
      p.box(l + 0.5, 54, r - 0.5, 58, 0.4, c.charcoal),
      p.line(l + 3, 55, r - 3, 55, 0.4, c.highlight, { alpha: 0.35 }),
      ...Array.from({ length: controls }, (_, i) => knob(p, c, l + (w / controls) * (i + 0.5), 66, 1.7)).flat(),
      p.box(l + 4, 72, r - 4, 75, 0.5, c.steelDark),
      ...plate(p, c, m, 50, 77.5, 16, 3, true),
      ...feet(p, c, l + 2, r - 2, 80),
    ];
  }),
  charbroiler: kind(40, [50, 58], (p, c, m) => {
    const w = 44 + m.size * 20;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const bars = Math.round(w / 3);
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, 54, r, 80, 1, c.steel, 18),
      p.box(l + 0.5, 50, r - 0.5, 56, 0.4, c.black),
      ...Array.from({ length: bars }, (_, i) => p.line(l + 2 + ((w - 4) / bars) * (i + 0.5), 50.6, l + 2 + ((w - 4) / bars) * (i + 0.5), 55.4, 0.9, c.steelDark)),
      ...[0.3, 0.55, 0.78].map((f) => p.ellipse(l + w * f, 49, 3, 1.2, [236, 120, 40], { alpha: 0.55, soft: 2 })),
      ...Array.from({ length: Math.max(2, Math.round(w / 14)) }, (_, i) => knob(p, c, l + (w / Math.max(2, Math.round(w / 14))) * (i + 0.5), 63, 1.7, c.red)).flat(),
      ...vents(p, c, l + 4, r - 4, 72, 8),
      ...plate(p, c, m, 50, 76.5, 16, 3, true),
      ...feet(p, c, l + 2, r - 2, 80),
    ];
  }),
  salamander: kind(45, [50, 46], (p, c, m) => {
    const w = 42 + m.size * 20;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    return [
      p.box(50 - 3, 8, 50 + 3, 30, 0.4, c.steelDark),
      p.box(l - 2, 28, r + 2, 31, 0.4, c.steelDark),
      ...p.block(l, 30, r, 64, 1.2, c.steel, 16),
      p.box(l + 3, 36, r - 12, 58, 0.8, c.black),
      p.box(l + 4, 37, r - 13, 41, 0.3, [240, 110, 40]),
      p.box(l + 4, 37.5, r - 13, 40.5, 0.3, [255, 190, 90], { alpha: 0.6, soft: 1 }),
      p.box(l + 6, 50, r - 15, 52, 0.3, c.steelDark),
      ...[44, 54].flatMap((y) => knob(p, c, r - 6, y, 1.7)),
      ...plate(p, c, m, (l + r - 9) / 2, 61, 14, 3, true),
      p.ellipse(50, 74, w / 2, 2, c.shadow, { alpha: 0.12, soft: 4 }),
    ];
  }),
  'food-warmer': kind(25, [50, 62], (p, c, m) => {
    const wells = count(m, 2, 1, 4);
    const w = 18 + wells * 15;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const step = (w - 4) / wells;
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, 60, r, 82, 1, c.steel, 20),
      ...Array.from({ length: wells }, (_, i) => {
        const x = l + 2 + step * i;
        return [
          p.box(x + 0.8, 50, x + step - 0.8, 61, 0.8, c.steelDark),
          p.box(x + 1.5, 48, x + step - 1.5, 52, 1.2, c.steel),
          p.box(x + step * 0.42, 45.5, x + step * 0.58, 48.5, 0.6, c.black),
          ...knob(p, c, x + step / 2, 68, 1.5),
          p.circle(x + step / 2, 74, 0.7, [250, 160, 40]),
        ];
      }).flat(),
      ...sheen(p, c, l, 60, r, 82),
      ...plate(p, c, m, 50, 78.5, 14, 3, true),
      ...feet(p, c, l + 1, r - 1, 82),
    ];
  }),
  'holding-cabinet': kind(180, [50, 22], (p, c, m) => {
    const low = m.size < 0.34;
    const doors = count(m, 1, 1, 2);
    const [t, b] = low ? [40, 80] : [8, 80];
    const w = 30 + (doors - 1) * 12;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const step = (w - 4) / doors;
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, t, r, b, 1, c.steel, 14),
      p.box(l + 1, t + 1, r - 1, t + 7, 0.6, c.black),
      p.box(l + 3, t + 2.5, l + 10, t + 5.5, 0.4, [240, 80, 60]),
      p.box(r - 10, t + 2.5, r - 3, t + 5.5, 0.4, [240, 80, 60]),
      ...Array.from({ length: doors }, (_, i) => {
        const x = l + 2 + step * i;
        return [
          p.box(x + 0.4, t + 9, x + step - 0.4, b - 2, 0.8, c.steel),
          ...sheen(p, c, x + 0.4, t + 9, x + step - 0.4, b - 2),
          p.line(x + (i % 2 ? 2 : step - 2), t + 16, x + (i % 2 ? 2 : step - 2), t + 30, 1.4, c.black),
        ];
      }).flat(),
      ...plate(p, c, m, 50, b - 6, 12, 3, true),
      ...casters(p, c, l, r, b),
    ];
  }),
  'soup-kettle': kind(35, [50, 60], (p, c, m) => {
    const black = m.seed % 2 === 0;
    const body = black ? c.charcoal : c.steel;
    return [
      ...shadow(p, c, 30, 70),
      p.polygon([[30, 42], [70, 42], [68, 86], [32, 86]], body),
      p.ellipse(50, 42, 20, 3.5, c.steelDark),
      p.ellipse(50, 39, 19, 3, c.steel),
      p.ellipse(50, 38, 17, 2.2, c.steelLight),
      p.box(47, 32, 53, 37, 1.2, c.black),
      p.box(42, 20, 46, 40, 0.6, c.steelDark),
      p.line(44, 20, 44, 14, 1.2, c.steelDark),
      p.line(30, 50, 70, 50, 0.5, c.highlight, { alpha: 0.4 }),
      ...plate(p, c, m, 50, 62, 20, 6),
      ...knob(p, c, 50, 74, 2.2),
      p.line(34, 46, 35, 82, 0.8, c.highlight, { alpha: 0.35 }),
    ];
  }),
  'heat-lamp': kind(12, [50, 50], (p, c, m) => {
    const w = 50 + m.size * 36;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    return [
      p.line(l + 6, 10, l + 6, 40, 1, c.steelDark),
      p.line(r - 6, 10, r - 6, 40, 1, c.steelDark),
      ...p.block(l, 40, r, 50, 1.5, c.steel, 10),
      p.box(l + 2, 48, r - 2, 52, 0.6, c.black),
      p.box(l + 3, 49, r - 3, 51, 0.6, [255, 96, 40]),
      p.polygon([[l + 2, 52], [r - 2, 52], [r + 4, 86], [l - 4, 86]], [255, 150, 60], { alpha: 0.12 }),
      p.box(l + 10, 78, r - 10, 86, 1, c.white),
      ...[0.3, 0.5, 0.7].map((f) => p.ellipse(l + w * f, 78, 5, 2.5, [220, 170, 90])),
      ...plate(p, c, m, 50, 44.5, 14, 3.5, true),
      ...(m.units >= 2 ? [p.box(l + 2, 42, r - 2, 43, 0.3, c.steelDark)] : []),
    ];
  }),
  'rice-cooker': kind(45, [50, 66], (p, c, m) => [
    ...shadow(p, c, 26, 74),
    p.ellipse(50, 40, 24, 8, c.steel),
    p.ellipse(50, 37, 20, 6, c.steelLight),
    p.box(44, 27, 56, 33, 2, c.black),
    p.box(26, 40, 74, 84, 6, m.seed % 2 ? c.steel : { from: [248, 244, 236], to: [210, 204, 194], along: 'x' }),
    p.line(24, 44, 76, 44, 2, c.steelDark),
    p.line(22, 48, 26, 48, 2.5, c.black),
    p.line(74, 48, 78, 48, 2.5, c.black),
    ...plate(p, c, m, 50, 58, 22, 5),
    p.box(42, 66, 58, 74, 1.5, c.black),
    p.circle(46, 70, 1.2, [250, 90, 60]),
    p.circle(54, 70, 1.2, [120, 220, 120]),
    p.line(30, 48, 31, 80, 1, c.highlight, { alpha: 0.35 }),
  ]),
};
