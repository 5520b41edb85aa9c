// Draws a product picture and encodes it: PNG (every browser) or WebP (smaller), at the width a
// page asks for (PICTURE_WIDTHS). A picture depends only on what its URL's version covers (kind,
// department, brand, model, view, width), so each is drawn once per process and then served
// from memory; the memory is bounded in bytes.
import { LINK_PREVIEW } from '@horeca/core/constants';
import sharp from 'sharp';
import type { Kind } from './kind';
import type { Model } from './model';
import { paletteFor } from './palette';
import { rasterise } from './raster';
import { shapesOfView } from './views';

/** The widths a page's srcset offers: a card (300 CSS px, 1x/2x), the product page (600, 1x/1.5x). */
export const PICTURE_WIDTHS = [150, 300, 600, 900] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export type PictureFormat = 'png' | 'webp';

export interface PictureSpec {
  kind: Kind;
  /** A key naming the kind in the cache (its id). */
  kindId: string;
  departmentHue: number;
  brandHue: number;
  model: Model;
  /** Which of a product's pictures (1..5): see views.ts. */
  view: number;
  width: number;
}

export function pixelsOf(spec: PictureSpec): Uint8Array {
  const palette = paletteFor(spec.departmentHue, spec.brandHue);
  return rasterise(spec.width, spec.width, palette.ground, shapesOfView(spec.view, spec.width, spec.width, spec.kind, palette, spec.model));
}

/** A link preview's picture: the view drawn square at the preview's height, centred on its ground. */
function encodeShare(spec: PictureSpec): Promise<Buffer> {
  const side = LINK_PREVIEW.height;
  const [r, g, b] = paletteFor(spec.departmentHue, spec.brandHue).ground;
  const margin = (LINK_PREVIEW.width - side) / 2;
  return sharp(pixelsOf({ ...spec, width: side }), { raw: { width: side, height: side, channels: 3 } })
    .extend({ left: margin, right: margin, background: { r, g, b } })
    .png({ compressionLevel: 6, adaptiveFiltering: true })
    .toBuffer();
}

/**
 * A picture the catalogue import stored, as a link preview: whole, centred on white at the
 * preview's size (the page's og:image:width/height promise it, whatever the source's shape).
 */
export function fitToLinkPreview(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes)
    .resize({ ...LINK_PREVIEW, fit: 'contain', background: { r: 255, g: 255, b: 255 } })
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .png({ compressionLevel: 6, adaptiveFiltering: true })
    .toBuffer();
}

async function encode(spec: PictureSpec, format: PictureFormat | 'share'): Promise<Buffer> {
  if (format === 'share') return encodeShare(spec);
  const image = sharp(pixelsOf(spec), { raw: { width: spec.width, height: spec.width, channels: 3 } });
  // Lossy WebP at quality 85: half the bytes of lossless and a tenth of its encoding time
  // (40 ms against 340 ms for 600 px here), the plate's letters still clean.
  return format === 'webp' ? image.webp({ quality: 85, effort: 2 }).toBuffer() : image.png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer();
}

const MAX_BYTES = 64 * 1024 * 1024;
const pictures = new Map<string, Promise<Buffer>>();
let heldBytes = 0;

export function cacheKey(spec: PictureSpec, format: PictureFormat | 'share'): string {
  const { model } = spec;
  return [spec.kindId, spec.departmentHue, spec.brandHue, model.brand, model.words, model.seed, spec.view, spec.width, format].join('/');
}

/** The picture as `format` (or as a link preview), drawn on its first request and then kept (oldest dropped first). */
export function productPicture(spec: PictureSpec, format: PictureFormat | 'share'): Promise<Buffer> {
  const key = cacheKey(spec, format);
  let picture = pictures.get(key);
  if (!picture) {
    picture = encode(spec, format);
    pictures.set(key, picture);
    void picture.then(
      (bytes) => {
        heldBytes += bytes.length;
        for (const [oldest, held] of pictures) {
          if (heldBytes <= MAX_BYTES) break;
          pictures.delete(oldest);
          void held.then((dropped) => (heldBytes -= dropped.length));
        }
      },
      () => pictures.delete(key),
    );
  }
  return picture;
}
