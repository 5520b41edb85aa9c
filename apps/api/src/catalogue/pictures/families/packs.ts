// Packaged goods: bottles, jerrycans, sprays, bags, sacks, cans, boxes and rolls, each with a
// label carrying the brand's name. Food, chemicals, paper and amenities are drawn from these.
import type { Model } from '../model';
import type { Palette } from '../palette';
import { darker, type Pen } from '../pen';
import { shadow } from '../parts';
import type { Rgb, Shape } from '../raster';
import { lathe } from '../shapes';

export interface Label {
  colour: Rgb;
  word: string;
}

function label(p: Pen, c: Palette, m: Model, { colour, word }: Label, l: number, t: number, r: number, b: number): Shape[] {
  const mid = (t + b) / 2;
  return [
    p.box(l, t, r, b, 1.2, c.white),
    p.box(l, mid, r, b, 1.2, colour),
    ...p.text(m.brand, (l + r) / 2, t + (mid - t) / 2, Math.min(3.2, (mid - t) * 0.5), r - l - 3, [40, 44, 50]),
    ...p.text(word, (l + r) / 2, mid + (b - mid) / 2, Math.min(3.6, (b - mid) * 0.45), r - l - 3, c.white),
  ];
}

/** A bottle turned on a lathe: `profile` is (half-width, y) from the cap down. */
export function bottle(p: Pen, c: Palette, m: Model, body: Rgb, cap: Rgb, profile: [number, number][], tag: Label, alpha = 1): Shape[] {
  const widest = Math.max(...profile.map(([w]) => w));
  const [capW, capY] = profile[0]!;
  const labelTop = profile.find(([w]) => w >= widest * 0.95)?.[1] ?? 50;
  return [
    ...shadow(p, c, 50 - widest, 50 + widest),
    p.polygon(lathe(50, profile), { from: darker(body, -0.25), to: darker(body, 0.2), along: 'x' }, { alpha }),
    p.box(50 - capW - 1, capY - 6, 50 + capW + 1, capY + 1, 1, cap),
    ...label(p, c, m, tag, 50 - widest + 2, labelTop + 4, 50 + widest - 2, Math.min(82, labelTop + 4 + widest * 1.3)),
    p.line(50 - widest * 0.7, labelTop, 50 - widest * 0.7, 82, 1, c.highlight, { alpha: 0.5 }),
  ];
}

export function jerrycan(p: Pen, c: Palette, m: Model, body: Rgb, tag: Label): Shape[] {
  return [
    ...shadow(p, c, 28, 72),
    p.box(28, 30, 72, 86, 4, { from: darker(body, -0.2), to: darker(body, 0.15), along: 'x' }),
    p.box(54, 22, 68, 31, 2, body),
    p.box(56, 18, 66, 23, 1, c.black),
    p.box(32, 24, 48, 32, 2, darker(body, 0.1)),
    p.box(35, 26, 45, 30, 1, c.ground),
    ...label(p, c, m, tag, 32, 46, 68, 78),
  ];
}

export function spray(p: Pen, c: Palette, m: Model, body: Rgb, tag: Label): Shape[] {
  return [
    ...shadow(p, c, 36, 64),
    p.polygon(lathe(50, [[5, 30], [6, 36], [13, 46], [14, 86]]), { from: darker(body, -0.3), to: darker(body, 0.1), along: 'x' }, { alpha: 0.9 }),
    p.polygon([[44, 30], [58, 30], [62, 14], [40, 16]], c.white),
    p.polygon([[58, 18], [70, 18], [70, 22], [58, 24]], c.white),
    p.polygon([[50, 24], [56, 24], [54, 34], [50, 32]], [60, 64, 70]),
    ...label(p, c, m, tag, 38, 52, 62, 78),
  ];
}

export function aerosol(p: Pen, c: Palette, m: Model, body: Rgb, tag: Label): Shape[] {
  return [
    ...shadow(p, c, 38, 62),
    p.box(38, 26, 62, 86, 2, { from: darker(body, -0.3), to: darker(body, 0.2), along: 'x' }),
    p.ellipse(50, 26, 12, 3, c.steel),
    p.box(44, 16, 56, 26, 2, c.black),
    ...label(p, c, m, tag, 39, 40, 61, 72),
  ];
}

/** A soft bag or sack standing up: rice, flour, coffee, frozen food. */
export function bag(p: Pen, c: Palette, m: Model, body: Rgb, tag: Label, { window: windowColour, folded, valve }: { window?: Rgb; folded?: boolean; valve?: boolean } = {}): Shape[] {
  return [
    ...shadow(p, c, 26, 74),
    p.polygon([[28, 26], [72, 26], [76, 60], [74, 86], [26, 86], [24, 60]], { from: darker(body, -0.2), to: darker(body, 0.18), along: 'x' }),
    folded ? p.box(28, 20, 72, 28, 1, darker(body, 0.2)) : p.polygon([[28, 26], [72, 26], [70, 18], [30, 18]], darker(body, 0.1)),
    ...(folded ? [] : [p.line(30, 22, 70, 22, 1, darker(body, 0.3))]),
    ...label(p, c, m, tag, 32, 36, 68, 62),
    ...(windowColour ? [p.box(38, 66, 62, 80, 3, windowColour)] : []),
    ...(valve ? [p.circle(62, 30, 2.2, c.black)] : []),
    p.line(30, 30, 28, 82, 1, c.highlight, { alpha: 0.35 }),
  ];
}

export function can(p: Pen, c: Palette, m: Model, tag: Label): Shape[] {
  return [
    ...shadow(p, c, 30, 70),
    p.box(30, 30, 70, 86, 2, c.steel),
    p.ellipse(50, 30, 20, 3.6, c.steelLight),
    p.ellipse(50, 30, 17, 2.6, c.steel),
    ...[34, 82].map((y) => p.line(30, y, 70, y, 0.8, c.steelDark)),
    ...label(p, c, m, tag, 30, 38, 70, 78),
  ];
}

/** A printed carton or box: tea, napkins, foil, kits. */
export function carton(p: Pen, c: Palette, m: Model, body: Rgb, tag: Label, [l, t, r, b]: [number, number, number, number] = [26, 40, 74, 86]): Shape[] {
  return [
    ...shadow(p, c, l, r),
    ...p.block(l, t, r, b, 1, { from: darker(body, -0.2), to: darker(body, 0.1), along: 'x' }, 14),
    ...label(p, c, m, tag, l + 3, t + (b - t) * 0.2, r - 3, t + (b - t) * 0.8),
  ];
}

/** A roll standing on its end: paper towel, tissue, foil. */
export function roll(p: Pen, c: Palette, w: number, h: number, colour: Rgb, core: Rgb): Shape[] {
  const top = 86 - h;
  return [
    ...shadow(p, c, 50 - w, 50 + w),
    p.box(50 - w, top, 50 + w, 86, 1, { from: colour, to: darker(colour, 0.15), along: 'x' }),
    p.ellipse(50, top, w, w * 0.28, darker(colour, 0.05)),
    p.ellipse(50, top, w * 0.3, w * 0.09, core),
    ...Array.from({ length: 4 }, (_, i) => p.line(50 - w, top + ((i + 1) * h) / 5, 50 + w, top + ((i + 1) * h) / 5, 0.3, darker(colour, 0.1))),
  ];
}
