// What the public forms stored, readable over HTTP only when NODE_ENV=test: browser journeys
// cannot open the embedded database (one connection, held by the API), so they check here
// that a subscription or a glitch report with its screenshots really landed.
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';

export function registerFormTestRoutes(api: ApiRouter, deps: AppDeps, { forms }: Services): void {
  if (deps.config.nodeEnv !== 'test') return;
  api.route({
    method: 'get',
    path: '/api/test/forms',
    summary: 'Test only (NODE_ENV=test): the newsletter subscription and the newest 20 glitch reports of one email',
    tags: ['test'],
    query: object({ email: string().trim().lowercase().required() }),
    responses: {
      200: '{ newsletter { email, status } | null, glitch_reports [{ id, email, description, device, page_url, storefront, widget_version, files [{ mime, size, original_name }] }] }',
    },
    handler: ({ query }) => forms.submittedBy(query.email),
  });
}
