// A kind of product picture: how to draw it, where its close-up looks, and how tall the real
// thing is (the scale view stands it beside a person or a ruler at that height).
import type { Model } from './model';
import type { Palette } from './palette';
import type { Pen } from './pen';
import type { Shape } from './raster';

export type Draw = (p: Pen, c: Palette, m: Model) => Shape[];

export interface Kind {
  draw: Draw;
  /** The close-up's centre on the 100 x 100 grid: the controls, the plate, the rim. */
  focus: readonly [number, number];
  /** The real product's height in centimetres (its length, for a flat one). */
  heightCm: number;
  /** Lies flat (a plate, a knife, a board): the scale view measures its length, not its height. */
  flat?: boolean;
}

export const kind = (heightCm: number, focus: readonly [number, number], draw: Draw): Kind => ({ draw, focus, heightCm });
export const flatKind = (lengthCm: number, focus: readonly [number, number], draw: Draw): Kind => ({ draw, focus, heightCm: lengthCm, flat: true });
