// The stored price-match claims of one email, readable over HTTP only when NODE_ENV=test:
// browser journeys cannot open the embedded database (one connection, held by the API), so
// they check here that every field and the screenshot's very bytes (by SHA-256) landed.
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { arrayOf, int, nullable, obj, str } from '../http/schemas/build';
import { dataOf, json } from '../http/schemas/responses';

export function registerClaimTestRoutes(api: ApiRouter, deps: AppDeps, { forms }: Services): void {
  if (deps.config.nodeEnv !== 'test') return;
  api.route({
    method: 'get',
    path: '/api/test/price-match-claims',
    summary: 'Test only (NODE_ENV=test): the newest 20 price-match claims of one email, every stored column and the screenshot',
    tags: ['test'],
    query: object({ email: string().trim().lowercase().required() }),
    responses: { 200: json(dataOf(arrayOf(obj({ id: int(), customerEmail: str(), screenshot: nullable(obj({ mime: str(), size: int(), sha256: str() })) }))), 'Every stored column (camelCase), newest first') },
    handler: async ({ query }) => ({ data: await forms.claimsBy(query.email) }),
  });
}
