// A product's pictures are different views of it, not one drawing repeated: 1 the front, 2 three
// quarters, 3 a close-up of its controls or rim (and its brand plate), 4 beside a person or a
// ruler for its size, 5 three quarters from the other side.
import type { Kind } from './kind';
import type { Model } from './model';
import { type Palette } from './palette';
import { FRONT, penFor, type Pen, type View } from './pen';
import type { Shape } from './raster';

export const VIEW_NAMES = ['front', 'angle', 'close-up', 'scale', 'other side'] as const;

const FLOOR = 88;
const PERSON_CM = 170;

/** The grid y of a drawing's top (its tallest shape), read from the front view's shapes. */
function topOf(kind: Kind, palette: Palette, model: Model): number {
  const shapes = kind.draw(penFor(100, 100, FRONT), palette, model);
  return Math.max(4, Math.min(FLOOR - 4, ...shapes.map((shape) => shape.box[1])));
}

/** A view whose floor stays at y = 88 and whose centre x is `centreX`, drawn `zoom` times. */
const standing = (zoom: number, centreX: number): View => ({ zoom, focus: [50 + (50 - centreX) / zoom, FLOOR - (FLOOR - 50) / zoom], mirror: false, angle: false });

function person(p: Pen, palette: Palette, x: number, height: number): Shape[] {
  const u = height / 100;
  const y = (v: number) => FLOOR - (100 - v) * u;
  const tone = palette.steelDark;
  const style = { alpha: 0.45 };
  return [
    p.circle(x, y(6.5), 6 * u, tone, style),
    p.box(x - 9 * u, y(14), x + 9 * u, y(54), 5 * u, tone, style),
    p.box(x - 8 * u, y(50), x - 0.8 * u, y(100), 3 * u, tone, style),
    p.box(x + 0.8 * u, y(50), x + 8 * u, y(100), 3 * u, tone, style),
    p.box(x - 13 * u, y(16), x - 8.5 * u, y(52), 2.2 * u, tone, style),
    p.box(x + 8.5 * u, y(16), x + 13 * u, y(52), 2.2 * u, tone, style),
  ];
}

function ruler(p: Pen, palette: Palette, x: number, top: number, cm: number, perCm: number): Shape[] {
  const bottom = FLOOR;
  const start = bottom - cm * perCm;
  const step = cm <= 10 ? 1 : cm <= 30 ? 5 : 10;
  return [
    p.box(x - 3, start, x + 3, bottom, 0.5, palette.kraft, { alpha: 0.9 }),
    ...Array.from({ length: Math.floor(cm / step) + 1 }, (_, i) => p.line(x - 3, bottom - i * step * perCm, x - (i % 2 ? 1.5 : 0.2), bottom - i * step * perCm, 0.35, palette.black)),
    ...p.text(`${cm} CM`, x, Math.max(top, start) - 4, 3, 16, palette.black),
  ];
}

/** A flat product with a ruler under it, as long as the product in whole centimetres of a round length. */
function flatScaleView(width: number, height: number, kind: Kind, palette: Palette, model: Model): Shape[] {
  const product = kind.draw(penFor(width, height, { zoom: 0.85, focus: [50, 44], mirror: false, angle: false }), palette, model);
  const solid = product.filter((shape) => shape.alpha === undefined);
  const unit = (Math.min(width, height) / 100) * 0.85;
  const drawnLength = (Math.max(...solid.map((s) => s.box[2])) - Math.min(...solid.map((s) => s.box[0]))) / unit;
  const perCm = (drawnLength * 0.85) / kind.heightCm;
  const cm = [50, 30, 20, 10, 5].find((length) => length * perCm <= 80) ?? 5;
  const p = penFor(width, height, FRONT);
  const left = 50 - (cm * perCm) / 2;
  const step = cm <= 10 ? 1 : cm <= 30 ? 5 : 10;
  return [
    ...product,
    p.box(left, 84, left + cm * perCm, 90, 0.5, palette.kraft, { alpha: 0.9 }),
    ...Array.from({ length: Math.floor(cm / step) + 1 }, (_, i) => p.line(left + i * step * perCm, 84, left + i * step * perCm, i % 2 ? 86 : 87.5, 0.35, palette.black)),
    ...p.text(`${cm} CM`, 50, 94, 3, 20, palette.black),
  ];
}

function scaleView(width: number, height: number, kind: Kind, palette: Palette, model: Model): Shape[] {
  if (kind.flat) return flatScaleView(width, height, kind, palette, model);
  const drawnHeight = FLOOR - topOf(kind, palette, model);
  if (kind.heightCm >= 60) {
    // Both stand on the floor; the taller of the two fills 76 grid units.
    const tallest = Math.max(PERSON_CM, kind.heightCm);
    const personHeight = (76 * PERSON_CM) / tallest;
    const zoom = ((76 * kind.heightCm) / tallest / drawnHeight) * 0.98;
    const product = kind.draw(penFor(width, height, standing(zoom, 40)), palette, model);
    return [...product, ...person(penFor(width, height, FRONT), palette, 84, personHeight)];
  }
  // Small ware: a ruler beside it, in whole centimetres of a round length.
  const zoom = Math.min(1, 60 / drawnHeight);
  const product = kind.draw(penFor(width, height, standing(zoom * 0.85, 42)), palette, model);
  const perCm = (drawnHeight * zoom * 0.85) / kind.heightCm;
  const cm = [5, 10, 20, 30, 50].find((length) => length * perCm >= 25) ?? 50;
  return [...product, ...ruler(penFor(width, height, FRONT), palette, 86, 10, Math.min(cm, Math.floor(70 / perCm)), perCm)];
}

/** The shapes of view `n` (1..5) of a product. */
export function shapesOfView(n: number, width: number, height: number, kind: Kind, palette: Palette, model: Model): Shape[] {
  const view = ((Math.max(1, n) - 1) % VIEW_NAMES.length) + 1;
  if (view === 4) return scaleView(width, height, kind, palette, model);
  const views: Record<number, View> = {
    1: FRONT,
    2: { zoom: 0.92, focus: [50, 52], mirror: false, angle: true },
    3: { zoom: 2.3, focus: kind.focus, mirror: false, angle: false },
    5: { zoom: 0.92, focus: [50, 52], mirror: true, angle: true },
  };
  return kind.draw(penFor(width, height, views[view]!), palette, model);
}
