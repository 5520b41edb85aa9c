import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseTaxonomy } from '../seed/tables/taxonomy';
import { PICTURE_KINDS, pictureKindOf } from './picture-kinds';
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

  it('draws the ground and the product, and makes each picture once', () => {
    const png = productPicture({ kind: 'plate', hue: 210, variant: 1, width: 120, height: 120 });
    const rows = pixelsOf(png, 120);
    const at = (x: number, y: number) => rows[y]!.slice(x * 3, x * 3 + 3);
    expect(at(2, 2)).toEqual(hslToRgb(210, 60, 94));
    expect(at(60, 72)).toEqual([252, 252, 250]); // the plate's white well, below the middle
    expect(productPicture({ kind: 'plate', hue: 210, variant: 1, width: 120, height: 120 })).toBe(png);
    expect(productPicture({ kind: 'plate', hue: 210, variant: 2, width: 120, height: 120 })).not.toEqual(png);
  });

  it('draws each kind of product differently', () => {
    const drawn = PICTURE_KINDS.map((kind) => ({ kind, pixels: pixelsOf(productPicture({ kind, hue: 30, variant: 1, width: 100, height: 100 }), 100).flat() }));
    expect(drawn.length).toBeGreaterThanOrEqual(12);
    for (const [index, a] of drawn.entries()) {
      for (const b of drawn.slice(index + 1)) {
        let differing = 0;
        for (let i = 0; i < a.pixels.length; i += 3) {
          if (Math.abs(a.pixels[i]! - b.pixels[i]!) + Math.abs(a.pixels[i + 1]! - b.pixels[i + 1]!) + Math.abs(a.pixels[i + 2]! - b.pixels[i + 2]!) > 30) differing += 1;
        }
        // At least 8% of the picture tells the two apart: not a recolouring of one shape.
        expect(differing / (a.pixels.length / 3), `${a.kind} vs ${b.kind}`).toBeGreaterThan(0.08);
      }
    }
  });

  it.each([
    ['Deep Fryers', 'fryer'],
    ['Commercial Ranges', 'range'],
    ['Combi Ovens', 'combi-oven'],
    ['Convection Ovens', 'oven'],
    ['Reach-In Refrigerators', 'refrigerator'],
    ['Refrigerated Prep Tables', 'refrigerator'],
    ['Dinner Plates', 'plate'],
    ['Wine Glasses', 'glass'],
    ['Glass Cleaners', 'bottle'],
    ['Chef Knives', 'knife'],
    ['Sheet Pans', 'pan'],
    ['Bed Sheets', 'linen'],
    ['Toilet Tissue', 'linen'],
    ['Dining Chairs', 'chair'],
    ['Coffee Tables', 'table'],
    ['Luggage Carts', 'trolley'],
    ['Vacuum Cleaners', 'box'],
  ] as const)('a product of %s shows a %s', (subcategory, kind) => {
    expect(pictureKindOf(subcategory)).toBe(kind);
  });

  it('covers the seeded subcategories with drawn kinds; few fall back to the parcel', () => {
    const subcategories = parseTaxonomy().flatMap((department) => department.categories.flatMap((category) => category.leaves.map((leaf) => leaf.name)));
    const kinds = subcategories.map(pictureKindOf);
    expect(new Set(kinds).size).toBe(PICTURE_KINDS.length);
    expect(kinds.filter((kind) => kind === 'box').length / kinds.length).toBeLessThan(0.15);
  });
});
