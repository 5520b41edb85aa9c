// Generated pictures: product pictures (drawn per kind of product in pictures/, PNG or WebP at
// the widths a page asks for, or an SVG with the product named in it), category pictures, brand
// logos, and slider, blog and sale artwork. Nothing is stored: each picture is drawn from the
// catalogue's names and colours on request and kept in memory (pictures/render.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts, products, sales, sliders } from '../db/schema/catalogue';
import { notFound } from '../http/errors';
import { parseTaxonomy } from '../seed/tables/taxonomy';
import { catalogueCache } from './catalogue-cache';
import { KINDS, kindIdOf } from './pictures/kinds';
import { modelOf } from './pictures/model';
import { productPicture, type PictureFormat } from './pictures/render';
import { parsePictureFile, pictureVersion } from './pictures/urls';
import { artwork, hueOf } from './svg';
import { DEFAULT_PICTURE_WIDTH } from '../catalogue-import/pictures';

/**
 * A drawing, or (`stored`) the file-store key of a picture the catalogue import loaded, answered
 * as stored or (`linkPreview`) fitted to a link preview's size.
 */
export type Picture = { png: Buffer } | { webp: Buffer } | { svg: string } | { stored: string; linkPreview?: true };
/** An answer for a versioned address (cached for a year) or a stable one (cached for a day). */
export type ServedPicture = { picture: Picture; immutable: boolean };

const encoded = (format: PictureFormat | 'share', bytes: Buffer): Picture => (format === 'webp' ? { webp: bytes } : { png: bytes });

/** A leaf's sizes (24 in., 36 in....): where a product's size sits among its type's. */
let leafSizes: Map<string, string[]> | null = null;
function sizesOf(subcategory: string): string[] {
  leafSizes ??= new Map(parseTaxonomy().flatMap((d) => d.categories.flatMap((c) => c.leaves.map((leaf) => [leaf.name, leaf.sizes] as const))));
  return leafSizes.get(subcategory) ?? [];
}

export function createImageService(db: Db) {
  return {
    /** Product picture n (1..image count): see pictures/urls.ts for the addresses. */
    async product(id: number, file: string): Promise<ServedPicture> {
      const parsed = parsePictureFile(file);
      if (!parsed) throw notFound('api.imageNotFound');
      const rows = await db
        .select({ name: products.name, brandId: products.brandId, departmentId: products.departmentId, categoryId: products.categoryId, imageCount: products.imageCount, sku: products.sku, pictures: products.pictures })
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      const product = rows[0];
      if (!product || parsed.n > product.imageCount) throw notFound('api.imageNotFound');
      // An imported picture (catalogue-import/pictures.ts) at the width a product link shows;
      // its stored key changes with its bytes, so it is served as its own file.
      const imported = product.pictures?.[parsed.n - 1]?.sizes[String(DEFAULT_PICTURE_WIDTH)];
      if (imported) return { picture: parsed.format === 'share' ? { stored: imported.jpeg, linkPreview: true } : { stored: imported.jpeg }, immutable: false };
      const cache = await catalogueCache(db);
      const department = cache.categoriesById.get(product.departmentId);
      const subcategory = cache.categoriesById.get(product.categoryId)?.name ?? '';
      const brand = cache.brandsById.get(product.brandId)?.name ?? '';
      if (parsed.format === 'svg') {
        return { picture: { svg: artwork({ title: subcategory || product.name, subtitle: brand, caption: product.sku, hue: hueOf(department?.slug ?? ''), variant: parsed.n }) }, immutable: false };
      }
      const kindId = kindIdOf(subcategory);
      const bytes = await productPicture(
        {
          kind: KINDS[kindId]!,
          kindId,
          departmentHue: hueOf(department?.slug ?? ''),
          brandHue: hueOf(brand),
          model: modelOf({ name: product.name, brand, sizes: sizesOf(subcategory), seed: product.sku }),
          view: parsed.n,
          width: parsed.width ?? 600,
        },
        parsed.format,
      );
      // An old version's address answers with today's picture, but only for a short while.
      return { picture: encoded(parsed.format, bytes), immutable: parsed.version !== null && parsed.version === pictureVersion(kindId, brand, product.name) };
    },

    /** A category's picture: slug.png, or slug.svg with the name in it. */
    async category(file: string): Promise<ServedPicture> {
      const cache = await catalogueCache(db);
      const category = cache.categoriesBySlug.get(file.replace(/\.(svg|png)$/, ''));
      if (!category) throw notFound('api.imageNotFound');
      let root = category;
      while (root.parentId !== null) root = cache.categoriesById.get(root.parentId) ?? root;
      // A category shows what its first subcategory sells.
      let first = category;
      for (let child = cache.childrenOf.get(first.id)?.[0]; child; child = cache.childrenOf.get(first.id)?.[0]) first = child;
      if (file.endsWith('.png')) {
        const kindId = kindIdOf(first.name);
        const bytes = await productPicture(
          { kind: KINDS[kindId]!, kindId, departmentHue: hueOf(root.slug), brandHue: hueOf(category.name), model: modelOf({ name: category.name, brand: '', seed: category.slug }), view: 1, width: 400 },
          'png',
        );
        return { picture: { png: bytes }, immutable: false };
      }
      return { picture: { svg: artwork({ title: category.name, hue: hueOf(root.slug), width: 400, height: 400 }) }, immutable: false };
    },

    async brandLogo(file: string): Promise<ServedPicture> {
      const cache = await catalogueCache(db);
      const brand = cache.brandsBySlug.get(file.replace(/\.svg$/, ''));
      if (!brand) throw notFound('api.imageNotFound');
      return { picture: { svg: artwork({ title: brand.name, hue: hueOf(brand.name), width: 400, height: 200 }) }, immutable: false };
    },

    /** Slider, blog and sale artwork. */
    async artwork(kind: string, file: string): Promise<ServedPicture> {
      const [first, second] = file.replace(/\.svg$/, '').split('-').map(Number);
      let title: string | undefined;
      if (kind === 'sliders') {
        const rows = await db.select({ title: sliders.title }).from(sliders).where(eq(sliders.sliderId, first ?? 0)).orderBy(sliders.position);
        title = rows[(second ?? 1) - 1]?.title;
      } else if (kind === 'blog') {
        title = (await db.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, first ?? 0)).limit(1))[0]?.title;
      } else {
        title = (await db.select({ title: sales.name }).from(sales).where(eq(sales.id, first ?? 0)).limit(1))[0]?.title;
      }
      if (!title) throw notFound('api.imageNotFound');
      const wide = kind !== 'blog';
      // The storefront sets a slide's headline over its picture: the picture stays wordless.
      return { picture: { svg: artwork({ title, hue: hueOf(title), width: wide ? 1200 : 800, height: wide ? 400 : 450, drawTitle: kind !== 'sliders' }) }, immutable: false };
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
