// Issues 3 and 9: a corpus of bad files, generated here, sent through the real forms: as
// glitch-report screenshots (PNG, JPEG or GIF, 5MB each) and as the price-match claim's
// competitor screenshot (JPG, PNG or WEBP, 2MB). Every one is refused at its field with a
// message that names the file and says what is wrong, nothing is left on disk (neither kept
// nor in the temporary folder), and whole images of each accepted type get through.
import fs from 'node:fs';
import path from 'node:path';
import { GIF, HTML, JPEG, PNG, SVG, blob, pngOfSize } from '../commerce-fixtures';
import { startTestApi, type TestApi } from '../harness';
import { claimForm } from './claim-form';
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

const MB = 1024 * 1024;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
}, 120_000);
afterAll(async () => api?.close());
beforeEach(() => {
  for (const limiter of Object.values(api.server.deps.commerce.limits)) limiter.reset();
});

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}
const kept = () => filesUnder(path.join(api.config.dataDir, 'uploads'));
const temporary = () => filesUnder(path.join(api.config.dataDir, 'upload-tmp'));

/** What is wrong with a bad file, which decides the message the sender reads. */
type Fault = 'type' | 'size' | 'damaged' | 'pixels' | 'empty';
type BadFile = [name: string, bytes: Buffer, claimedType: string, fault: Fault];

/** The message of each fault, per form (type and size: the spec's wording). */
const MESSAGES: Record<'glitch' | 'claim', Record<Fault, (name: string) => string>> = {
  glitch: {
    type: (name) => `File ${name} is not supported. Please upload PNG, JPEG or GIF files only.`,
    size: (name) => `File ${name} is too large. Maximum size is 5MB.`,
    damaged: (name) => `File ${name} is damaged or incomplete. Please upload the image again.`,
    pixels: (name) => `File ${name} is too large. An image may be at most 16,384 pixels wide or high and 40 megapixels.`,
    empty: (name) => `File ${name} is empty.`,
  },
  claim: {
    type: (name) => `File ${name} is not supported. Please upload JPG, PNG, or WEBP files only.`,
    size: (name) => `File ${name} is too large. Maximum size is 2MB.`,
    damaged: (name) => `File ${name} is damaged or incomplete. Please upload the image again.`,
    pixels: (name) => `File ${name} is too large. An image may be at most 16,384 pixels wide or high and 40 megapixels.`,
    empty: (name) => `File ${name} is empty.`,
  },
};

/** Not images at all, sent under image names and types: both forms refuse them by their bytes. */
const notImages: BadFile[] = [
  ['page.png', HTML, 'image/png', 'type'],
  ['page.html', HTML, 'image/png', 'type'],
  ['script.svg', SVG, 'image/svg+xml', 'type'],
  ['script-svg.png', SVG, 'image/png', 'type'],
  ['svg-no-xml.jpg', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/jpeg', 'type'],
  ['document.pdf.png', text('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'image/png', 'type'],
  ['code.js.png', text('alert(document.cookie)'), 'image/png', 'type'],
  ['shell.php.jpg', text('<?php system($_GET["c"]); ?>'), 'image/jpeg', 'type'],
  ['program.exe.png', Buffer.concat([text('MZ'), Buffer.alloc(200)]), 'image/png', 'type'],
  ['linux.elf.jpg', Buffer.concat([hex('7f454c46'), Buffer.alloc(200)]), 'image/jpeg', 'type'],
  ['archive.zip.png', Buffer.concat([hex('504b0304'), Buffer.alloc(200)]), 'image/png', 'type'],
  ['bitmap.bmp.png', Buffer.concat([text('BM'), Buffer.alloc(60)]), 'image/png', 'type'],
  ['scan.tiff.jpg', Buffer.concat([hex('49492a00'), Buffer.alloc(60)]), 'image/jpeg', 'type'],
  ['icon.ico.png', Buffer.concat([hex('00000100'), Buffer.alloc(60)]), 'image/png', 'type'],
  ['movie.mp4.png', Buffer.concat([hex('0000001c667479706d703432000000006d70343269736f6d'), Buffer.alloc(64)]), 'image/png', 'type'],
  ['notes.txt', text('just some notes'), 'text/plain', 'type'],
  ['data.json.png', text('{"image": true}'), 'image/png', 'type'],
  ['entity.xml.png', text('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'), 'image/png', 'type'],
  ['table.csv.jpg', text('=cmd|" /C calc"!A0,b\n1,2'), 'image/jpeg', 'type'],
  ['letter.rtf.png', text('{\\rtf1\\ansi hello}'), 'image/png', 'type'],
  ['random.png', Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 7919) % 251)), 'image/png', 'type'],
  ['evil.png', HTML, 'image/png', 'type'],
  ['image.png.html', HTML, 'text/html', 'type'],
  ['wasm.png', Buffer.concat([hex('0061736d01000000'), Buffer.alloc(32)]), 'image/png', 'type'],
  ['gzip.png', Buffer.concat([hex('1f8b0800'), Buffer.alloc(32)]), 'image/png', 'type'],
  ['truncated.jpg', hex('ffd8'), 'image/jpeg', 'type'],
  ['empty.png', Buffer.alloc(0), 'image/png', 'empty'],
];

/** Files that start like a PNG or a JPEG (accepted by both forms) but are not whole, sane images. */
const brokenPngAndJpeg: BadFile[] = [
  ['flood.png', pngDeclaring(100_000, 100_000), 'image/png', 'pixels'],
  ['too-wide.png', pngDeclaring(16_385, 1), 'image/png', 'pixels'],
  ['48-megapixels.png', pngDeclaring(8_000, 6_000), 'image/png', 'pixels'],
  ['flood.jpg', jpegDeclaring(65_000, 65_000), 'image/jpeg', 'pixels'],
  ['no-width.png', pngDeclaring(0, 10), 'image/png', 'damaged'],
  ['truncated-signature.png', PNG.subarray(0, 4), 'image/png', 'type'],
  ['cut-in-pixels.png', PNG.subarray(0, 50), 'image/png', 'damaged'],
  ['no-iend.png', PNG.subarray(0, PNG.length - 12), 'image/png', 'damaged'],
  ['data-before-header.png', pngDataFirst(), 'image/png', 'damaged'],
  ['no-eoi.jpg', JPEG.subarray(0, JPEG.length - 2), 'image/jpeg', 'damaged'],
  ['cut-in-tables.jpg', JPEG.subarray(0, 100), 'image/jpeg', 'damaged'],
  ['no-frame.jpg', jpegWithoutFrame(), 'image/jpeg', 'damaged'],
  ['polyglot-page.png', Buffer.concat([PNG, HTML_PAGE]), 'image/png', 'type'],
  ['polyglot-zip.png', Buffer.concat([PNG, ZIP_TAIL]), 'image/png', 'type'],
  ['polyglot-zip.jpg', Buffer.concat([JPEG, ZIP_TAIL]), 'image/jpeg', 'type'],
  ['script-in-text.png', pngWithChunk('tEXt', text('Comment\0<script>alert(1)</script>')), 'image/png', 'type'],
  ['svg-after-signature.png', Buffer.concat([PNG.subarray(0, 8), text('<svg onload=alert(1)>')]), 'image/png', 'type'],
  ['page-in-comment.jpg', jpegWithSegment(0xfe, HTML_PAGE), 'image/jpeg', 'type'],
  ['php-in-exif.jpg', jpegWithSegment(0xe1, text('Exif\0\0<?php system($_GET["c"]); ?>')), 'image/jpeg', 'type'],
  ['html-after-signature.jpg', Buffer.concat([hex('ffd8ffe0'), HTML_PAGE]), 'image/jpeg', 'type'],
];

/** Glitch screenshots: PNG, JPEG or GIF up to 5MB. */
const badScreenshots: BadFile[] = [
  ...notImages,
  ...brokenPngAndJpeg,
  ['a.webp', WEBP_LOSSY, 'image/webp', 'type'],
  ['too-large.png', pngOfSize(5 * MB + 1), 'image/png', 'size'],
  ['far-too-large.png', pngOfSize(12 * MB), 'image/png', 'size'],
  ['flood.gif', gifDeclaring(65_535, 65_535), 'image/gif', 'pixels'],
  ['truncated.gif', text('GIF8'), 'image/gif', 'damaged'],
  ['no-trailer.gif', GIF.subarray(0, GIF.length - 1), 'image/gif', 'damaged'],
  ['script-in-comment.gif', gifWithComment('<script>alert(1)</script>'), 'image/gif', 'type'],
  ['polyglot-page.gif', Buffer.concat([GIF, hex('0a'), HTML_PAGE]), 'image/gif', 'type'],
];

/** Claim screenshots: JPG, PNG or WEBP up to 2MB (spec section 5). */
const badClaimScreenshots: BadFile[] = [
  ...notImages,
  ...brokenPngAndJpeg,
  ['2mb-and-1-byte.png', pngOfSize(2 * MB + 1), 'image/png', 'size'],
  ['a-gif.png', GIF, 'image/png', 'type'],
  ['flood-lossy.webp', webpLossyDeclaring(16_383, 16_383), 'image/webp', 'pixels'],
  ['flood-lossless.webp', webpLosslessDeclaring(16_384, 16_384), 'image/webp', 'pixels'],
  ['flood-extended.webp', webpExtendedDeclaring(20_000, 20_000), 'image/webp', 'pixels'],
  ['riff-says-more.webp', webpOf([webpChunks(WEBP_LOSSY)], 200), 'image/webp', 'damaged'],
  ['cut-chunk.webp', WEBP_LOSSY.subarray(0, 30), 'image/webp', 'damaged'],
  ['polyglot-page.webp', Buffer.concat([WEBP_LOSSY, HTML_PAGE]), 'image/webp', 'type'],
  ['script-in-xmp.webp', webpOf([webpChunks(WEBP_LOSSY), webpChunk('XMP ', text('<x><script>alert(1)</script></x>'))]), 'image/webp', 'type'],
];

async function sendScreenshot(name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('email', 'corpus@example.com');
  form.append('description', 'Uploading a screenshot of the problem.');
  form.append('device', 'Desktop');
  form.append('images[]', blob(bytes, type), name);
  return api.post('/api/frontend/glitch-errors', form);
}

const sendClaim = (name: string, bytes: Buffer, type: string) =>
  api.post('/api/frontend/price-match-claims', claimForm({ competitor_screenshot: blob(bytes, type) }, name));

describe.each([
  { form: 'glitch' as const, field: 'images', corpus: badScreenshots, send: sendScreenshot },
  { form: 'claim' as const, field: 'competitor_screenshot', corpus: badClaimScreenshots, send: sendClaim },
])('the upload corpus of the $form form', ({ form, field, corpus, send }) => {
  it('has at least 30 bad files', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)('refuses %s at the field with what is wrong, and keeps nothing', async (name, bytes, type, fault) => {
    const before = kept();
    const response = await send(name, bytes, type);
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([MESSAGES[form][fault](name)]);
    expect(kept()).toEqual(before);
    expect(temporary()).toEqual([]);
  });
});

describe('whole images get through', () => {
  const accepted = async (sending: () => Promise<{ status: number }>) => {
    const before = kept().length;
    expect((await sending()).status).toBe(201);
    expect(kept().length).toBe(before + 1);
    expect(temporary()).toEqual([]);
  };

  it.each([
    ['one.png', PNG, 'image/png'],
    ['two.jpg', JPEG, 'image/jpeg'],
    ['three.gif', GIF, 'image/gif'],
    ['commented.gif', gifWithComment('made with love'), 'image/gif'],
    ['long-page.png', pngDeclaring(16_384, 2_000), 'image/png'],
    ['exactly-5mb.png', pngOfSize(5 * MB), 'image/png'],
    ['claimed-wrongly.png', JPEG, 'application/octet-stream'],
  ] as const)('as a glitch screenshot: %s', async (name, bytes, type) => {
    await accepted(() => sendScreenshot(name, bytes, type));
  });

  it.each([
    ['one.png', PNG, 'image/png'],
    ['two.jpg', JPEG, 'image/jpeg'],
    ['commented.jpg', jpegWithSegment(0xfe, text('taken on a phone')), 'image/jpeg'],
    ['tool.png', pngWithChunk('tEXt', text('Software\0Screenshot tool 2.1')), 'image/png'],
    ['lossy.webp', WEBP_LOSSY, 'image/webp'],
    ['lossless.webp', WEBP_LOSSLESS, 'image/webp'],
    ['alpha.webp', WEBP_EXTENDED, 'image/webp'],
    ['exactly-2mb.png', pngOfSize(2 * MB), 'image/png'],
  ] as const)('as a claim screenshot: %s', async (name, bytes, type) => {
    expect(bytes.length).toBeLessThanOrEqual(2 * MB);
    await accepted(() => sendClaim(name, bytes, type));
  });

  it('the claim limit is exactly 2,097,152 bytes', () => {
    expect(pngOfSize(2 * MB).length).toBe(2_097_152);
    expect(badClaimScreenshots.find(([name]) => name === '2mb-and-1-byte.png')?.[1].length).toBe(2_097_153);
  });
});
