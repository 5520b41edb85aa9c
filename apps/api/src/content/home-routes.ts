// Home sliders, old-path redirects and the visitor's location: declarations only; the queries
// live in content-service.ts.
import { number, object, string } from 'yup';
import type { AppDeps } from '../deps';
import { publicOrigin } from '../http/public-origin';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { detectLocation } from './location';
import { locationAnswer, redirectAnswer, sliderAnswer } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said } from '../words/message-keys';

export function registerHomeRoutes(api: ApiRouter, deps: AppDeps, { content }: Services): void {
  api.route({
    method: 'get',
    path: '/api/frontend/sliders/{id}',
    summary: 'Home slider items',
    tags: ['content'],
    params: object({ id: number().typeError(said('api.namedFieldNumber', { name: 'id' })).integer().positive().required() }),
    responses: { 200: json(sliderAnswer, 'The slides in order') },
    handler: ({ c, params, locale }) => content.sliders(params.id, publicOrigin(c), locale),
  });

  api.route({
    method: 'get',
    path: '/api/redirects/from/{path...}',
    summary: 'Redirect lookup for an old storefront path (GET /redirects/from{path})',
    tags: ['content'],
    params: object({ path: string().max(500).required() }),
    responses: { 200: json(redirectAnswer, 'Where the old path goes'), 404: 'No redirect for this path' },
    handler: ({ params }) => content.redirectFrom(params.path),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/location',
    summary: 'Detected location of the visitor (city, regionName, country, countryCode, org, zip)',
    tags: ['content'],
    responses: { 200: json(locationAnswer, 'The location guessed from the address') },
    handler: ({ c, locale }) => {
      c.header('Cache-Control', 'private, no-store');
      return detectLocation(c, deps.config.allowDebugCountry, locale);
    },
  });
}
