// XML sitemap routes for search engines: declarations only; the sitemaps are built in
// sitemap-service.ts.
import type { Context } from 'hono';
import { number, object } from 'yup';
import type { AppDeps } from '../deps';
import { publicOrigin } from '../http/public-origin';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { file } from '../http/answers';
import { said } from '../words/message-keys';

function xmlResponse(c: Context, document: string): Response {
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(document);
}

export function registerSitemapXmlRoutes(api: ApiRouter, _deps: AppDeps, { sitemap }: Services): void {
  api.route({
    method: 'get', path: '/api/sitemap.xml', summary: 'Sitemap index: the page sitemap and the product sitemaps', tags: ['content'],
    responses: { 200: file(['application/xml'], 'A sitemap') },
    handler: async ({ c }) => xmlResponse(c, await sitemap.indexXml(publicOrigin(c))),
  });

  api.route({
    method: 'get', path: '/api/sitemap-pages.xml', summary: 'Home, departments, categories, brands, information pages, blog and SEO pages', tags: ['content'],
    responses: { 200: file(['application/xml'], 'A sitemap') },
    handler: async ({ c }) => xmlResponse(c, await sitemap.pagesXml()),
  });

  api.route({
    method: 'get', path: '/api/sitemaps/products/{n}', summary: 'Product pages, 5000 per sitemap', tags: ['content'],
    params: object({ n: number().typeError(said('api.unknownSitemap')).integer().min(1).max(1000).required() }),
    responses: { 200: file(['application/xml'], 'A sitemap of products'), 404: 'Past the last product sitemap' },
    handler: async ({ c, params }) => xmlResponse(c, await sitemap.productsXml(params.n)),
  });
}
