// Images built byte by byte for the upload tests: whole ones of each format, and the ways a
// file that starts like an image can still be bad (cut short, a pixel flood, a hidden page).
import { encodePng } from '../../src/catalogue/pictures/png';
import type { ImageProblem } from '../../src/uploads/image-check';
import { GIF, JPEG, PNG, pngChunk, pngOfSize } from '../commerce-fixtures';

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

/** A real, decodable PNG of width x height grey RGB pixels (a screenshot-sized image). */
export function pngOfPixels(width: number, height: number): Buffer {
  return encodePng(width, height, Buffer.alloc(width * height * 3, 0xcc));
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

/**
 * Images of each accepted format, whole (null) or with the problem the structure walk must name:
 * the unit test checks the verdict, the upload corpus sends them through the forms.
 */
export const IMAGE_CASES: [fileName: string, mime: string, bytes: Buffer, problem: ImageProblem | null][] = [
  ['one.png', 'image/png', PNG, null],
  ['padded-1mb.png', 'image/png', pngOfSize(1024 * 1024), null],
  ['screenshot-1920x1080.png', 'image/png', pngOfPixels(1920, 1080), null],
  ['photo-header-4000x3000.jpg', 'image/jpeg', jpegDeclaring(4_000, 3_000), null],
  ['long-page-16384x2000.png', 'image/png', pngDeclaring(16_384, 2_000), null],
  ['tool-text.png', 'image/png', pngWithChunk('tEXt', text('Software\0Screenshot tool 2.1')), null],
  ['two.jpg', 'image/jpeg', JPEG, null],
  ['commented.jpg', 'image/jpeg', jpegWithSegment(0xfe, text('taken on a phone')), null],
  ['lossy.webp', 'image/webp', WEBP_LOSSY, null],
  ['lossless.webp', 'image/webp', WEBP_LOSSLESS, null],
  ['alpha.webp', 'image/webp', WEBP_EXTENDED, null],
  ['three.gif', 'image/gif', GIF, null],
  ['commented.gif', 'image/gif', gifWithComment('made with love'), null],
  ['flood-100000x100000.png', 'image/png', pngDeclaring(100_000, 100_000), 'too-many-pixels'],
  ['too-wide-16385x1.png', 'image/png', pngDeclaring(16_385, 1), 'too-many-pixels'],
  ['48-megapixels.png', 'image/png', pngDeclaring(8_000, 6_000), 'too-many-pixels'],
  ['flood-65000x65000.jpg', 'image/jpeg', jpegDeclaring(65_000, 65_000), 'too-many-pixels'],
  ['flood-lossy.webp', 'image/webp', webpLossyDeclaring(16_383, 16_383), 'too-many-pixels'],
  ['flood-lossless.webp', 'image/webp', webpLosslessDeclaring(16_384, 16_384), 'too-many-pixels'],
  ['flood-extended.webp', 'image/webp', webpExtendedDeclaring(20_000, 20_000), 'too-many-pixels'],
  ['flood-65535x65535.gif', 'image/gif', gifDeclaring(65_535, 65_535), 'too-many-pixels'],
  ['no-width.png', 'image/png', pngDeclaring(0, 10), 'damaged'],
  ['cut-in-pixels.png', 'image/png', PNG.subarray(0, 50), 'damaged'],
  ['no-iend.png', 'image/png', PNG.subarray(0, PNG.length - 12), 'damaged'],
  ['data-before-header.png', 'image/png', pngDataFirst(), 'damaged'],
  ['no-eoi.jpg', 'image/jpeg', JPEG.subarray(0, JPEG.length - 2), 'damaged'],
  ['cut-in-tables.jpg', 'image/jpeg', JPEG.subarray(0, 100), 'damaged'],
  ['no-frame.jpg', 'image/jpeg', jpegWithoutFrame(), 'damaged'],
  ['riff-says-more.webp', 'image/webp', webpOf([webpChunks(WEBP_LOSSY)], 200), 'damaged'],
  ['cut-chunk.webp', 'image/webp', WEBP_LOSSY.subarray(0, 30), 'damaged'],
  ['no-trailer.gif', 'image/gif', GIF.subarray(0, GIF.length - 1), 'damaged'],
  ['truncated.gif', 'image/gif', text('GIF8'), 'damaged'],
  ['polyglot-page.png', 'image/png', Buffer.concat([PNG, HTML_PAGE]), 'hidden-content'],
  ['polyglot-zip.png', 'image/png', Buffer.concat([PNG, ZIP_TAIL]), 'hidden-content'],
  ['script-in-text.png', 'image/png', pngWithChunk('tEXt', text('Comment\0<script>alert(1)</script>')), 'hidden-content'],
  ['svg-after-signature.png', 'image/png', Buffer.concat([PNG.subarray(0, 8), text('<svg onload=alert(1)>')]), 'hidden-content'],
  ['page-in-comment.jpg', 'image/jpeg', jpegWithSegment(0xfe, HTML_PAGE), 'hidden-content'],
  ['php-in-exif.jpg', 'image/jpeg', jpegWithSegment(0xe1, text('Exif\0\0<?php system($_GET["c"]); ?>')), 'hidden-content'],
  ['html-after-signature.jpg', 'image/jpeg', Buffer.concat([hex('ffd8ffe0'), HTML_PAGE]), 'hidden-content'],
  ['polyglot-zip.jpg', 'image/jpeg', Buffer.concat([JPEG, ZIP_TAIL]), 'hidden-content'],
  ['script-in-xmp.webp', 'image/webp', webpOf([webpChunks(WEBP_LOSSY), webpChunk('XMP ', text('<x><script>alert(1)</script></x>'))]), 'hidden-content'],
  ['polyglot-page.webp', 'image/webp', Buffer.concat([WEBP_LOSSY, HTML_PAGE]), 'hidden-content'],
  ['script-in-comment.gif', 'image/gif', gifWithComment('<script>alert(1)</script>'), 'hidden-content'],
  ['polyglot-page.gif', 'image/gif', Buffer.concat([GIF, hex('0a'), HTML_PAGE]), 'hidden-content'],
];
