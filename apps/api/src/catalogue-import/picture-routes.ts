// The pictures the catalogue import stored (catalogue-import/pictures.ts): every size in WebP and
// JPEG, at file names made of the source's hash (stored-picture.ts answers them). Product links
// (n.png) answer the product-page size through catalogue/image-routes.ts.
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { storedPictureResponse } from './stored-picture';
import { file } from '../http/answers';
import { said } from '../words/message-keys';

/** The file names pictures.ts gives: '<32 hex>-w<width>.webp|jpg'. */
export const STORED_PICTURE_FILE = /^[0-9a-f]{32}-w[0-9]{2,4}\.(webp|jpg)$/;

export function registerImportedPictureRoutes(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/catalogue-pictures/{file}',
    summary: 'A picture loaded by the catalogue import, in one of its sizes: <hash>-w<width>.webp or .jpg',
    tags: ['images'],
    params: object({ file: string().matches(STORED_PICTURE_FILE, { message: said('api.unknownImage') }).required() }),
    responses: { 200: file(['image/webp', 'image/jpeg'], 'The picture'), 404: 'Unknown picture' },
    handler: async ({ c, params }) => storedPictureResponse(c, deps.files, `catalogue/${params.file}`),
  });
}
