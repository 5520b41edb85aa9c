import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, hslToRgb, productPicture } from './png-artwork';

/** The pixel rows of a PNG made by encodePng (one IDAT, filter 0 on every row). */
function pixelsOf(png: Buffer, width: number): number[][] {
  const idat = png.indexOf('IDAT', 0, 'latin1');
  const length = png.readUInt32BE(idat - 4);
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + length));
  const result: number[][] = [];
  for (let at = 0; at < rows.length; at += 1 + width * 3) {
    expect(rows[at]).toBe(0);
    result.push([...rows.subarray(at + 1, at + 1 + width * 3)]);
  }
  return result;
}

describe('PNG product pictures', () => {
  it('converts hsl() as CSS does', () => {
    expect(hslToRgb(0, 100, 50)).toEqual([255, 0, 0]);
    expect(hslToRgb(120, 100, 25)).toEqual([0, 128, 0]);
    expect(hslToRgb(210, 60, 94)).toEqual([231, 240, 249]);
  });

  it('encodes the given pixels losslessly', () => {
    const pixels = Uint8Array.from({ length: 3 * 4 * 3 }, (_, i) => (i * 37) % 256);
    expect(pixelsOf(encodePng(4, 3, pixels), 4).flat()).toEqual([...pixels]);
  });

  it('draws the ground and the department shape, and makes each picture once', () => {
    const png = productPicture({ hue: 210, variant: 1, width: 120, height: 120 });
    const rows = pixelsOf(png, 120);
    const at = (x: number, y: number) => rows[y]!.slice(x * 3, x * 3 + 3);
    expect(at(2, 2)).toEqual(hslToRgb(210, 60, 94));
    expect(at(60, 36)).toEqual(hslToRgb(210, 55, 55)); // the circle's centre
    expect(productPicture({ hue: 210, variant: 1, width: 120, height: 120 })).toBe(png);
    expect(productPicture({ hue: 210, variant: 2, width: 120, height: 120 })).not.toEqual(png);
  });
});
