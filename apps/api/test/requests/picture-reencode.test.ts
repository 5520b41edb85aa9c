// Attack replay: an accepted picture was kept byte for byte. A phone photo kept its EXIF (the
// GPS position of a shopper's home), and a polyglot whose payload image-check does not read
// (a ZIP in a JPEG APP segment, a page in a private PNG chunk past the first 4 KB) was stored
// and served as it came. Now only a re-encoded copy is kept: upright, no metadata, no payload.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { blob, pngChunk } from '../commerce-fixtures';
import { useTestApi, type TestApi } from '../harness';
import { resetAbuseLimits } from '../../src/rate-limit/limits';

let api: TestApi;
useTestApi({ seedProducts: 300 }, (started) => (api = started));
beforeEach(async () => {
  await resetAbuseLimits(api.db);
});

const storedDir = () => path.join(api.config.dataDir, 'uploads', 'glitches');
const storedFiles = () => (fs.existsSync(storedDir()) ? fs.readdirSync(storedDir()) : []);

/** Sends one screenshot with a glitch report; the bytes kept on disk, or the refusal. */
async function upload(name: string, bytes: Buffer, type: string): Promise<{ status: number; stored: Buffer | null; body: unknown }> {
  const before = new Set(storedFiles());
  const form = new FormData();
  form.append('email', 'photos@example.com');
  form.append('description', 'The basket button does not answer.');
  form.append('device', 'Mobile');
  form.append('images[]', blob(bytes, type), name);
  const res = await api.post('/api/frontend/glitch-errors', form);
  const added = storedFiles().filter((file) => !before.has(file));
  expect(added.length).toBeLessThanOrEqual(1);
  return { status: res.status, body: res.body, stored: added[0] ? fs.readFileSync(path.join(storedDir(), added[0])) : null };
}

const has = (haystack: Buffer, needle: string | Buffer) => haystack.includes(typeof needle === 'string' ? Buffer.from(needle, 'latin1') : needle);

/** A 60x40 photo as a phone saves it: EXIF with the GPS position and "rotate 90° to view". */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '55/1 16/1 30/1' } })
    .toBuffer();
}

const plainJpeg = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
const plainPng = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#37a' } }).png().toBuffer();

/** A ZIP archive's local file header and end record: what unzip looks for. */
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('evil.html', 'latin1'), Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
const PAGE = '<html><body><script>alert(document.cookie)</script></body></html>';

describe('accepted pictures are re-encoded', () => {
  it('drops a phone photo’s EXIF (GPS position included) and keeps it upright', async () => {
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825) in either byte order: the fixture really carries a position.
    expect(has(sent.exif!, Buffer.from([0x88, 0x25])) || has(sent.exif!, Buffer.from([0x25, 0x88]))).toBe(true);

    const { status, stored } = await upload('holiday.jpg', photo, 'image/jpeg');
    expect(status).toBe(201);
    const kept = await sharp(stored!).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(has(stored!, 'Exif\0\0')).toBe(false);
    expect(has(stored!, 'PhoneMaker')).toBe(false);
    // Rotated into the pixels before the tag went: 60x40 shown turned is 40 wide, 60 high.
    expect([kept.width, kept.height]).toEqual([40, 60]);
  });

  it('keeps no ZIP hidden in a JPEG application segment', async () => {
    const jpeg = await plainJpeg();
    const segment = Buffer.concat([Buffer.from([0xff, 0xef]), Buffer.from([(ZIP.length + 2) >> 8, (ZIP.length + 2) & 0xff]), ZIP]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
    const { status, stored } = await upload('menu.jpg', polyglot, 'image/jpeg');
    expect(status).toBe(201);
    expect(has(stored!, 'PK\x03\x04')).toBe(false);
    expect(has(stored!, 'PK\x05\x06')).toBe(false);
    expect((await sharp(stored!).metadata()).width).toBe(16);
  });

  it('keeps no page hidden in a private PNG chunk past the first 4 KB', async () => {
    const png = await plainPng();
    const iend = png.subarray(png.length - 12);
    const polyglot = Buffer.concat([png.subarray(0, png.length - 12), pngChunk('paDd', Buffer.alloc(5000)), pngChunk('evIl', Buffer.from(PAGE)), iend]);
    const { status, stored } = await upload('screen.png', polyglot, 'image/png');
    expect(status).toBe(201);
    expect(has(stored!, '<script')).toBe(false);
    expect(has(stored!, 'evIl')).toBe(false);
    expect(stored!.length).toBeLessThan(polyglot.length);
  });

  it.each([
    ['a JPEG with a ZIP appended', async () => Buffer.concat([await plainJpeg(), ZIP]), 'image/jpeg', 'zip.jpg'],
    ['a JPEG with a page appended', async () => Buffer.concat([await plainJpeg(), Buffer.from(PAGE)]), 'image/jpeg', 'page.jpg'],
    ['a PNG with trailing data', async () => Buffer.concat([await plainPng(), Buffer.from('alert(1)//trailing')]), 'image/png', 'tail.png'],
  ])('refuses %s at the field and stores nothing', async (_label, build, type, name) => {
    const { status, stored, body } = await upload(name, await build(), type);
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { images: [expect.stringContaining(name)] } });
    expect(stored).toBeNull();
  });

  it('answers a picture that cannot be decoded as damaged, at the field', async () => {
    // Whole by structure (image-check) but its scan data is noise the decoder gives up on.
    const jpeg = await plainJpeg();
    const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const broken = Buffer.concat([jpeg.subarray(0, sos), Buffer.from([0xff, 0xda, 0x00, 0x02]), Buffer.alloc(40, 0x11), Buffer.from([0xff, 0xd9])]);
    const { status, body, stored } = await upload('noise.jpg', broken, 'image/jpeg');
    expect(stored).toBeNull();
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { images: ['File noise.jpg is damaged or incomplete. Please upload the image again.'] } });
  });
});
