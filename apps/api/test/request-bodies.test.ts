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

it.each(Object.entries(BODIES))("%s validates with core's %s and publishes it", (operation, name) => {
  const [method, path] = operation.split(' ') as [string, string];
  const route = routes.find((declared) => declared.method === method && declared.path === path);
  const declaration = answers[name] as AnyObjectSchema;
  expect(route?.body).toBe(declaration);
  const published = document.paths[path]?.[method]?.requestBody.content[route?.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json'];
  expect(published?.schema).toEqual(yupToJsonSchema(declaration));
});
