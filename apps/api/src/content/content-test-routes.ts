// Test only (NODE_ENV=test): stored hostile text for the hostile-input journeys; see
// hostile-content.ts.
import { number, object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { arrayOf, int, nullable, obj } from '../http/schemas/build';
import { json } from '../http/schemas/responses';

export function registerContentTestRoutes(api: ApiRouter, deps: AppDeps, { content }: Services): void {
  if (deps.config.nodeEnv !== 'test') return;
  api.route({
    method: 'post',
    path: '/api/test/content/hostile',
    summary: 'Test only (NODE_ENV=test): store given text as a product’s name, description and FAQ answer, an FAQ answer of each storefront and the last blog post’s title and body',
    tags: ['test'],
    body: object({
      product_id: number().integer().positive().required(),
      name: string().required(),
      html: string().required(),
    }),
    responses: { 200: json(obj({ product_id: int(), blog_post_id: nullable(int()), faq_ids: arrayOf(int()) }), 'What now carries the text'), 404: 'No such product' },
    handler: ({ body }) => content.storeHostileContent(body),
  });
}
