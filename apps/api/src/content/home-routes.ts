import { asc, eq } from 'drizzle-orm';
import { number, object, string } from 'yup';
import { redirects, sliders } from '../db/schema/catalogue';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { publicOrigin } from '../http/public-origin';
import type { ApiRouter } from '../http/router';
import { detectLocation } from './location';
import { redirectSource } from './redirect-table';

export function registerHomeRoutes(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/frontend/sliders/{id}',
    summary: 'Home slider items',
    tags: ['content'],
    params: object({ id: number().typeError('id must be a number.').integer().positive().required() }),
    responses: { 200: '{ items: [{ id, title, subtitle, image, mobile_image, link, button_text, position }] }' },
    handler: async ({ c, params }) => {
      const origin = publicOrigin(c);
      const rows = await deps.db.select().from(sliders).where(eq(sliders.sliderId, params.id)).orderBy(asc(sliders.position));
      return {
        items: rows.map((s) => ({ id: s.id, title: s.title, subtitle: s.subtitle, image: origin + s.image, mobile_image: origin + s.mobileImage, link: s.link, button_text: s.buttonText, position: s.position })),
      };
    },
  });

  api.route({
    method: 'get',
    path: '/api/redirects/from/{path...}',
    summary: 'Redirect lookup for an old storefront path (GET /redirects/from{path})',
    tags: ['content'],
    params: object({ path: string().max(500).required() }),
    responses: { 200: '{ from, to, status_code }', 404: 'No redirect for this path' },
    handler: async ({ params }) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(params.path);
      } catch {
        throw notFound('No redirect for this path.');
      }
      const from = redirectSource(decoded);
      const rows = await deps.db.select().from(redirects).where(eq(redirects.fromPath, from)).limit(1);
      const row = rows[0];
      if (!row) throw notFound('No redirect for this path.');
      return { from: row.fromPath, to: row.toPath, status_code: row.statusCode };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/location',
    summary: 'Detected location of the visitor (city, regionName, country, countryCode, org, zip)',
    tags: ['content'],
    responses: { 200: '{ city, regionName, country, countryCode, org, zip, source }' },
    handler: ({ c }) => {
      c.header('Cache-Control', 'private, no-store');
      return detectLocation(c, deps.config.allowDebugCountry);
    },
  });
}
