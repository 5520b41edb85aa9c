// Images built byte by byte for the upload tests: whole ones of each format, and the ways a
// file that starts like an image can still be bad (cut short, a pixel flood, a hidden page).
import { GIF, JPEG, PNG, pngChunk } from '../commerce-fixtures';

export const text = (value: string) => Buffer.from(value, 'latin1');
export const hex = (value: string) => Buffer.from(value, 'hex');

const SIGNATURE = PNG.subarray(0, 8);
const IHDR_END = 8 + 25;
const IEND = PNG.subarray(PNG.length - 12);
const IDAT = PNG.subarray(IHDR_END, PNG.length - 12);

/** A PNG whose header declares width x height (the pixel data stays the 1x1 image's). */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.from(PNG.subarray(16, 29));
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([SIGNATURE, pngChunk('IHDR', header), IDAT, IEND]);
}

/** The 1x1 PNG with one more chunk before IEND. */
export const pngWithChunk = (type: string, data: Buffer) => Buffer.concat([PNG.subarray(0, PNG.length - 12), pngChunk(type, data), IEND]);

/** The same PNG with IDAT before IHDR. */
export const pngDataFirst = () => Buffer.concat([SIGNATURE, IDAT, PNG.subarray(8, IHDR_END), IEND]);

const SOF0 = JPEG.indexOf(hex('ffc0'));

/** The JPEG with its frame header declaring width x height. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const copy = Buffer.from(JPEG);
  copy.writeUInt16BE(height, SOF0 + 5);
  copy.writeUInt16BE(width, SOF0 + 7);
  return copy;
}

/** The JPEG with a segment (COM FE, APP1 E1...) right after SOI. */
export function jpegWithSegment(marker: number, data: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt8(0xff, 0);
  header.writeUInt8(marker, 1);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([JPEG.subarray(0, 2), header, data, JPEG.subarray(2)]);
}

/** The JPEG without its frame header (SOF0 segment cut out). */
export const jpegWithoutFrame = () => Buffer.concat([JPEG.subarray(0, SOF0), JPEG.subarray(SOF0 + 2 + JPEG.readUInt16BE(SOF0 + 2))]);

/** 1x1 WEBP images: simple lossy (VP8), lossless (VP8L) and extended with alpha (VP8X). */
export const WEBP_LOSSY = hex('52494646220000005745425056503820160000003001009d012a010001000ec0fe25a400037000000000');
export const WEBP_LOSSLESS = hex('524946461a000000574542505650384c0d0000002f00000010071011118888fe0700');
export const WEBP_EXTENDED = hex(
  '524946464a00000057454250565038580a00000010000000000000000000414c50480c00000011071011fd0f4444ff03000056503820180000001401009d012a010001000000fe00000dc000fee6b5000000',
);

/** A RIFF WEBP from its chunks, with the RIFF length set to `declared` (default: the true one). */
export function webpOf(chunks: Buffer[], declared?: number): Buffer {
  const body = Buffer.concat([text('WEBP'), ...chunks]);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(declared ?? body.length);
  return Buffer.concat([text('RIFF'), length, body]);
}

export function webpChunk(fourcc: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32LE(data.length);
  return Buffer.concat([text(fourcc), length, data, Buffer.alloc(data.length % 2)]);
}

/** The chunks of a whole WEBP (everything after 'RIFF', length and 'WEBP'). */
export const webpChunks = (webp: Buffer) => webp.subarray(12);

/** A lossy WEBP whose frame declares width x height (14 bits each, so at most 16383). */
export function webpLossyDeclaring(width: number, height: number): Buffer {
  const copy = Buffer.from(WEBP_LOSSY);
  copy.writeUInt16LE(width & 0x3fff, 26);
  copy.writeUInt16LE(height & 0x3fff, 28);
  return copy;
}

/** A lossless WEBP whose header declares width x height. */
export function webpLosslessDeclaring(width: number, height: number): Buffer {
  const copy = Buffer.from(WEBP_LOSSLESS);
  const bits = copy.readUInt32LE(21) & ~0x0fffffff;
  copy.writeUInt32LE((bits | ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)) >>> 0, 21);
  return copy;
}

/** An extended WEBP whose canvas declares width x height (24 bits each). */
export function webpExtendedDeclaring(width: number, height: number): Buffer {
  const copy = Buffer.from(WEBP_EXTENDED);
  copy.writeUIntLE(width - 1, 24, 3);
  copy.writeUIntLE(height - 1, 27, 3);
  return copy;
}

/** The GIF with its logical screen declaring width x height. */
export function gifDeclaring(width: number, height: number): Buffer {
  const copy = Buffer.from(GIF);
  copy.writeUInt16LE(width, 6);
  copy.writeUInt16LE(height, 8);
  return copy;
}

/** The GIF with a comment extension (21 FE) holding `comment`, before the image. */
export function gifWithComment(comment: string): Buffer {
  const data = text(comment);
  return Buffer.concat([GIF.subarray(0, 13), hex('21fe'), Buffer.from([data.length]), data, hex('00'), GIF.subarray(13)]);
}

export const HTML_PAGE = text('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** A local file header of a ZIP: what a GIFAR-style polyglot appends. */
export const ZIP_TAIL = Buffer.concat([hex('504b0304140000000800'), Buffer.alloc(40)]);
