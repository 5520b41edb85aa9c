// Answers one picture the catalogue import stored (catalogue-import/pictures.ts). Its file name is
// made of the source's hash, so a name never changes content and the answer is cached for good.
// Used by the imported pictures' own route and by product links (n.png, catalogue/image-routes.ts).
import type { Context } from 'hono';
import { notFound } from '../http/errors';
import { fitToLinkPreview } from '../catalogue/pictures/render';
import type { FileStore } from '../uploads/file-store';

/**
 * `asLinkPreview`: a product's share.png made from its imported picture. Its address names no
 * file, so it is kept a day, as the drawn pictures' stable addresses are.
 */
export async function storedPictureResponse(c: Context, files: FileStore, key: string, asLinkPreview = false): Promise<Response> {
  const found = await files.get(key);
  if (!found) throw notFound('Image not found.');
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (asLinkPreview) {
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(await fitToLinkPreview(bytes)));
  }
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('Content-Type', found.info.contentType);
  return c.body(new Uint8Array(bytes));
}
