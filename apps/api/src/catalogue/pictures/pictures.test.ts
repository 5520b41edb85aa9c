import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseTaxonomy } from '../../seed/tables/taxonomy';
import { KINDS, LEAF_KINDS, kindIdOf } from './kinds';
import { modelOf } from './model';
import { hslToRgb } from './palette';
import { encodePng } from './png';
import { pixelsOf, productPicture, type PictureSpec } from './render';
import { parsePictureFile, pictureSources } from './urls';

/** The pixel rows of a PNG made by encodePng (one IDAT, filter 0 on every row). */
function pixelRows(png: Buffer, width: number): number[] {
  const idat = png.indexOf('IDAT', 0, 'latin1');
  const length = png.readUInt32BE(idat - 4);
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + length));
  const result: number[] = [];
  for (let at = 0; at < rows.length; at += 1 + width * 3) result.push(...rows.subarray(at + 1, at + 1 + width * 3));
  return result;
}

/** The warewashing leaves the seed has (issue 29): they must be in the taxonomy and drawn too. */
const WAREWASHING = ['Undercounter Dishwashers', 'Door-Type Dishwashers', 'Conveyor Dishwashers', 'Glass Washers', 'Dish Racks', 'Warewashing Chemicals'];
const leaves = parseTaxonomy().flatMap((d) => d.categories.flatMap((c) => c.leaves.map((leaf) => leaf.name)));

const spec = (kindId: string, name = 'Model', brand = 'Vulcan', view = 1, width = 64): PictureSpec => ({
  kind: KINDS[kindId]!,
  kindId,
  departmentHue: 30,
  brandHue: 200,
  model: modelOf({ name, brand, seed: name }),
  view,
  width,
});

/** Share of pixels that differ clearly between two pictures of the same size. */
function differing(a: Uint8Array, b: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 3) if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 30) count += 1;
  return count / (a.length / 3);
}

describe('product pictures', () => {
  it('converts hsl() as CSS does, and encodes pixels losslessly', () => {
    expect(hslToRgb(0, 100, 50)).toEqual([255, 0, 0]);
    expect(hslToRgb(120, 100, 25)).toEqual([0, 128, 0]);
    const pixels = Uint8Array.from({ length: 3 * 4 * 3 }, (_, i) => (i * 37) % 256);
    expect(pixelRows(encodePng(4, 3, pixels), 4)).toEqual([...pixels]);
  });

  it('gives every leaf of the taxonomy and of warewashing a kind of its own: no fallback, no parcel', () => {
    expect(leaves.length).toBeGreaterThan(180);
    expect(WAREWASHING.filter((leaf) => !leaves.includes(leaf))).toEqual([]);
    for (const leaf of leaves) {
      expect(LEAF_KINDS[leaf], leaf).toBeDefined();
      expect(KINDS[LEAF_KINDS[leaf]!], leaf).toBeDefined();
    }
    const used = new Set(leaves.map((leaf) => LEAF_KINDS[leaf]));
    expect(used.has('parcel')).toBe(false);
    // One drawing per product type: no two leaves share a kind, and no drawing is left unused.
    expect(used.size).toBe(leaves.length);
    expect(Object.keys(KINDS).filter((id) => !used.has(id))).toEqual(['parcel']);
  });

  it('draws each kind differently from every other kind', () => {
    const drawn = [...new Set(Object.values(LEAF_KINDS))].map((id) => ({ id, pixels: pixelsOf(spec(id)) }));
    for (const [index, a] of drawn.entries()) {
      for (const b of drawn.slice(index + 1)) {
        // At least 3% of the picture tells the two apart: not one drawing under two names.
        expect(differing(a.pixels, b.pixels), `${a.id} vs ${b.id}`).toBeGreaterThan(0.03);
      }
    }
  });

  it('tells the models of one type apart by what their names say: doors, size, brand', () => {
    const one = pixelsOf(spec('reach-in-refrigerator', '1-Door Solid Door', 'True', 1, 120));
    const three = pixelsOf(spec('reach-in-refrigerator', '3-Door Solid Door', 'True', 1, 120));
    const glass = pixelsOf(spec('reach-in-refrigerator', '1-Door Glass Door', 'True', 1, 120));
    const otherBrand = pixelsOf(spec('reach-in-refrigerator', '1-Door Solid Door', 'Traulsen', 1, 120));
    expect(differing(one, three)).toBeGreaterThan(0.1);
    expect(differing(one, glass)).toBeGreaterThan(0.05);
    expect(differing(one, otherBrand)).toBeGreaterThan(0.001);
    const floorFryer = pixelsOf(spec('deep-fryer', '40 lb Gas Deep Fryer 4-Tube', 'Pitco', 1, 120));
    expect(differing(floorFryer, pixelsOf(spec('deep-fryer', '40 lb Gas Deep Fryer Countertop', 'Pitco', 1, 120)))).toBeGreaterThan(0.03);
    expect(differing(pixelsOf(spec('pizza-oven', 'Deck Pizza Oven', 'Bakers Pride', 1, 120)), pixelsOf(spec('pizza-oven', 'Conveyor Pizza Oven', 'Bakers Pride', 1, 120)))).toBeGreaterThan(0.05);
    expect(modelOf({ name: 'True 49 cu. ft. 2-Door Reach-In Refrigerator', brand: 'True', sizes: ['23 cu. ft.', '49 cu. ft.', '72 cu. ft.'], seed: 'x' })).toMatchObject({ units: 2, size: 0.5, glass: false });
  });

  it("shows a product's five pictures as five different views", () => {
    const views = [1, 2, 3, 4, 5].map((view) => pixelsOf(spec('door-type-dishwasher', 'Hood', 'Hobart', view, 96)));
    for (const [index, a] of views.entries()) for (const b of views.slice(index + 1)) expect(differing(a, b)).toBeGreaterThan(0.05);
  });

  it('matches a subcategory the table does not know by its words, else draws a parcel', () => {
    expect(kindIdOf('Deep Fryers')).toBe('deep-fryer');
    expect(kindIdOf('Wine Glasses')).toBe('wine-glass');
    expect(kindIdOf('Wine Racks')).toBe('wine-cooler');
    expect(kindIdOf('Gift Vouchers')).toBe('parcel');
  });

  it('encodes WebP and PNG once per picture and size', async () => {
    const request = spec('glass-washer', 'Glass Washer', 'Hobart', 1, 150);
    const webp = await productPicture(request, 'webp');
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const png = await productPicture(request, 'png');
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(png.readUInt32BE(16)).toBe(150);
    expect(await productPicture(request, 'webp')).toBe(webp);
  });

  it('addresses each size with a version, and refuses a width no srcset lists', () => {
    const [first] = pictureSources('https://shop.example', 7, 2, 'k3j9');
    expect(first!.webp).toBe(['150', '300', '600', '900'].map((w) => `https://shop.example/api/images/products/7/1-${w}-k3j9.webp ${w}w`).join(', '));
    expect(parsePictureFile('2-300-k3j9.webp')).toEqual({ n: 2, width: 300, version: 'k3j9', format: 'webp' });
    expect(parsePictureFile('1.png')).toEqual({ n: 1, width: null, version: null, format: 'png' });
    expect(parsePictureFile('1-301-k3j9.png')).toBeNull();
    expect(parsePictureFile('1-300-k3j9.svg')).toBeNull();
  });
});
