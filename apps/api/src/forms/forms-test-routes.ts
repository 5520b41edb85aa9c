// What the public forms stored, readable over HTTP only when NODE_ENV=test: browser journeys
// cannot open the embedded database (one connection, held by the API), so they check here
// that a subscription or a glitch report with its screenshots really landed.
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { arrayOf, int, nullable, obj, str } from '../http/schemas/build';
import { json } from '../http/schemas/responses';

export function registerFormTestRoutes(api: ApiRouter, deps: AppDeps, { forms }: Services): void {
  if (deps.config.nodeEnv !== 'test') return;
  api.route({
    method: 'get',
    path: '/api/test/forms',
    summary: 'Test only (NODE_ENV=test): the newsletter subscription and the newest 20 glitch reports of one email',
    tags: ['test'],
    query: object({ email: string().trim().lowercase().required() }),
    responses: {
      200: json(
        obj({
          newsletter: nullable(obj({ email: str(), status: str() })),
          glitch_reports: arrayOf(
            obj({
              id: int(),
              email: str(),
              description: str(),
              device: nullable(str()),
              page_url: nullable(str()),
              storefront: nullable(str()),
              widget_version: nullable(str()),
              files: arrayOf(obj({ mime: str(), size: int(), original_name: nullable(str()) })),
            }),
          ),
        }),
        'The subscription and the newest 20 reports of the email',
      ),
    },
    handler: ({ query }) => forms.submittedBy(query.email),
  });
}
