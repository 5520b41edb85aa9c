// Food preparation machines and beverage equipment.
import { kind, type Kind } from '../kind';
import { count } from '../model';
import { display, feet, knob, plate, shadow, sheen } from '../parts';
import { arc } from '../shapes';

export const PREP: Record<string, Kind> = {
  'food-processor': kind(50, [50, 72], (p, c, m) => [
    ...shadow(p, c, 30, 70),
    p.box(32, 62, 68, 86, 3, m.seed % 2 ? c.steel : c.charcoal),
    p.polygon([[36, 62], [64, 62], [62, 30], [38, 30]], c.glass, { alpha: 0.85 }),
    p.box(36, 24, 64, 31, 2, c.black, { alpha: 0.9 }),
    p.box(54, 8, 62, 26, 1.5, c.black, { alpha: 0.85 }),
    p.line(50, 58, 50, 36, 1.6, c.steelDark),
    p.polygon([[42, 46], [58, 42], [58, 44], [42, 48]], c.steelLight),
    ...knob(p, c, 44, 74, 2),
    p.box(52, 71, 60, 77, 1, c.green),
    ...plate(p, c, m, 50, 66, 18, 4),
    p.line(39, 34, 40, 58, 0.8, c.highlight, { alpha: 0.6 }),
  ]),
  'planetary-mixer': kind(80, [50, 26], (p, c, m) => {
    const s = 0.85 + m.size * 0.25;
    const x = (v: number) => 50 + (v - 50) * s;
    const body = [c.steel, c.charcoal, { from: c.accentLight, to: c.accent, along: 'x' as const }][m.seed % 3]!;
    return [
      ...shadow(p, c, x(26), x(74)),
      p.box(x(26), 80, x(74), 88, 2, body),
      p.box(x(58), 22, x(72), 82, 3, body),
      p.box(x(26), 14, x(72), 30, 6, body),
      p.line(x(44), 30, x(44), 42, 2.5, c.steelDark),
      p.polygon(arc(x(44), 46, 15 * s, 26, 0, 180), c.steel),
      p.ellipse(x(44), 46, 15 * s, 3, c.steelDark),
      p.line(x(34), 50, x(36), 66, 0.8, c.highlight, { alpha: 0.7 }),
      p.line(x(44), 42, x(44), 60, 1.2, c.steelDark),
      ...knob(p, c, x(66), 40, 1.8),
      ...plate(p, c, m, x(50), 22, 16 * s, 4),
      p.line(x(60), 26, x(70), 26, 0.6, c.highlight, { alpha: 0.5 }),
    ];
  }),
  'meat-slicer': kind(45, [46, 56], (p, c, m) => [
    ...shadow(p, c, 20, 82),
    p.polygon([[20, 86], [82, 86], [78, 70], [26, 70]], c.steel),
    p.box(56, 46, 80, 72, 3, c.steel),
    p.circle(40, 56, 18 + m.size * 3, c.steelLight),
    p.circle(40, 56, 15 + m.size * 3, { from: [250, 252, 254], to: [170, 178, 190], along: 'x' }),
    p.circle(40, 56, 4, c.steelDark),
    p.polygon([[22, 56], [40, 36], [48, 40], [30, 60]], c.steel, { alpha: 0.6 }),
    p.box(58, 40, 82, 48, 2, c.steelDark),
    p.line(80, 44, 88, 36, 2, c.black),
    p.circle(88, 36, 2, c.black),
    ...knob(p, c, 68, 62, 2.2),
    ...plate(p, c, m, 52, 78, 16, 4),
    p.ellipse(34, 48, 6, 3, c.highlight, { alpha: 0.5, soft: 2 }),
  ]),
  blender: kind(45, [50, 74], (p, c, m) => {
    const colour = [c.black, c.charcoal, c.steel][m.seed % 3]!;
    return [
      ...shadow(p, c, 34, 66),
      p.polygon([[34, 86], [66, 86], [62, 66], [38, 66]], colour),
      p.polygon([[38, 66], [62, 66], [66, 20], [34, 20]], c.glass, { alpha: 0.75 }),
      p.polygon([[39, 64], [61, 64], [63, 40], [37, 40]], [120, 190, 110], { alpha: 0.7 }),
      p.box(33, 14, 67, 21, 2, c.black),
      p.line(66, 26, 74, 30, 2.5, c.black),
      p.line(74, 30, 72, 56, 2.5, c.black),
      p.line(38, 24, 39, 60, 1, c.highlight, { alpha: 0.7 }),
      ...knob(p, c, 50, 78, 2.4, c.steelDark),
      ...plate(p, c, m, 50, 70.5, 16, 3.2),
    ];
  }),
  'vacuum-packer': kind(45, [50, 52], (p, c, m) => {
    const w = 44 + m.size * 16;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, 58, r, 84, 1.5, c.steel, 18),
      p.polygon([[l + 2, 58], [r - 2, 58], [r - 4, 34], [l + 4, 34]], c.glass, { alpha: 0.7 }),
      p.box(l + 2, 33, r - 2, 36, 1, c.black),
      p.box(l + 8, 52, r - 8, 56, 1, [220, 200, 170], { alpha: 0.8 }),
      p.line(l + 6, 56.5, r - 6, 56.5, 1, c.black),
      ...display(p, c, 50 - 8, 64, 50 + 8, 70),
      ...knob(p, c, l + 8, 67, 1.8),
      ...plate(p, c, m, 50, 78, 16, 3.5, true),
      ...feet(p, c, l + 2, r - 2, 84),
    ];
  }),
  'espresso-machine': kind(55, [50, 44], (p, c, m) => {
    const groups = count(m, 2, 1, 4);
    const w = 26 + groups * 14;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const step = (w - 8) / groups;
    const body = [c.steel, { from: c.accentLight, to: c.accent, along: 'x' as const }, c.charcoal][m.seed % 3]!;
    return [
      ...shadow(p, c, l, r),
      p.box(l + 2, 24, r - 2, 30, 1, c.steelDark),
      ...Array.from({ length: Math.round(w / 7) }, (_, i) => p.box(l + 4 + i * 7, 18, l + 8 + i * 7, 24, 1, c.white, { alpha: 0.9 })),
      ...p.block(l, 30, r, 62, 2, body, 16),
      ...plate(p, c, m, 50, 36, Math.min(24, w - 8), 4.5),
      ...Array.from({ length: groups }, (_, i) => {
        const x = l + 4 + step * (i + 0.5);
        return [
          ...display(p, c, x - 3, 42, x + 3, 46),
          p.box(x - 3, 48, x + 3, 54, 1, c.steelDark),
          p.line(x, 54, x + 8, 56, 1.8, c.black),
          p.box(x - 2, 62, x + 2, 68, 0.6, c.white),
        ];
      }).flat(),
      p.line(l + 3, 50, l + 1, 64, 1.2, c.steelDark),
      p.line(r - 3, 50, r - 1, 64, 1.2, c.steelDark),
      p.box(l, 62, r, 78, 1, c.steel),
      p.box(l + 2, 68, r - 2, 72, 0.6, c.black),
      ...sheen(p, c, l, 30, r, 62),
      ...feet(p, c, l + 1, r - 1, 78),
    ];
  }),
  'coffee-brewer': kind(60, [50, 30], (p, c, m) => {
    const warmers = count(m, 2, 1, 3);
    const w = 20 + warmers * 12;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    return [
      ...shadow(p, c, l, r),
      p.box(l, 14, r, 36, 2, c.steel),
      p.box(r - 10, 36, r, 84, 1.5, c.steel),
      p.box(l, 80, r, 86, 1, c.black),
      ...plate(p, c, m, (l + r) / 2, 22, Math.min(24, w - 6), 4.5, true),
      ...Array.from({ length: warmers }, (_, i) => {
        const x = l + 6 + ((w - 16) / warmers) * (i + 0.5);
        return [
          p.box(x - 5, 38, x + 5, 42, 0.6, c.black),
          p.polygon([[x - 5, 60], [x + 5, 60], [x + 6, 80], [x - 6, 80]], c.glass, { alpha: 0.8 }),
          p.polygon([[x - 5.5, 68], [x + 5.5, 68], [x + 6, 80], [x - 6, 80]], [90, 56, 32], { alpha: 0.9 }),
          p.box(x - 4, 57, x + 4, 61, 1, c.black),
          p.line(x + 6, 63, x + 9, 72, 1.5, c.black),
        ];
      }).flat(),
      ...sheen(p, c, l, 14, r, 36),
      p.circle(r - 5, 46, 1.2, c.red),
    ];
  }),
  juicer: kind(45, [50, 48], (p, c, m) => [
    ...shadow(p, c, 30, 70),
    p.box(32, 56, 68, 86, 4, m.seed % 2 ? c.steel : c.charcoal),
    p.polygon(arc(50, 52, 20, 8, 0, 180), c.steelDark),
    p.ellipse(50, 52, 20, 4, c.steel),
    p.polygon([[40, 50], [60, 50], [56, 24], [44, 24]], c.glass, { alpha: 0.85 }),
    p.box(42, 16, 58, 25, 2, c.black),
    p.line(56, 66, 62, 70, 2.5, c.steelDark),
    p.polygon([[58, 72], [66, 72], [65, 84], [59, 84]], c.glass, { alpha: 0.8 }),
    p.polygon([[58.5, 76], [65.5, 76], [65, 84], [59, 84]], [250, 170, 40]),
    ...[[24, 78], [22, 84], [29, 84]].map(([x, y]) => p.circle(x!, y!, 3.2, [248, 164, 40])),
    ...plate(p, c, m, 46, 64, 14, 3.5),
    p.box(36, 74, 48, 80, 1, c.black),
  ]),
  'iced-tea-brewer': kind(70, [50, 26], (p, c, m) => {
    const dual = m.units >= 2 || m.seed % 2 === 0;
    const xs = dual ? [38, 62] : [50];
    return [
      ...shadow(p, c, dual ? 22 : 34, dual ? 78 : 66),
      p.box(dual ? 24 : 36, 12, dual ? 76 : 64, 32, 2, c.steel),
      ...plate(p, c, m, 50, 18, dual ? 22 : 18, 4, true),
      ...xs.flatMap((x) => [
        p.box(x - 9, 32, x + 9, 36, 1, c.black),
        p.box(x - 10, 48, x + 10, 84, 3, c.glass, { alpha: 0.8 }),
        p.box(x - 9, 58, x + 9, 83, 2.5, [170, 96, 40], { alpha: 0.8 }),
        p.box(x - 11, 44, x + 11, 49, 1.5, c.black),
        p.box(x - 2, 78, x + 2, 82, 0.6, c.black),
        p.line(x - 7, 52, x - 7, 80, 1, c.highlight, { alpha: 0.5 }),
      ]),
      p.box(dual ? 24 : 36, 32, dual ? 26 : 38, 86, 0.5, c.steelDark),
    ];
  }),
};
