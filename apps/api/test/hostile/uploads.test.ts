// Issues 3 and 9: a corpus of bad files, generated here, sent through the real forms: as
// glitch-report screenshots (PNG, JPEG or GIF, 5MB each) and as the price-match claim's
// competitor screenshot (JPG, PNG or WEBP, 2MB). Every one is refused at its field with a
// message that names the file and says what is wrong, nothing is left on disk (neither kept
// nor in the temporary folder), and whole images of each accepted type get through.
import fs from 'node:fs';
import path from 'node:path';
import type { ImageProblem } from '../../src/uploads/image-check';
import { GIF, HTML, JPEG, PNG, SVG, blob, pngOfSize } from '../commerce-fixtures';
import { startTestApi, type TestApi } from '../harness';
import { claimForm } from './claim-form';
import { hex, IMAGE_CASES, text, WEBP_LOSSY } from './image-corpus';
import { resetAbuseLimits } from '../../src/rate-limit/limits';

const MB = 1024 * 1024;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
}, 120_000);
afterAll(async () => api?.close());
beforeEach(async () => {
  await resetAbuseLimits(api.db);
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
  ['truncated-signature.png', PNG.subarray(0, 4), 'image/png', 'type'],
  ['empty.png', Buffer.alloc(0), 'image/png', 'empty'],
];

/** A damaged image reads so; a pixel flood is too large; hidden content makes it not a supported image. */
const FAULT_OF: Record<ImageProblem, Fault> = { damaged: 'damaged', 'too-many-pixels': 'pixels', 'hidden-content': 'type' };

/** The bad images of the structure walk's cases, as a form accepting `types` must refuse them. */
const badImagesOf = (types: readonly string[]): BadFile[] =>
  IMAGE_CASES.flatMap(([name, mime, bytes, problem]) => {
    if (problem === null) return [];
    return [[name, bytes, mime, types.includes(mime) ? FAULT_OF[problem] : 'type'] as BadFile];
  });
const wholeImagesOf = (types: readonly string[]) =>
  IMAGE_CASES.flatMap(([name, mime, bytes, problem]) => (problem === null && types.includes(mime) ? [[name, bytes, mime] as const] : []));

const GLITCH_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
const CLAIM_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Glitch screenshots: PNG, JPEG or GIF up to 5MB. */
const badScreenshots: BadFile[] = [
  ...notImages,
  ...badImagesOf(GLITCH_TYPES),
  ['a.webp', WEBP_LOSSY, 'image/webp', 'type'],
  ['too-large.png', pngOfSize(5 * MB + 1), 'image/png', 'size'],
  ['far-too-large.png', pngOfSize(12 * MB), 'image/png', 'size'],
];

/** Claim screenshots: JPG, PNG or WEBP up to 2MB (docs/behaviour.md §5). */
const badClaimScreenshots: BadFile[] = [
  ...notImages,
  ...badImagesOf(CLAIM_TYPES),
  ['2mb-and-1-byte.png', pngOfSize(2 * MB + 1), 'image/png', 'size'],
  ['a-gif.png', GIF, 'image/png', 'type'],
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
    ...wholeImagesOf(GLITCH_TYPES),
    ['exactly-5mb.png', pngOfSize(5 * MB), 'image/png'],
    ['claimed-wrongly.png', JPEG, 'application/octet-stream'],
  ] as const)('as a glitch screenshot: %s', async (name, bytes, type) => {
    await accepted(() => sendScreenshot(name, bytes, type));
  });

  it.each([...wholeImagesOf(CLAIM_TYPES), ['exactly-2mb.png', pngOfSize(2 * MB), 'image/png']] as const)('as a claim screenshot: %s', async (name, bytes, type) => {
    expect(bytes.length).toBeLessThanOrEqual(2 * MB);
    await accepted(() => sendClaim(name, bytes, type));
  });

  it('the claim limit is exactly 2,097,152 bytes', () => {
    expect(pngOfSize(2 * MB).length).toBe(2_097_152);
    expect(badClaimScreenshots.find(([name]) => name === '2mb-and-1-byte.png')?.[1].length).toBe(2_097_153);
  });
});
