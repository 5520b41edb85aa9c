// Generated pictures: product photos (PNG drawn per kind of product, see picture-kinds.ts, or
// SVG with the product named in it), category pictures, brand logos, and slider, blog and sale artwork. Nothing is stored: each picture is
// drawn from the catalogue's names and colours on request.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts, products, sales, sliders } from '../db/schema/catalogue';
import { notFound } from '../http/errors';
import { catalogueCache } from './catalogue-cache';
import { pictureKindOf } from './picture-kinds';
import { productPicture } from './png-artwork';
import { artwork, hueOf } from './svg';

export type Picture = { png: Buffer } | { svg: string };
const png = (bytes: Buffer): Picture => ({ png: bytes });
const svg = (text: string): Picture => ({ svg: text });

/** What Facebook, WhatsApp and X show a shared link's picture at (og:image:width/height). */
export const SHARE_PICTURE = { width: 1200, height: 630 } as const;

export function createImageService(db: Db) {
  return {
    /** Product picture n (1..image count): n.png, or n.svg with the product named in it. */
    async product(id: number, file: string): Promise<Picture> {
      const rows = await db
        .select({ name: products.name, brandId: products.brandId, departmentId: products.departmentId, categoryId: products.categoryId, imageCount: products.imageCount, sku: products.sku })
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      const product = rows[0];
      // share.png: the first picture at the size link previews show (1200 x 630, issue 31).
      const share = file === 'share.png';
      const n = share ? 1 : Number(file.slice(0, 1));
      if (!product || n > product.imageCount) throw notFound('Image not found.');
      const cache = await catalogueCache(db);
      const department = cache.categoriesById.get(product.departmentId);
      const subcategory = cache.categoriesById.get(product.categoryId);
      if (share) return png(productPicture({ kind: pictureKindOf(subcategory?.name ?? ''), hue: hueOf(department?.slug ?? ''), variant: 1, ...SHARE_PICTURE }));
      if (file.endsWith('.png')) return png(productPicture({ kind: pictureKindOf(subcategory?.name ?? ''), hue: hueOf(department?.slug ?? ''), variant: n }));
      return svg(artwork({
        title: subcategory?.name ?? product.name,
        subtitle: cache.brandsById.get(product.brandId)?.name ?? '',
        caption: product.sku,
        hue: hueOf(department?.slug ?? ''),
        variant: n,
      }));
    },

    /** A category's picture: slug.png, or slug.svg with the name in it. */
    async category(file: string): Promise<Picture> {
      const cache = await catalogueCache(db);
      const category = cache.categoriesBySlug.get(file.replace(/\.(svg|png)$/, ''));
      if (!category) throw notFound('Image not found.');
      let root = category;
      while (root.parentId !== null) root = cache.categoriesById.get(root.parentId) ?? root;
      // A category shows what its first subcategory sells; sister categories are framed apart,
      // as a product's pictures are.
      let first = category;
      for (let child = cache.childrenOf.get(first.id)?.[0]; child; child = cache.childrenOf.get(first.id)?.[0]) first = child;
      if (file.endsWith('.png')) {
        return png(productPicture({ kind: pictureKindOf(first.name), hue: hueOf(root.slug), variant: 1 + (category.id % 6), width: 400, height: 400 }));
      }
      return svg(artwork({ title: category.name, hue: hueOf(root.slug), width: 400, height: 400 }));
    },

    async brandLogo(file: string): Promise<Picture> {
      const cache = await catalogueCache(db);
      const brand = cache.brandsBySlug.get(file.replace(/\.svg$/, ''));
      if (!brand) throw notFound('Image not found.');
      return svg(artwork({ title: brand.name, hue: hueOf(brand.name), width: 400, height: 200 }));
    },

    /** Slider, blog and sale artwork. */
    async artwork(kind: string, file: string): Promise<Picture> {
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
      if (!title) throw notFound('Image not found.');
      const wide = kind !== 'blog';
      // The storefront sets a slide's headline over its picture: the picture stays wordless.
      return svg(artwork({ title, hue: hueOf(title), width: wide ? 1200 : 800, height: wide ? 400 : 450, drawTitle: kind !== 'sliders' }));
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
