// The pictures the catalogue import stored (catalogue-import/pictures.ts): every size in WebP and
// JPEG, at file names made of the source's hash, so a name never changes content and answers
// are cached for good. Product links (n.png) answer the product-page size through image-routes.
import type { Context } from 'hono';
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { file } from '../http/schemas/responses';
import type { FileStore } from '../uploads/file-store';

/** The file names pictures.ts gives: '<32 hex>-w<width>.webp|jpg'. */
export const STORED_PICTURE_FILE = /^[0-9a-f]{32}-w[0-9]{2,4}\.(webp|jpg)$/;

export async function storedPictureResponse(c: Context, files: FileStore, key: string): Promise<Response> {
  const found = await files.get(key);
  if (!found) throw notFound('Image not found.');
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('Content-Type', found.info.contentType);
  return c.body(new Uint8Array(Buffer.concat(chunks)));
}

export function registerImportedPictureRoutes(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/catalogue-pictures/{file}',
    summary: 'A picture loaded by the catalogue import, in one of its sizes: <hash>-w<width>.webp or .jpg',
    tags: ['images'],
    params: object({ file: string().matches(STORED_PICTURE_FILE, 'Unknown image.').required() }),
    responses: { 200: file(['image/webp', 'image/jpeg'], 'The picture'), 404: 'Unknown picture' },
    handler: async ({ c, params }) => storedPictureResponse(c, deps.files, `catalogue/${params.file}`),
  });
}
