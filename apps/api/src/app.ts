import { Hono } from 'hono';
import type { AppDeps } from './deps';
import { createErrorHandler, messageAnswer } from './http/errors';
import { ApiRouter, buildOpenApiDocument, type AppEnv } from './http/router';
import { usePublicOrigin } from './http/public-origin';
import { corsForEmbedding, securityHeaders } from './http/security';
import { mountStorefront } from './http/static';
import { keptJsonReads } from './cache/json-reads';
import { clientKey } from './http/request-info';
import { createRedirectTable } from './content/redirect-table';
import { routeModules, type RouteModule } from './route-modules';
import { buildServices } from './services';
import { registerHealthChecks } from './http/health';
import { described, shape, text } from '@horeca/core/answers';
import { json } from './http/answers';

export interface CreatedApp {
  app: Hono<AppEnv>;
  api: ApiRouter;
}

/** Builds the whole HTTP app: security headers, CORS, every route module, OpenAPI, storefront. */
export function createApp(deps: AppDeps, modules: RouteModule[] = routeModules): CreatedApp {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders());
  app.use('*', usePublicOrigin(deps.config.publicOrigin));
  app.use('/api/*', corsForEmbedding({ allowedOrigins: deps.config.allowedOrigins, allowLocalhost: deps.config.corsAllowLocalhost }));
  app.onError(createErrorHandler(deps.logger));

  // Before the routes: a guest's kept catalogue read is answered without them (cache/json-reads.ts).
  if (deps.config.render.cache) app.use('/api/frontend/*', keptJsonReads(deps.db, { seconds: deps.config.render.cacheSeconds, maxBytes: deps.config.render.cacheMb * 1024 * 1024 }));
  const api = new ApiRouter(app, deps.resolveCustomer);
  registerHealthChecks(api, deps);
  const services = buildServices(deps);
  for (const register of modules) register(api, deps, services);
  api.route({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI document, generated from the route declarations',
    tags: ['system'],
    responses: { 200: json(shape({ openapi: text(), info: shape({ title: text(), version: text() }), paths: described<Record<string, unknown>>({ type: 'object' }) }), 'OpenAPI 3.1 document') },
    handler: () =>
      buildOpenApiDocument(api.routes, {
        title: 'Horeca catalogue API',
        version: '0.1.0',
        description: 'Catalogue, search, content and commerce calls of the Horeca storefront.',
      }),
  });

  api.answerWrongMethods();
  app.notFound((c) => messageAnswer(c, 404, 'api.notFound'));
  if (deps.config.publicDir) {
    const redirectTable = createRedirectTable(deps.db, deps.logger);
    mountStorefront(app, deps.config.publicDir, {
      ssrEntry: deps.config.ssrEntry,
      render: { settings: deps.config.render, db: deps.db, clientAddress: (c) => clientKey(c, deps), logger: deps.logger },
      findRedirect: (url) => redirectTable.find(url),
      frameAncestors: deps.config.frameAncestors,
    });
  }
  return { app, api };
}
