// What an image's own structure says, read without decoding a pixel. The first bytes only
// name the format; a file that carries them can still be cut short (a truncated upload),
// declare a canvas that would take gigabytes to decode (a pixel flood), or hide a page or a
// script in its metadata or after its last chunk (a polyglot that a browser, a mail client
// or a careless viewer could run). Each format is walked chunk by chunk to its end marker.
/**
 * Full-page screenshots of a long page run past 10,000 pixels high, so a side may reach the
 * largest canvas browsers draw (16,384); 40 megapixels (about 160 MB decoded) bounds the area.
 */
export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** damaged: cut short or malformed; too-many-pixels: a pixel flood; hidden-content: markup or trailing data. */
export type ImageProblem = 'damaged' | 'too-many-pixels' | 'hidden-content';

interface Size {
  width: number;
  height: number;
}
type Walk = Size | ImageProblem;

/** How far from the start markup is looked for in any image (metadata sits near the start). */
export const MARKUP_SCAN_BYTES = 4096;
// Tags a browser would act on, PHP, or a script URL: none belongs inside a picture.
const MARKUP = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|form|meta)\b|<\?php|javascript:/i;

export function hasMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/**
 * PNG: IHDR first, every chunk whole, some IDAT, and IEND as the very last bytes. CRCs are not
 * checked: a wrong one is damage a viewer tolerates, not a danger (and test fixtures have them).
 */
function walkPng(bytes: Buffer): Walk {
  const TEXT_CHUNKS = new Set(['tEXt', 'iTXt', 'zTXt']);
  let offset = 8;
  let size: Size | null = null;
  let sawImageData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = ascii(bytes, offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return 'damaged';
    const data = bytes.subarray(offset + 8, end - 4);
    if (size === null) {
      if (type !== 'IHDR' || length !== 13) return 'damaged';
      size = { width: data.readUInt32BE(0), height: data.readUInt32BE(4) };
    }
    if (type === 'IDAT') sawImageData = true;
    if (TEXT_CHUNKS.has(type) && hasMarkup(data)) return 'hidden-content';
    if (type === 'IEND') {
      if (end < bytes.length) return 'hidden-content';
      return sawImageData ? size : 'damaged';
    }
    offset = end;
  }
  return 'damaged';
}

// Start-of-frame markers carry the size; DHT (C4), JPG (C8) and DAC (CC) share the range.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** JPEG: segments whole up to the first scan, a frame header before it, and EOI (FFD9) as the last bytes. */
function walkJpeg(bytes: Buffer): Walk {
  let offset = 2;
  let size: Size | null = null;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 'damaged';
    const marker = bytes[offset + 1]!;
    if (marker === 0xff || isStandalone(marker)) {
      offset += marker === 0xff ? 1 : 2; // fill byte, or a marker without a length
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9) return 'damaged';
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return 'damaged';
    const data = bytes.subarray(offset + 4, end);
    if (isStartOfFrame(marker)) {
      if (data.length < 5) return 'damaged';
      size = { width: data.readUInt16BE(3), height: data.readUInt16BE(1) };
    }
    // APPn (EXIF, XMP...) and COM are free text: the usual place to hide a page.
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      if (hasMarkup(data)) return 'hidden-content';
    }
    if (marker === 0xda) {
      if (size === null) return 'damaged';
      // In scan data 0xFF is always followed by 00 or a restart marker, so the first FFD9 is the end.
      const eoi = bytes.indexOf(Buffer.from([0xff, 0xd9]), end);
      if (eoi === -1) return 'damaged';
      return eoi + 2 === bytes.length ? size : 'hidden-content';
    }
    offset = end;
  }
  return 'damaged';
}

/** Skips GIF data sub-blocks (length byte, bytes... until a 0 length); the offset after them or -1. */
function skipSubBlocks(bytes: Buffer, start: number, onBlock?: (block: Buffer) => void): number {
  let offset = start;
  while (offset < bytes.length) {
    const length = bytes[offset]!;
    if (length === 0) return offset + 1;
    if (offset + 1 + length > bytes.length) return -1;
    onBlock?.(bytes.subarray(offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  return -1;
}

/** GIF: screen descriptor, whole blocks, and the trailer (3B) as the last byte. */
function walkGif(bytes: Buffer): Walk {
  if (bytes.length < 14) return 'damaged';
  const size = { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let offset = 13 + colourTable(bytes[10]!);
  let sawImage = false;
  while (offset < bytes.length) {
    const block = bytes[offset]!;
    if (block === 0x3b) {
      if (offset + 1 < bytes.length) return 'hidden-content';
      return sawImage ? size : 'damaged';
    }
    if (block === 0x21) {
      let markup = false;
      offset = skipSubBlocks(bytes, offset + 2, (data) => (markup ||= hasMarkup(data)));
      if (markup) return 'hidden-content'; // a comment or application extension holding a page
    } else if (block === 0x2c) {
      if (offset + 10 > bytes.length) return 'damaged';
      sawImage = true;
      offset = skipSubBlocks(bytes, offset + 10 + colourTable(bytes[offset + 9]!) + 1);
    } else return 'damaged';
    if (offset === -1) return 'damaged';
  }
  return 'damaged';
}

/** The canvas of the first WEBP chunk that has one (simple lossy, lossless or extended). */
function webpSize(fourcc: string, data: Buffer): Size | null {
  if (fourcc === 'VP8 ' && data.length >= 10 && data.readUIntBE(3, 3) === 0x9d012a) {
    return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
  }
  if (fourcc === 'VP8L' && data.length >= 5 && data[0] === 0x2f) {
    const bits = data.readUInt32LE(1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (fourcc === 'VP8X' && data.length >= 10) return { width: data.readUIntLE(4, 3) + 1, height: data.readUIntLE(7, 3) + 1 };
  return null;
}

/** WEBP: the RIFF length equals the file's, every chunk whole, and an image chunk first. */
function walkWebp(bytes: Buffer): Walk {
  if (bytes.length < 20 || ascii(bytes, 8, 12) !== 'WEBP') return 'damaged';
  const declared = bytes.readUInt32LE(4) + 8;
  if (declared !== bytes.length) return declared > bytes.length ? 'damaged' : 'hidden-content';
  let offset = 12;
  let size: Size | null = null;
  while (offset + 8 <= bytes.length) {
    const fourcc = ascii(bytes, offset, offset + 4);
    const length = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + length;
    if (end > bytes.length) return 'damaged';
    const data = bytes.subarray(offset + 8, end);
    if (offset === 12 && (size = webpSize(fourcc, data)) === null) return 'damaged';
    if ((fourcc === 'XMP ' || fourcc === 'EXIF') && hasMarkup(data)) return 'hidden-content';
    offset = end + (length % 2); // chunks are padded to an even length
  }
  return offset === bytes.length && size ? size : 'damaged';
}

const WALKERS: Record<string, (bytes: Buffer) => Walk> = {
  'image/png': walkPng,
  'image/jpeg': walkJpeg,
  'image/gif': walkGif,
  'image/webp': walkWebp,
};

/**
 * The problem of an image whose first bytes already say `mime`, or null when it is whole,
 * of a sane size and carries nothing but a picture. Types other than images are not judged here.
 */
export function inspectImage(mime: string, bytes: Buffer): ImageProblem | null {
  const walk = WALKERS[mime];
  if (!walk) return null;
  if (hasMarkup(bytes.subarray(0, MARKUP_SCAN_BYTES))) return 'hidden-content';
  const result = walk(bytes);
  if (typeof result === 'string') return result;
  const { width, height } = result;
  if (width === 0 || height === 0) return 'damaged';
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) return 'too-many-pixels';
  return null;
}
