// A feed's pictures: read from a file beside the feed or fetched over http(s), checked as every
// upload is (the sniffed type, then image-check's walk of the whole structure: cut short, pixel
// flood, markup hidden in metadata or after the end), then decoded and encoded afresh with
// sharp in the sizes the storefront shows (card, listing, product page) as WebP and JPEG, with
// no metadata kept. Files are named by the source bytes' hash, so the same picture is stored
// once and a rerun stores nothing.
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { ImportedPicture } from '../db/schema/catalogue';
import type { FileStore } from '../uploads/file-store';
import { inspectImage, MAX_IMAGE_PIXELS } from '../uploads/image-check';
import { detectType, isImageType } from '../uploads/sniff';

/** Card, listing and product-page widths (px); a smaller original is not enlarged. */
export const PICTURE_WIDTHS = [400, 800, 1200] as const;
/** The width a plain product image link points at. */
export const DEFAULT_PICTURE_WIDTH = 800;
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;

const PROBLEM_TEXT = {
  damaged: 'is damaged or cut short',
  'too-many-pixels': 'has too many pixels',
  'hidden-content': 'hides markup or data besides the picture',
} as const;

export class PictureError extends Error {}

async function readCapped(stream: AsyncIterable<Uint8Array>, source: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > MAX_PICTURE_BYTES) throw new PictureError(`'${source}' is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB.`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The bytes of `source`: an http(s) address, or a file path (relative to the feed's folder). */
export async function loadSource(source: string, feedDir: string): Promise<Buffer> {
  if (/^https?:\/\//i.test(source)) {
    let response: Response;
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    } catch (error) {
      throw new PictureError(`'${source}' could not be fetched (${(error as Error).message}).`);
    }
    if (!response.ok || !response.body) throw new PictureError(`'${source}' answered ${response.status}.`);
    return readCapped(response.body as unknown as AsyncIterable<Uint8Array>, source);
  }
  const file = path.resolve(feedDir, source);
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) throw new PictureError(`'${source}' is not a file that can be read.`);
  try {
    if (!(await handle.stat()).isFile()) throw new PictureError(`'${source}' is not a file.`);
    return await readCapped(handle.createReadStream(), source);
  } finally {
    await handle.close();
  }
}

/** Checks `bytes` as an upload is checked; throws a PictureError saying what is wrong. */
export async function checkPicture(bytes: Buffer, source: string): Promise<string> {
  const mime = await detectType(bytes.subarray(0, 4100));
  if (!mime || !isImageType(mime)) throw new PictureError(`'${source}' is not a PNG, JPEG, WebP or GIF picture.`);
  const problem = inspectImage(mime, bytes);
  if (problem) throw new PictureError(`'${source}' ${PROBLEM_TEXT[problem]}.`);
  return mime;
}

/** Stores `body` under `key` unless a file is there: a name made of a hash never changes content. */
export async function putOnce(files: FileStore, key: string, body: Buffer, contentType: string): Promise<void> {
  if (await files.get(key).then((found) => { found?.body.destroy(); return found !== null; })) return;
  try {
    await files.put(key, Readable.from(body), { contentType, size: body.length });
  } catch (error) {
    // Another import stored the same picture meanwhile: the content is the same by its name.
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
}

/** Loads, checks, re-encodes and stores one picture; the stored picture's record. */
export async function importPicture(files: FileStore, source: string, feedDir: string): Promise<ImportedPicture> {
  const bytes = await loadSource(source, feedDir);
  await checkPicture(bytes, source);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const sizes: ImportedPicture['sizes'] = {};
  try {
    const original = sharp(bytes, { failOn: 'none', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    for (const width of PICTURE_WIDTHS) {
      const resized = original.clone().resize({ width, withoutEnlargement: true }).flatten({ background: '#ffffff' });
      const [webp, jpeg] = await Promise.all([resized.clone().webp({ quality: 80 }).toBuffer(), resized.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer()]);
      const keys = { webp: `catalogue/${hash}-w${width}.webp`, jpeg: `catalogue/${hash}-w${width}.jpg` };
      await putOnce(files, keys.webp, webp, 'image/webp');
      await putOnce(files, keys.jpeg, jpeg, 'image/jpeg');
      sizes[String(width)] = keys;
    }
  } catch (error) {
    if (error instanceof PictureError) throw error;
    throw new PictureError(`'${source}' could not be decoded (${(error as Error).message}).`);
  }
  return { source, sizes };
}
