// Generated picture routes: declarations only; the drawing lives in image-service.ts.
import type { Context } from 'hono';
import { number, object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import type { ServedPicture } from './image-service';
import type { FileStore } from '../uploads/file-store';
import { storedPictureResponse } from '../catalogue-import/stored-picture';
import { file } from '../http/answers';
import { said } from '../words/message-keys';

const svgFile = (pattern: RegExp) => string().matches(pattern, { message: said('api.unknownImage') }).required();

/**
 * A generated picture: a versioned address for a year, immutable (its bytes never change); a
 * stable one (1.png, a category's) for a day, revalidated after. An imported picture is served
 * from the file store. An SVG opened directly must not run anything.
 */
async function pictureResponse(c: Context, { picture, immutable }: ServedPicture, files: FileStore): Promise<Response> {
  if ('stored' in picture) return storedPictureResponse(c, files, picture.stored, picture.linkPreview);
  c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
  if ('png' in picture || 'webp' in picture) {
    c.header('Content-Type', 'png' in picture ? 'image/png' : 'image/webp');
    return c.body(new Uint8Array('png' in picture ? picture.png : picture.webp));
  }
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return c.body(picture.svg);
}

export function registerImageRoutes(api: ApiRouter, deps: AppDeps, { images }: Services): void {
  api.route({
    method: 'get',
    path: '/api/images/products/{id}/{file}',
    summary: 'Product picture n (1..image count): n.png (what products link to; a picture the catalogue import loaded answers as its 800 px JPEG), n-{width}-{version}.png or .webp (the sizes of image_sets), n.svg with the product named in it, or share.png (the first at a link preview\'s size, 1200 x 630, an imported one fitted on white)',
    tags: ['images'],
    params: object({ id: number().typeError(said('api.unknownImage')).integer().positive().required(), file: svgFile(/^([1-9](-[0-9]{2,4}-[0-9a-z]{1,13})?\.(svg|png|webp)|share\.png)$/) }),
    responses: { 200: file(['image/png', 'image/webp', 'image/svg+xml', 'image/jpeg'], 'The image'), 404: 'Unknown product or image' },
    handler: async ({ c, params }) => pictureResponse(c, await images.product(params.id, params.file), deps.files),
  });

  api.route({
    method: 'get',
    path: '/api/images/categories/{file}',
    summary: 'Generated category picture: slug.png (what categories link to), or slug.svg with the name in it',
    tags: ['images'],
    params: object({ file: svgFile(/^[a-z0-9-]+\.(svg|png)$/) }),
    responses: { 200: file(['image/png', 'image/svg+xml'], 'The image'), 404: 'Unknown category' },
    handler: async ({ c, params }) => pictureResponse(c, await images.category(params.file), deps.files),
  });

  api.route({
    method: 'get',
    path: '/api/images/brands/{file}',
    summary: 'Generated brand logo as SVG',
    tags: ['images'],
    params: object({ file: svgFile(/^[a-z0-9-]+\.svg$/) }),
    responses: { 200: file(['image/svg+xml'], 'The logo'), 404: 'Unknown brand' },
    handler: async ({ c, params }) => pictureResponse(c, await images.brandLogo(params.file), deps.files),
  });

  api.route({
    method: 'get',
    path: '/api/images/{kind}/{file}',
    summary: 'Generated slider, blog and sale artwork as SVG',
    tags: ['images'],
    params: object({
      kind: string().oneOf(['sliders', 'blog', 'sales'], said('api.unknownImage')).required(),
      file: svgFile(/^[0-9]+(-[0-9]+)?\.svg$/),
    }),
    responses: { 200: file(['image/svg+xml'], 'The image'), 404: 'Unknown image' },
    handler: async ({ c, params }) => pictureResponse(c, await images.artwork(params.kind, params.file), deps.files),
  });
}
