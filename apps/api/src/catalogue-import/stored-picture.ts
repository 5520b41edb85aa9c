// Answers one picture the catalogue import stored (catalogue-import/pictures.ts). Its file name is
// made of the source's hash, so a name never changes content and the answer is cached for good.
// Used by the imported pictures' own route and by product links (n.png, catalogue/image-routes.ts).
import type { Context } from 'hono';
import { notFound } from '../http/errors';
import type { FileStore } from '../uploads/file-store';

export async function storedPictureResponse(c: Context, files: FileStore, key: string): Promise<Response> {
  const found = await files.get(key);
  if (!found) throw notFound('Image not found.');
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('Content-Type', found.info.contentType);
  return c.body(new Uint8Array(Buffer.concat(chunks)));
}
