// Furniture: restaurant seating and tables, outdoor, hotel room, lobby.
import { flatKind, kind, type Kind } from '../kind';
import type { Model } from '../model';
import type { Palette } from '../palette';
import { darker, type Pen } from '../pen';
import { display, handleV, shadow } from '../parts';
import type { Rgb, Shape } from '../raster';

const upholstery = (m: Model): Rgb => ([[150, 40, 50], [40, 60, 100], [60, 64, 70], [190, 150, 100], [60, 110, 90]] as Rgb[])[m.seed % 5]!;
const frameOf = (c: Palette, m: Model): Rgb => [c.wood, c.black, c.steelDark, c.woodLight][(m.seed >>> 3) % 4]!;

function chair(p: Pen, c: Palette, m: Model, seatY: number, backTop: number, legsTo = 88, rung = false): Shape[] {
  const frame = frameOf(c, m);
  return [
    ...shadow(p, c, 30, 70),
    p.line(33, seatY, 30, legsTo, 2.6, frame),
    p.line(67, seatY, 70, legsTo, 2.6, frame),
    p.line(37, seatY + 2, 38, legsTo - 2, 2, darker(frame, 0.25)),
    p.line(63, seatY + 2, 62, legsTo - 2, 2, darker(frame, 0.25)),
    ...(rung ? [p.line(31, seatY + (legsTo - seatY) * 0.6, 69, seatY + (legsTo - seatY) * 0.6, 1.6, frame)] : []),
    p.line(35, backTop, 33, seatY, 2.6, frame),
    p.line(65, backTop, 67, seatY, 2.6, frame),
    p.box(34, backTop, 66, backTop + (seatY - backTop) * 0.45, 2, upholstery(m)),
    p.polygon([[28, seatY - 2], [72, seatY - 2], [69, seatY + 4], [31, seatY + 4]], upholstery(m)),
    p.line(30, seatY - 1.5, 70, seatY - 1.5, 0.6, c.highlight, { alpha: 0.35 }),
  ];
}

function table(p: Pen, c: Palette, m: Model, topY: number, w: number, base: 'four' | 'pedestal' | 'folding', top: Rgb): Shape[] {
  const [l, r] = [50 - w / 2, 50 + w / 2];
  const frame = base === 'folding' ? c.steelDark : frameOf(c, m);
  const legs: Shape[] =
    base === 'pedestal'
      ? [p.box(48, topY + 3, 52, 86, 1, frame), p.polygon([[36, 88], [64, 88], [54, 84], [46, 84]], frame)]
      : [p.box(l + 3, topY + 3, l + 6, 88, 1, frame), p.box(r - 6, topY + 3, r - 3, 88, 1, frame), ...(base === 'folding' ? [p.line(l + 5, 60, r - 5, 60, 1, frame)] : [])];
  return [
    ...shadow(p, c, l, r),
    ...legs,
    p.polygon([[l, topY], [r, topY], [r - 6, topY - 6], [l + 6, topY - 6]], top),
    p.box(l, topY, r, topY + 3, 0.6, darker(top, 0.2)),
    ...(base === 'folding' ? [p.box(l, topY, r, topY + 14, 0.5, [250, 250, 248])] : []),
  ];
}

export const FURNITURE: Record<string, Kind> = {
  'dining-chair': kind(85, [50, 30], (p, c, m) => chair(p, c, m, 56, 14)),
  'bar-stool': kind(105, [50, 36], (p, c, m) => chair(p, c, m, 44, m.seed % 2 ? 40 : 14, 88, true)),
  booth: kind(110, [50, 40], (p, c, m) => [
    ...shadow(p, c, 14, 86),
    p.box(14, 12, 86, 62, 4, upholstery(m)),
    ...[30, 50, 70].map((x) => p.line(x, 16, x, 58, 0.8, darker(upholstery(m), 0.25))),
    p.box(12, 58, 88, 68, 3, darker(upholstery(m), 0.1)),
    p.box(12, 68, 88, 86, 1, c.wood),
    p.line(16, 14, 16, 58, 1, c.highlight, { alpha: 0.3 }),
  ]),
  'high-chair': kind(75, [50, 40], (p, c, m) => [
    ...chair(p, c, m, 44, 22, 88, true),
    p.line(28, 36, 72, 36, 2.2, frameOf(c, m)),
    p.line(28, 36, 28, 44, 2.2, frameOf(c, m)),
    p.line(72, 36, 72, 44, 2.2, frameOf(c, m)),
  ]),
  'table-top': flatKind(76, [50, 60], (p, c, m) => {
    const top = ([[150, 100, 60], [240, 240, 236], [60, 64, 70], [196, 146, 98]] as Rgb[])[m.seed % 4]!;
    return m.seed % 2
      ? [p.ellipse(52, 66, 40, 12, c.shadow, { alpha: 0.25, soft: 5 }), p.ellipse(50, 62, 40, 12, darker(top, 0.2)), p.ellipse(50, 60, 40, 12, top), p.ellipse(36, 56, 10, 2.5, c.highlight, { alpha: 0.3, soft: 3 })]
      : [p.polygon([[12, 70], [88, 70], [80, 52], [20, 52]], darker(top, 0.1)), p.box(12, 70, 88, 73, 0.4, darker(top, 0.3)), p.line(22, 54, 78, 54, 0.5, c.highlight, { alpha: 0.4 })];
  }),
  'table-base': kind(72, [50, 80], (p, c, m) => [
    ...shadow(p, c, 24, 76),
    p.box(36, 14, 64, 18, 1, c.black),
    p.box(47, 18, 53, 84, 1.5, m.seed % 2 ? c.black : c.steel),
    m.seed % 3 === 0 ? p.ellipse(50, 86, 18, 3, c.black) : p.polygon([[26, 88], [74, 88], [56, 82], [44, 82]], c.black),
    p.line(48.5, 20, 48.5, 82, 0.5, c.highlight, { alpha: 0.4 }),
  ]),
  'banquet-table': kind(74, [50, 54], (p, c, m) => table(p, c, m, 46, 84, 'folding', [236, 236, 232])),
  'cocktail-table': kind(105, [50, 30], (p, c, m) => [
    ...shadow(p, c, 30, 70),
    p.box(48, 30, 52, 86, 1, c.steel),
    p.ellipse(50, 87, 14, 2.5, c.steelDark),
    p.ellipse(50, 30, 22, 5, ([[250, 250, 248], [40, 44, 50], [150, 100, 60]] as Rgb[])[m.seed % 3]!),
    p.ellipse(50, 31.5, 22, 5, darker(([[250, 250, 248], [40, 44, 50], [150, 100, 60]] as Rgb[])[m.seed % 3]!, 0.2)),
    ...(m.seed % 2 ? [p.box(24, 30, 76, 62, 3, [250, 250, 248])] : []),
  ]),
  'patio-chair': kind(80, [50, 40], (p, c, m) => {
    const colour = ([[240, 240, 236], [60, 64, 70], [200, 120, 60], [90, 140, 110]] as Rgb[])[m.seed % 4]!;
    return [
      ...shadow(p, c, 28, 72),
      p.polygon([[32, 14], [68, 14], [70, 54], [30, 54]], colour),
      ...Array.from({ length: 5 }, (_, i) => p.line(36, 20 + i * 6, 64, 20 + i * 6, 1.2, darker(colour, 0.2))),
      p.polygon([[26, 52], [74, 52], [72, 60], [28, 60]], colour),
      p.line(30, 58, 28, 88, 2.6, darker(colour, 0.1)),
      p.line(70, 58, 72, 88, 2.6, darker(colour, 0.1)),
      p.line(24, 40, 30, 60, 2, darker(colour, 0.1)),
      p.line(76, 40, 70, 60, 2, darker(colour, 0.1)),
    ];
  }),
  'patio-table': kind(74, [50, 46], (p, c, m) => [...table(p, c, m, 46, 60, m.seed % 2 ? 'pedestal' : 'four', ([[240, 240, 236], [150, 100, 60], [60, 64, 70]] as Rgb[])[m.seed % 3]!), ...Array.from({ length: 6 }, (_, i) => p.line(26 + i * 9, 41, 24 + i * 9.6, 46, 0.6, c.black, { alpha: 0.3 }))]),
  umbrella: kind(260, [50, 20], (p, c, m) => {
    const canopy = ([[240, 236, 224], [40, 60, 100], [150, 40, 50], [60, 110, 90]] as Rgb[])[m.seed % 4]!;
    return [
      ...shadow(p, c, 34, 66),
      p.box(49, 18, 51, 84, 0.5, c.wood),
      p.polygon([[50, 10], [90, 34], [10, 34]], canopy),
      ...[22, 36, 50, 64, 78].map((x) => p.line(50, 10, x, 34, 0.5, darker(canopy, 0.25))),
      ...[14, 26, 38, 50, 62, 74, 86].map((x) => p.polygon([[x - 6, 34], [x + 6, 34], [x, 37]], darker(canopy, 0.1))),
      p.box(38, 84, 62, 88, 1.5, c.black),
    ];
  }),
  'pool-lounger': kind(35, [40, 62], (p, c, m) => {
    const colour = ([[240, 240, 236], [60, 64, 70], [196, 146, 98]] as Rgb[])[m.seed % 3]!;
    return [
      ...shadow(p, c, 8, 92),
      p.polygon([[8, 64], [70, 64], [70, 70], [8, 70]], colour),
      p.polygon([[70, 64], [88, 40], [93, 42], [76, 70], [70, 70]], colour),
      ...[14, 60].map((x) => p.line(x, 70, x, 86, 2, darker(colour, 0.3))),
      p.circle(86, 84, 3, c.black),
      p.box(10, 60, 70, 64, 2, upholstery(m)),
      p.polygon([[72, 60], [86, 41], [90, 43], [76, 62]], upholstery(m)),
    ];
  }),
  headboard: kind(130, [50, 40], (p, c, m) => [
    ...shadow(p, c, 10, 90),
    p.box(14, 14, 86, 62, 4, upholstery(m)),
    ...Array.from({ length: 12 }, (_, i) => p.circle(22 + (i % 6) * 11.2, 26 + Math.floor(i / 6) * 18, 1, darker(upholstery(m), 0.35))),
    p.box(10, 60, 90, 76, 2, [250, 250, 248]),
    p.box(18, 54, 44, 64, 4, [244, 244, 240]),
    p.box(56, 54, 82, 64, 4, [244, 244, 240]),
    p.box(10, 76, 90, 84, 1, darker(upholstery(m), 0.2)),
  ]),
  wardrobe: kind(200, [50, 40], (p, c, m) => {
    const wood = ([[150, 100, 60], [196, 146, 98], [240, 236, 228], [70, 60, 54]] as Rgb[])[m.seed % 4]!;
    return [
      ...shadow(p, c, 26, 74),
      ...p.block(26, 8, 74, 86, 1, { from: darker(wood, -0.2), to: darker(wood, 0.15), along: 'x' }, 16),
      p.line(50, 10, 50, 84, 0.6, darker(wood, 0.4)),
      ...handleV(p, c, 47, 40, 50),
      ...handleV(p, c, 53, 40, 50),
      p.line(26, 76, 74, 76, 0.6, darker(wood, 0.4)),
    ];
  }),
  'writing-desk': kind(76, [50, 50], (p, c, m) => [
    ...table(p, c, m, 44, 66, 'four', ([[150, 100, 60], [196, 146, 98], [70, 60, 54]] as Rgb[])[m.seed % 3]!),
    p.box(54, 47, 80, 58, 1, ([[130, 86, 50], [176, 126, 80], [60, 50, 44]] as Rgb[])[m.seed % 3]!),
    p.box(64, 51, 70, 53, 0.5, c.steel),
    p.box(26, 30, 34, 38, 0.5, c.white),
    p.line(30, 38, 30, 40, 1, c.steelDark),
  ]),
  'luggage-rack': kind(55, [50, 50], (p, c, m) => [
    ...shadow(p, c, 24, 76),
    p.line(28, 50, 72, 88, 2, m.seed % 2 ? c.wood : c.steel),
    p.line(72, 50, 28, 88, 2, m.seed % 2 ? c.wood : c.steel),
    p.box(24, 46, 76, 50, 1, m.seed % 2 ? c.wood : c.steel),
    ...[30, 42, 54, 66].map((x) => p.line(x, 48, x + 6, 48, 1.4, c.black)),
    p.box(30, 30, 70, 46, 2, [60, 80, 120]),
    p.box(44, 26, 56, 30, 1, c.black),
  ]),
  sofa: kind(85, [50, 50], (p, c, m) => [
    ...shadow(p, c, 8, 92),
    p.box(14, 30, 86, 62, 5, darker(upholstery(m), 0.1)),
    p.box(8, 46, 20, 76, 4, upholstery(m)),
    p.box(80, 46, 92, 76, 4, upholstery(m)),
    p.box(20, 56, 50, 72, 3, upholstery(m)),
    p.box(50, 56, 80, 72, 3, upholstery(m)),
    p.box(12, 76, 88, 80, 1, darker(upholstery(m), 0.3)),
    ...[14, 86].map((x) => p.box(x - 1.5, 80, x + 1.5, 88, 0.5, c.wood)),
  ]),
  'lounge-chair': kind(90, [50, 50], (p, c, m) => [
    ...shadow(p, c, 22, 78),
    p.box(26, 20, 74, 62, 8, darker(upholstery(m), 0.1)),
    p.box(20, 46, 32, 76, 4, upholstery(m)),
    p.box(68, 46, 80, 76, 4, upholstery(m)),
    p.box(32, 58, 68, 72, 3, upholstery(m)),
    ...[26, 74].map((x) => p.line(x, 76, x + (x < 50 ? -2 : 2), 88, 1.6, c.wood)),
  ]),
  'coffee-table': kind(45, [50, 60], (p, c, m) => table(p, c, m, 62, 70, m.seed % 2 ? 'four' : 'pedestal', ([[150, 100, 60], [240, 236, 228], [40, 44, 50]] as Rgb[])[m.seed % 3]!)),
  'reception-counter': kind(110, [50, 40], (p, c, m) => {
    const face = ([[240, 236, 228], [150, 100, 60], [60, 64, 70]] as Rgb[])[m.seed % 3]!;
    return [
      ...shadow(p, c, 8, 92),
      p.box(8, 32, 92, 38, 1, darker(face, 0.25)),
      ...p.block(10, 38, 90, 86, 1, { from: darker(face, -0.2), to: darker(face, 0.1), along: 'x' }, 14),
      p.box(10, 52, 90, 56, 0, c.accent),
      ...p.text(m.brand, 50, 68, 4, 60, darker(face, 0.55)),
      ...display(p, c, 60, 24, 74, 32),
    ];
  }),
};
