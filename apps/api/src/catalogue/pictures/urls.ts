// The addresses of a product's generated pictures. `{n}.png` (600 px) is the stable address
// products and order lines carry; `{n}-{width}-{version}.{png|webp}` are the responsive sizes a
// page's srcset lists. The version is a hash of everything the picture is drawn from (the
// drawings' revision, the kind, the brand, the product's name), so those addresses never show
// another picture and are cached for a year, immutable; a changed product gets new addresses.
import { hashOf } from './model';
import { PICTURE_WIDTHS } from './render';

/** Bump when the drawings change: every versioned address changes with it. */
export const DRAWINGS_REVISION = 2;

export function pictureVersion(kindId: string, brand: string, name: string): string {
  return hashOf(`${DRAWINGS_REVISION}|${kindId}|${brand}|${name}`).toString(36);
}

export interface PictureSources {
  /** srcset of the WebP sizes (browsers that read <source type="image/webp">). */
  webp: string;
  /** srcset of the PNG sizes (every other browser). */
  png: string;
}

export function pictureSources(origin: string, productId: number, count: number, version: string): PictureSources[] {
  return Array.from({ length: count }, (_, i) => {
    const set = (format: string) => PICTURE_WIDTHS.map((width) => `${origin}/api/images/products/${productId}/${i + 1}-${width}-${version}.${format} ${width}w`).join(', ');
    return { webp: set('webp'), png: set('png') };
  });
}

/** `1.png`, `1.svg`, `2-300-k3j9.webp`, `share.png` (the first picture as a link preview): the picture, its width and version, or null. */
export function parsePictureFile(file: string): { n: number; width: number | null; version: string | null; format: 'png' | 'webp' | 'svg' | 'share' } | null {
  if (file === 'share.png') return { n: 1, width: null, version: null, format: 'share' };
  const match = /^([1-9])(?:-(\d{2,4})-([0-9a-z]{1,13}))?\.(png|webp|svg)$/.exec(file);
  if (!match) return null;
  const width = match[2] ? Number(match[2]) : null;
  if (width !== null && !(PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  if (match[4] === 'svg' && width !== null) return null;
  return { n: Number(match[1]), width, version: match[3] ?? null, format: match[4] as 'png' | 'webp' | 'svg' };
}
