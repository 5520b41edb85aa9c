// Issue 27, one vocabulary: each body the client sends is declared once, in core
// (packages/core/src/answers/requests-*.ts). The route validates with that very schema and the
// OpenAPI document publishes it, and core's client type of the body is inferred from it, so a
// rule changed in one place changes all three. A route that builds its own copy fails here.
import * as answers from '@horeca/core/answers';
import type { AnyObjectSchema } from 'yup';
import { createApp } from '../src/app';
import { yupToJsonSchema } from '../src/http/json-schema';
import { startTestApi, type TestApi } from './harness';

/** `METHOD path` -> the name of core's declaration of its body. */
const BODIES: Record<string, keyof typeof answers> = {
  'post /api/frontend/login': 'loginRequest',
  'post /api/frontend/auth/google': 'googleSignInRequest',
  'post /api/frontend/auth/apple': 'appleSignInRequest',
  'post /api/frontend/register': 'registrationRequest',
  'post /api/newsletters': 'newsletterRequest',
  'post /api/store-lead': 'storeLeadRequest',
  'post /api/frontend/cart/add': 'cartLineRequest',
  'put /api/frontend/cart/decrease': 'cartLineRequest',
  'post /api/frontend/wishlist/add': 'wishlistProductRequest',
  'post /api/frontend/save-for-later': 'wishlistProductRequest',
  'post /api/frontend/customer-address': 'addressRequest',
  'put /api/frontend/customer-address/{id}': 'addressRequest',
  'put /api/frontend/account/profile': 'profileRequest',
  'post /api/frontend/account/business-request': 'businessApplicationRequest',
};

/** Core's body with the API's own limit on how many lines one request carries: [declaration, its list, at most]. */
const CAPPED: Record<string, [keyof typeof answers, string, number]> = {
  'post /api/frontend/cart/add-multiple': ['addMultipleToCartRequest', 'products', 100],
  'post /api/frontend/wishlist/add-multiple': ['addMultipleToWishlistRequest', 'products', 200],
  'post /api/frontend/quotes': ['quoteRequest', 'items', 200],
  'put /api/frontend/quotes/{id}': ['quoteRequest', 'items', 200],
};

let api: TestApi;
let routes: ReturnType<typeof createApp>['api']['routes'];
let document: { paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>> };
beforeAll(async () => {
  api = await startTestApi();
  routes = createApp(api.server.deps).api.routes;
  document = (await api.get('/api/openapi.json')).body;
});
afterAll(() => api?.close());

function declared(operation: string) {
  const [method, path] = operation.split(' ') as [string, string];
  const route = routes.find((candidate) => candidate.method === method && candidate.path === path);
  return { route, published: document.paths[path]?.[method]?.requestBody.content['application/json']?.schema };
}

it.each(Object.entries(BODIES))("%s validates with core's %s and publishes it", (operation, name) => {
  const { route, published } = declared(operation);
  const declaration = answers[name] as AnyObjectSchema;
  expect(route?.body).toBe(declaration);
  expect(published).toEqual(yupToJsonSchema(declaration));
});

it.each(Object.entries(CAPPED))("%s validates core's %s, its %s at most %s", (operation, [name, list, most]) => {
  const core = yupToJsonSchema(answers[name] as AnyObjectSchema);
  const { published } = declared(operation);
  expect(published).toEqual({ ...core, properties: { ...core.properties, [list]: { ...core.properties?.[list], maxItems: most } } });
});
