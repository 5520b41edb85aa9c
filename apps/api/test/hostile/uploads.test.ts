// Issue 9: a corpus of bad files, generated here, sent as glitch-report screenshots (PNG,
// JPEG or GIF, 5MB each): every one refused with a message naming the file, nothing left on
// disk (neither kept nor in the temporary folder); real images of each type accepted.
import fs from 'node:fs';
import path from 'node:path';
import { GIF, HTML, JPEG, PNG, SVG, blob, pngOfSize } from '../commerce-fixtures';
import { startTestApi, type TestApi } from '../harness';

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

const text = (value: string) => Buffer.from(value);
const hex = (value: string) => Buffer.from(value, 'hex');

/** [file name, bytes, the type the sender claims]: none of them is a PNG, JPEG or GIF image. */
const badFiles: [string, Buffer, string][] = [
  ['empty.png', Buffer.alloc(0), 'image/png'],
  ['page.png', HTML, 'image/png'],
  ['page.html', HTML, 'image/png'],
  ['script.svg', SVG, 'image/svg+xml'],
  ['script-svg.png', SVG, 'image/png'],
  ['svg-no-xml.gif', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/gif'],
  ['document.pdf.png', text('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'image/png'],
  ['code.js.gif', text('alert(document.cookie)'), 'image/gif'],
  ['shell.php.jpg', text('<?php system($_GET["c"]); ?>'), 'image/jpeg'],
  ['program.exe.png', Buffer.concat([text('MZ'), Buffer.alloc(200)]), 'image/png'],
  ['linux.elf.gif', Buffer.concat([hex('7f454c46'), Buffer.alloc(200)]), 'image/gif'],
  ['archive.zip.png', Buffer.concat([hex('504b0304'), Buffer.alloc(200)]), 'image/png'],
  ['truncated-signature.png', PNG.subarray(0, 4), 'image/png'],
  ['truncated.jpg', hex('ffd8'), 'image/jpeg'],
  ['truncated.gif', text('GIF8'), 'image/gif'],
  ['picture.webp.png', Buffer.concat([text('RIFF'), hex('24000000'), text('WEBPVP8 '), Buffer.alloc(40)]), 'image/png'],
  ['bitmap.bmp.png', Buffer.concat([text('BM'), Buffer.alloc(60)]), 'image/png'],
  ['scan.tiff.jpg', Buffer.concat([hex('49492a00'), Buffer.alloc(60)]), 'image/jpeg'],
  ['icon.ico.png', Buffer.concat([hex('00000100'), Buffer.alloc(60)]), 'image/png'],
  ['movie.mp4.gif', Buffer.concat([hex('0000001c667479706d703432000000006d70343269736f6d'), Buffer.alloc(64)]), 'image/gif'],
  ['notes.txt', text('just some notes'), 'text/plain'],
  ['data.json.png', text('{"image": true}'), 'image/png'],
  ['entity.xml.png', text('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'), 'image/png'],
  ['table.csv.jpg', text('=cmd|" /C calc"!A0,b\n1,2'), 'image/jpeg'],
  ['letter.rtf.png', text('{\\rtf1\\ansi hello}'), 'image/png'],
  ['random.png', Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 7919) % 251)), 'image/png'],
  ['../../../etc/evil.png', HTML, 'image/png'],
  ['image.png.html', HTML, 'text/html'],
  ['wasm.gif', Buffer.concat([hex('0061736d01000000'), Buffer.alloc(32)]), 'image/gif'],
  ['gzip.png', Buffer.concat([hex('1f8b0800'), Buffer.alloc(32)]), 'image/png'],
  ['too-large.png', pngOfSize(5 * MB + 1), 'image/png'],
  ['far-too-large.png', pngOfSize(12 * MB), 'image/png'],
];

async function sendScreenshot(name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('email', 'corpus@example.com');
  form.append('description', 'Uploading a screenshot of the problem.');
  form.append('device', 'Desktop');
  form.append('images[]', blob(bytes, type), name);
  return api.post('/api/frontend/glitch-errors', form);
}

describe('the upload corpus', () => {
  it('has at least 30 bad files', () => {
    expect(badFiles.length).toBeGreaterThanOrEqual(30);
  });

  it.each(badFiles.map(([name, bytes, type]) => [name, bytes, type] as const))('refuses %s with a clear message and keeps nothing', async (name, bytes, type) => {
    const before = kept();
    const response = await sendScreenshot(name, bytes, type);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const messages: string[] = Object.values((response.body.errors ?? {}) as Record<string, string[]>).flat();
    const shownName = name.split('/').pop() as string;
    // The message names the file (spec 5) and says what is wrong.
    expect(messages.join(' ') || response.body.message).toMatch(new RegExp(`(${shownName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|file).*(not supported|too large|empty)|too large`, 'i'));
    expect(kept()).toEqual(before);
    expect(temporary()).toEqual([]);
  });

  it.each([
    ['one.png', PNG, 'image/png'],
    ['two.jpg', JPEG, 'image/jpeg'],
    ['three.gif', GIF, 'image/gif'],
    ['exactly-5mb.png', pngOfSize(5 * MB), 'image/png'],
    ['claimed-wrongly.png', JPEG, 'application/octet-stream'],
  ] as const)('accepts a real image: %s', async (name, bytes, type) => {
    const before = kept().length;
    const response = await sendScreenshot(name, bytes, type);
    expect(response.status).toBe(201);
    expect(kept().length).toBe(before + 1);
    expect(temporary()).toEqual([]);
  });
});
