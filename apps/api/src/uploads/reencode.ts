// Every accepted picture is decoded to pixels and encoded again, and only the new file is
// kept. Whatever a polyglot hides around the pixels (a ZIP in an APP segment, a page in a
// private PNG chunk, a script after the end marker) does not survive a trip through pixels,
// and no metadata is copied: a phone photo's EXIF (its GPS position: a shopper's home), XMP
// and comments are gone. The EXIF orientation is applied to the pixels first, so a portrait
// photo stays upright once the tag that said so is dropped.
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-check';
import type { IMAGE_TYPES } from './sniff';

// Decoded pictures are not reused: no need to hold them in libvips' cache.
sharp.cache(false);

/** One per accepted image type: a type added to IMAGE_TYPES does not compile without one. */
const ENCODERS: Record<(typeof IMAGE_TYPES)[number], (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
};

/**
 * The picture in `bytes` (already sniffed as `mime` and walked whole by image-check) encoded
 * afresh in the same format, upright and without metadata. Throws when it cannot be decoded.
 * failOn 'none': the structure was judged by image-check; a wrong PNG checksum is damage
 * every viewer tolerates, as image-check does.
 */
export async function reencodeImage(bytes: Buffer, mime: string): Promise<Buffer> {
  const encode = Object.hasOwn(ENCODERS, mime) ? ENCODERS[mime as keyof typeof ENCODERS] : undefined;
  if (!encode) throw new Error(`no encoder for ${mime}`);
  const image = sharp(bytes, { failOn: 'none', limitInputPixels: MAX_IMAGE_PIXELS, animated: mime === 'image/gif' }).rotate();
  return encode(image).toBuffer();
}
