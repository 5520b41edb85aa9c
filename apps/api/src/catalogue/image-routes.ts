// Generated picture routes: declarations only; the drawing lives in image-service.ts.
import type { Context } from 'hono';
import { number, object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import type { Picture } from './image-service';
import { file } from '../http/schemas/responses';

const svgFile = (pattern: RegExp) => string().matches(pattern, 'Unknown image.').required();

/** A generated picture as a long-cached response; an SVG opened directly must not run anything. */
function pictureResponse(c: Context, picture: Picture): Response {
  c.header('Cache-Control', 'public, max-age=86400, immutable');
  if ('png' in picture) {
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(picture.png));
  }
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return c.body(picture.svg);
}

export function registerImageRoutes(api: ApiRouter, _deps: AppDeps, { images }: Services): void {
  api.route({
    method: 'get',
    path: '/api/images/products/{id}/{file}',
    summary: 'Generated product picture n (1..image count): n.png (what products link to), n.svg with the product named in it, or share.png (1200 x 630, for link previews)',
    tags: ['images'],
    params: object({ id: number().typeError('Unknown image.').integer().positive().required(), file: svgFile(/^([1-9]\.(svg|png)|share\.png)$/) }),
    responses: { 200: file(['image/png', 'image/svg+xml'], 'The image'), 404: 'Unknown product or image' },
    handler: async ({ c, params }) => pictureResponse(c, await images.product(params.id, params.file)),
  });

  api.route({
    method: 'get',
    path: '/api/images/categories/{file}',
    summary: 'Generated category picture: slug.png (what categories link to), or slug.svg with the name in it',
    tags: ['images'],
    params: object({ file: svgFile(/^[a-z0-9-]+\.(svg|png)$/) }),
    responses: { 200: file(['image/png', 'image/svg+xml'], 'The image'), 404: 'Unknown category' },
    handler: async ({ c, params }) => pictureResponse(c, await images.category(params.file)),
  });

  api.route({
    method: 'get',
    path: '/api/images/brands/{file}',
    summary: 'Generated brand logo as SVG',
    tags: ['images'],
    params: object({ file: svgFile(/^[a-z0-9-]+\.svg$/) }),
    responses: { 200: file(['image/svg+xml'], 'The logo'), 404: 'Unknown brand' },
    handler: async ({ c, params }) => pictureResponse(c, await images.brandLogo(params.file)),
  });

  api.route({
    method: 'get',
    path: '/api/images/{kind}/{file}',
    summary: 'Generated slider, blog and sale artwork as SVG',
    tags: ['images'],
    params: object({
      kind: string().oneOf(['sliders', 'blog', 'sales'], 'Unknown image.').required(),
      file: svgFile(/^[0-9]+(-[0-9]+)?\.svg$/),
    }),
    responses: { 200: file(['image/svg+xml'], 'The image'), 404: 'Unknown image' },
    handler: async ({ c, params }) => pictureResponse(c, await images.artwork(params.kind, params.file)),
  });
}
