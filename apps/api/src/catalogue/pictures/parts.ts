// Parts many drawings share: the soft shadow a product stands on, feet and casters, handles,
// knobs, a brand plate, a glass panel with its reflection, a control panel's display.
import type { Model } from './model';
import type { Palette } from './palette';
import { darker, lighter, type Paint, type Pen } from './pen';
import type { Rgb, Shape } from './raster';

/** The blurred shadow under a product standing on the floor (y = 88). */
export function shadow(p: Pen, c: Palette, left: number, right: number, floor = 88): Shape[] {
  const cx = (left + right) / 2;
  const rx = (right - left) / 2 + 4;
  return [
    p.ellipse(cx + (p.angle ? 5 : 0), floor + 0.5, rx + (p.angle ? 6 : 0), 3.2, c.shadow, { alpha: 0.28, soft: 5 }),
    p.ellipse(cx + (p.angle ? 5 : 0), floor, rx * 0.9 + (p.angle ? 5 : 0), 1.2, c.shadow, { alpha: 0.35, soft: 1.5 }),
  ];
}

/** Adjustable steel feet under a body from `left` to `right`, its bottom at `top`. */
export function feet(p: Pen, c: Palette, left: number, right: number, top: number, floor = 88): Shape[] {
  return [left + 2, right - 2].flatMap((x) => [
    p.box(x - 1.2, top, x + 1.2, floor - 1, 0.4, c.steelDark),
    p.box(x - 2, floor - 1.5, x + 2, floor, 0.6, c.black),
  ]);
}

/** Swivel casters: a black wheel with a steel fork. */
export function casters(p: Pen, c: Palette, left: number, right: number, top: number, floor = 88): Shape[] {
  const r = Math.min(3, (floor - top) / 2.4);
  return [left + 3, right - 3].flatMap((x) => [
    p.box(x - 1.6, top, x + 1.6, floor - r * 1.4, 0.4, c.steelDark),
    p.circle(x, floor - r, r, c.black),
    p.circle(x, floor - r, r * 0.35, c.steelDark),
  ]);
}

export function handleV(p: Pen, c: Palette, x: number, top: number, bottom: number): Shape[] {
  return [
    p.box(x - 0.6, top - 0.8, x + 0.6, top + 0.8, 0.3, c.steelDark),
    p.box(x - 0.6, bottom - 0.8, x + 0.6, bottom + 0.8, 0.3, c.steelDark),
    p.line(x + 0.9, top, x + 0.9, bottom, 1.4, { from: c.steelLight, to: c.steelDark, along: 'x' }),
  ];
}

export function handleH(p: Pen, c: Palette, left: number, right: number, y: number): Shape[] {
  return [p.line(left, y, right, y, 1.4, { from: c.steelLight, to: c.steelDark, along: 'y' }), p.line(left + 1, y - 0.3, right - 1, y - 0.3, 0.3, c.highlight, { alpha: 0.7 })];
}

export function knob(p: Pen, c: Palette, x: number, y: number, r: number, colour: Rgb = c.black): Shape[] {
  return [p.circle(x, y, r * 1.25, c.steelDark), p.circle(x, y, r, colour), p.line(x, y - r * 0.8, x, y - r * 0.2, r * 0.28, c.white)];
}

/** A brand plate: the brand's name in white on its colour, or dark on steel. */
export function plate(p: Pen, c: Palette, m: Model, cx: number, cy: number, width: number, height: number, onSteel = false): Shape[] {
  const background: Paint = onSteel ? c.black : c.accent;
  return [
    p.box(cx - width / 2, cy - height / 2, cx + width / 2, cy + height / 2, height * 0.25, background),
    ...p.text(m.brand, cx, cy, height * 0.56, width * 0.86, c.white),
  ];
}

/** A glass panel with a diagonal reflection: what makes a door read as glass. */
export function glassPanel(p: Pen, c: Palette, l: number, t: number, r: number, b: number, inside: Shape[] = []): Shape[] {
  const w = r - l;
  return [
    p.box(l, t, r, b, 0.6, c.glass),
    ...inside,
    p.polygon([[l + w * 0.12, t], [l + w * 0.38, t], [l + w * 0.08, b], [l, b], [l, t + (b - t) * 0.3]], c.highlight, { alpha: 0.22 }),
    p.polygon([[l + w * 0.48, t], [l + w * 0.56, t], [l + w * 0.26, b], [l + w * 0.18, b]], c.highlight, { alpha: 0.16 }),
  ];
}

/** A steel panel's edge highlight along its top and left side. */
export function sheen(p: Pen, c: Palette, l: number, t: number, r: number, b: number): Shape[] {
  return [p.line(l + 1, t + 0.6, r - 1, t + 0.6, 0.5, c.highlight, { alpha: 0.8 }), p.line(l + 0.6, t + 1, l + 0.6, b - 1, 0.4, c.highlight, { alpha: 0.5 })];
}

/** A control panel's digital display. */
export function display(p: Pen, c: Palette, l: number, t: number, r: number, b: number): Shape[] {
  return [p.box(l, t, r, b, 0.6, c.black), p.box(l + 0.8, t + 0.8, l + (r - l) * 0.55, b - 0.8, 0.3, [96, 220, 160], { alpha: 0.85 })];
}

/** Vent slots across a grille. */
export function vents(p: Pen, c: Palette, l: number, r: number, y: number, n: number, colour: Rgb = darker(c.steelDark, 0.3)): Shape[] {
  const step = (r - l) / n;
  return Array.from({ length: n }, (_, i) => p.line(l + step * (i + 0.25), y, l + step * (i + 0.75), y, 0.9, colour));
}

/** A rim of light on round ware (plates, bowls, pans). */
export function rimLight(p: Pen, c: Palette, cx: number, cy: number, rx: number, ry: number): Shape {
  return p.ellipse(cx - rx * 0.35, cy - ry * 0.45, rx * 0.3, ry * 0.18, lighter(c.white, 1), { alpha: 0.55, soft: 1.5 });
}
