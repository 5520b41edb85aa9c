import { describe, expect, it } from 'vitest';
import { box, circle, ellipse, rasterise, type Shape } from './raster';

const withoutInner = (shape: Shape): Shape => ({ ...shape, inner: undefined });

describe('rasteriser', () => {
  it('paints the ground everywhere', () => {
    const pixels = rasterise(7, 5, [10, 20, 30], []);
    expect(pixels.length).toBe(7 * 5 * 3);
    for (let i = 0; i < pixels.length; i += 3) expect([...pixels.subarray(i, i + 3)]).toEqual([10, 20, 30]);
  });

  it('covers the inside of boxes, circles and ellipses exactly as their distance says, soft or crisp', () => {
    const shapes: Shape[] = [
      box(10, 12, 90, 70, 9, [200, 40, 40]),
      circle(50, 50, 30, { from: [0, 0, 0], to: [255, 255, 255], x0: 20, y0: 0, x1: 80, y1: 0 }),
      { ...ellipse(60, 40, 35, 18, [40, 90, 200]), alpha: 0.6, soft: 12 },
    ];
    const fast = rasterise(100, 100, [240, 240, 240], shapes);
    const slow = rasterise(100, 100, [240, 240, 240], shapes.map(withoutInner));
    expect(Buffer.from(fast).equals(Buffer.from(slow))).toBe(true);
  });
});
