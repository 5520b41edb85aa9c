// The structure walk on its own: each format's whole images pass, and each way of being bad
// is named (the corpus in uploads.test.ts sends the same kinds of files through the forms).
import { inspectImage, type ImageProblem } from '../../src/uploads/image-check';
import { GIF, JPEG, PNG, pngOfSize } from '../commerce-fixtures';
import {
  gifDeclaring,
  gifWithComment,
  hex,
  HTML_PAGE,
  jpegDeclaring,
  jpegWithoutFrame,
  jpegWithSegment,
  pngDataFirst,
  pngDeclaring,
  pngWithChunk,
  text,
  WEBP_EXTENDED,
  WEBP_LOSSLESS,
  WEBP_LOSSY,
  webpChunk,
  webpChunks,
  webpExtendedDeclaring,
  webpLosslessDeclaring,
  webpLossyDeclaring,
  webpOf,
  ZIP_TAIL,
} from './image-corpus';

const cases: [string, string, Buffer, ImageProblem | null][] = [
  ['a 1x1 PNG', 'image/png', PNG, null],
  ['a 1 MB PNG (padding chunk)', 'image/png', pngOfSize(1024 * 1024), null],
  ['a PNG of 16384 x 2000 (a long full-page screenshot)', 'image/png', pngDeclaring(16_384, 2_000), null],
  ['a PNG with a harmless text chunk', 'image/png', pngWithChunk('tEXt', text('Software\0Screenshot tool 2.1')), null],
  ['a 2x2 JPEG', 'image/jpeg', JPEG, null],
  ['a JPEG with a plain comment', 'image/jpeg', jpegWithSegment(0xfe, text('taken on a phone')), null],
  ['a lossy WEBP', 'image/webp', WEBP_LOSSY, null],
  ['a lossless WEBP', 'image/webp', WEBP_LOSSLESS, null],
  ['an extended WEBP with alpha', 'image/webp', WEBP_EXTENDED, null],
  ['a GIF', 'image/gif', GIF, null],
  ['a GIF with a plain comment', 'image/gif', gifWithComment('made with love'), null],
  ['a PNG of 100000 x 100000', 'image/png', pngDeclaring(100_000, 100_000), 'too-many-pixels'],
  ['a PNG of 16385 x 1', 'image/png', pngDeclaring(16_385, 1), 'too-many-pixels'],
  ['a PNG of 8000 x 6000 (48 MP)', 'image/png', pngDeclaring(8_000, 6_000), 'too-many-pixels'],
  ['a PNG of 0 x 10', 'image/png', pngDeclaring(0, 10), 'damaged'],
  ['a JPEG of 65000 x 65000', 'image/jpeg', jpegDeclaring(65_000, 65_000), 'too-many-pixels'],
  ['a lossy WEBP of 16383 x 16383', 'image/webp', webpLossyDeclaring(16_383, 16_383), 'too-many-pixels'],
  ['a lossless WEBP of 16384 x 16384', 'image/webp', webpLosslessDeclaring(16_384, 16_384), 'too-many-pixels'],
  ['an extended WEBP of 20000 x 20000', 'image/webp', webpExtendedDeclaring(20_000, 20_000), 'too-many-pixels'],
  ['a GIF of 65535 x 65535', 'image/gif', gifDeclaring(65_535, 65_535), 'too-many-pixels'],
  ['a PNG cut inside its pixel data', 'image/png', PNG.subarray(0, 50), 'damaged'],
  ['a PNG without IEND', 'image/png', PNG.subarray(0, PNG.length - 12), 'damaged'],
  ['a PNG with IDAT before IHDR', 'image/png', pngDataFirst(), 'damaged'],
  ['a JPEG without EOI', 'image/jpeg', JPEG.subarray(0, JPEG.length - 2), 'damaged'],
  ['a JPEG cut in its tables', 'image/jpeg', JPEG.subarray(0, 100), 'damaged'],
  ['a JPEG without a frame header', 'image/jpeg', jpegWithoutFrame(), 'damaged'],
  ['a WEBP whose RIFF length says more than it has', 'image/webp', webpOf([webpChunks(WEBP_LOSSY)], 200), 'damaged'],
  ['a WEBP with a chunk running past the end', 'image/webp', WEBP_LOSSY.subarray(0, 30), 'damaged'],
  ['a GIF without its trailer', 'image/gif', GIF.subarray(0, GIF.length - 1), 'damaged'],
  ['a PNG with a page after IEND', 'image/png', Buffer.concat([PNG, HTML_PAGE]), 'hidden-content'],
  ['a PNG with a ZIP after IEND', 'image/png', Buffer.concat([PNG, ZIP_TAIL]), 'hidden-content'],
  ['a PNG with a script in a text chunk', 'image/png', pngWithChunk('tEXt', text('Comment\0<script>alert(1)</script>')), 'hidden-content'],
  ['a PNG signature followed by an SVG', 'image/png', Buffer.concat([PNG.subarray(0, 8), text('<svg onload=alert(1)>')]), 'hidden-content'],
  ['a JPEG with a page in its comment', 'image/jpeg', jpegWithSegment(0xfe, HTML_PAGE), 'hidden-content'],
  ['a JPEG with PHP in an APP1 segment', 'image/jpeg', jpegWithSegment(0xe1, text('Exif\0\0<?php system($_GET["c"]); ?>')), 'hidden-content'],
  ['a JPEG with a ZIP after EOI', 'image/jpeg', Buffer.concat([JPEG, ZIP_TAIL]), 'hidden-content'],
  ['a WEBP with a script in its XMP', 'image/webp', webpOf([webpChunks(WEBP_LOSSY), webpChunk('XMP ', text('<x><script>alert(1)</script></x>'))]), 'hidden-content'],
  ['a WEBP with bytes past its RIFF length', 'image/webp', Buffer.concat([WEBP_LOSSY, HTML_PAGE]), 'hidden-content'],
  ['a GIF with a script in a comment', 'image/gif', gifWithComment('<script>alert(1)</script>'), 'hidden-content'],
  ['a GIF with a page after its trailer', 'image/gif', Buffer.concat([GIF, hex('0a'), HTML_PAGE]), 'hidden-content'],
];

describe('inspectImage: structure, size and hidden content of an image', () => {
  it.each(cases)('%s', (_label, mime, bytes, expected) => {
    expect(inspectImage(mime, bytes)).toBe(expected);
  });

  it('does not judge types that are not images', () => {
    expect(inspectImage('application/pdf', text('%PDF-1.7 <script>'))).toBeNull();
  });
});
