import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { number, object, string } from 'yup';
import { blogPosts, products, sales, sliders } from '../db/schema/catalogue';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { catalogueCache } from './catalogue-cache';
import { productPicture } from './png-artwork';
import { artwork, hueOf } from './svg';

const svgFile = (pattern: RegExp) => string().matches(pattern, 'Unknown image.').required();

function svgResponse(c: Context, svg: string): Response {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=86400, immutable');
  // An SVG opened directly must not run anything.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return c.body(svg);
}

function pngResponse(c: Context, png: Buffer): Response {
  c.header('Content-Type', 'image/png');
  c.header('Cache-Control', 'public, max-age=86400, immutable');
  return c.body(new Uint8Array(png));
}

export function registerImageRoutes(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/images/products/{id}/{file}',
    summary: 'Generated product picture n (1..image count): n.png (what products link to), or n.svg with the product named in it',
    tags: ['images'],
    params: object({ id: number().typeError('Unknown image.').integer().positive().required(), file: svgFile(/^[1-9]\.(svg|png)$/) }),
    responses: { 200: 'image/png or image/svg+xml', 404: 'Unknown product or image' },
    handler: async ({ c, params }) => {
      const rows = await deps.db
        .select({ name: products.name, brandId: products.brandId, departmentId: products.departmentId, categoryId: products.categoryId, imageCount: products.imageCount, sku: products.sku })
        .from(products)
        .where(eq(products.id, params.id))
        .limit(1);
      const product = rows[0];
      const n = Number(params.file.slice(0, 1));
      if (!product || n > product.imageCount) throw notFound('Image not found.');
      const cache = await catalogueCache(deps.db);
      const department = cache.categoriesById.get(product.departmentId);
      if (params.file.endsWith('.png')) return pngResponse(c, productPicture({ hue: hueOf(department?.slug ?? ''), variant: n }));
      return svgResponse(c, artwork({
        title: cache.categoriesById.get(product.categoryId)?.name ?? product.name,
        subtitle: cache.brandsById.get(product.brandId)?.name ?? '',
        caption: product.sku,
        hue: hueOf(department?.slug ?? ''),
        variant: n,
      }));
    },
  });

  api.route({
    method: 'get',
    path: '/api/images/categories/{file}',
    summary: 'Generated category picture: slug.png (what categories link to), or slug.svg with the name in it',
    tags: ['images'],
    params: object({ file: svgFile(/^[a-z0-9-]+\.(svg|png)$/) }),
    responses: { 200: 'image/png or image/svg+xml', 404: 'Unknown category' },
    handler: async ({ c, params }) => {
      const cache = await catalogueCache(deps.db);
      const category = cache.categoriesBySlug.get(params.file.replace(/\.(svg|png)$/, ''));
      if (!category) throw notFound('Image not found.');
      let root = category;
      while (root.parentId !== null) root = cache.categoriesById.get(root.parentId) ?? root;
      // Sister categories differ in shape and height, as a product's pictures do.
      if (params.file.endsWith('.png')) return pngResponse(c, productPicture({ hue: hueOf(root.slug), variant: 1 + (category.id % 6), width: 400, height: 400 }));
      return svgResponse(c, artwork({ title: category.name, hue: hueOf(root.slug), width: 400, height: 400 }));
    },
  });

  api.route({
    method: 'get',
    path: '/api/images/brands/{file}',
    summary: 'Generated brand logo as SVG',
    tags: ['images'],
    params: object({ file: svgFile(/^[a-z0-9-]+\.svg$/) }),
    responses: { 200: 'image/svg+xml', 404: 'Unknown brand' },
    handler: async ({ c, params }) => {
      const cache = await catalogueCache(deps.db);
      const brand = cache.brandsBySlug.get(params.file.replace(/\.svg$/, ''));
      if (!brand) throw notFound('Image not found.');
      return svgResponse(c, artwork({ title: brand.name, hue: hueOf(brand.name), width: 400, height: 200 }));
    },
  });

  api.route({
    method: 'get',
    path: '/api/images/{kind}/{file}',
    summary: 'Generated slider, blog and sale artwork as SVG',
    tags: ['images'],
    params: object({
      kind: string().oneOf(['sliders', 'blog', 'sales'], 'Unknown image.').required(),
      file: svgFile(/^[0-9]+(-[0-9]+)?\.svg$/),
    }),
    responses: { 200: 'image/svg+xml', 404: 'Unknown image' },
    handler: async ({ c, params }) => {
      const [first, second] = params.file.replace(/\.svg$/, '').split('-').map(Number);
      let title: string | undefined;
      if (params.kind === 'sliders') {
        const rows = await deps.db.select({ title: sliders.title }).from(sliders).where(eq(sliders.sliderId, first ?? 0)).orderBy(sliders.position);
        title = rows[(second ?? 1) - 1]?.title;
      } else if (params.kind === 'blog') {
        title = (await deps.db.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, first ?? 0)).limit(1))[0]?.title;
      } else {
        title = (await deps.db.select({ title: sales.name }).from(sales).where(eq(sales.id, first ?? 0)).limit(1))[0]?.title;
      }
      if (!title) throw notFound('Image not found.');
      const wide = params.kind !== 'blog';
      // The storefront sets a slide's headline over its picture: the picture stays wordless.
      return svgResponse(c, artwork({ title, hue: hueOf(title), width: wide ? 1200 : 800, height: wide ? 400 : 450, drawTitle: params.kind !== 'sliders' }));
    },
  });
}
