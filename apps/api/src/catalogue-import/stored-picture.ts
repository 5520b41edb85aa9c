// Answers one picture the catalogue import stored (catalogue-import/pictures.ts). Its file name is
// made of the source's hash, so a name never changes content and the answer is cached for good.
// Used by the imported pictures' own route and by product links (n.png, catalogue/image-routes.ts).
import type { Context } from 'hono';
import { notFound } from '../http/errors';
import { fitToLinkPreview } from '../catalogue/pictures/render';
import type { FileStore } from '../uploads/file-store';
import { putOnce } from './pictures';

async function readStored(files: FileStore, key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const found = await files.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), contentType: found.info.contentType };
}

/**
 * A stored picture fitted to a link preview, kept in the file store beside it under the same hash
 * ('…-w800.jpg' -> '…-share.png'): made on the first ask, after that read like any stored file, by
 * every process (the file store is the one they share). Fitting it took sharp about 100 ms a time.
 */
async function linkPreviewOf(files: FileStore, key: string): Promise<Buffer | null> {
  const previewKey = key.replace(/-w\d+\.[a-z]+$/, '-share.png');
  if (previewKey === key) throw new Error(`not an imported picture's size: ${key}`);
  const kept = await readStored(files, previewKey);
  if (kept) return kept.bytes;
  const source = await readStored(files, key);
  if (!source) return null;
  const fitted = await fitToLinkPreview(source.bytes);
  await putOnce(files, previewKey, fitted, 'image/png');
  return fitted;
}

/**
 * `asLinkPreview`: a product's share.png made from its imported picture. Its address names no
 * file, so it is kept a day, as the drawn pictures' stable addresses are.
 */
export async function storedPictureResponse(c: Context, files: FileStore, key: string, asLinkPreview = false): Promise<Response> {
  if (asLinkPreview) {
    const preview = await linkPreviewOf(files, key);
    if (!preview) throw notFound('api.imageNotFound');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(preview));
  }
  const stored = await readStored(files, key);
  if (!stored) throw notFound('api.imageNotFound');
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('Content-Type', stored.contentType);
  return c.body(new Uint8Array(stored.bytes));
}
