// Hostile-input journeys (issue #9) need stored text the seed never holds: script tags,
// event handlers, mutation XSS. Authors would write it through a CMS this API does not
// model, so a test puts given text into dedicated rows.
import { STOREFRONT_IDS } from '@horeca/core/storefront';
import { and, desc, eq, gte } from 'drizzle-orm';
import { number, object, string } from 'yup';
import type { Db } from '../db/client';
import { blogPosts, faqs, products } from '../db/schema/catalogue';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { reindexProducts } from '../search/reindex';
import { listOf, shape, whole } from '@horeca/core/answers';
import { json } from '../http/answers';

/** Far above the seed's positions, so the other journeys' FAQ answers stay where they are. */
const TEST_FAQ_POSITION = 10_000;

/** Stores the text as a product's name, description and FAQ answer, an FAQ answer of each storefront and the last blog post's title and body. */
export async function storeHostileContent(db: Db, body: { product_id: number; name: string; html: string }) {
  const faqEntry = { question: `${body.name} question`, answer: body.html };
  const [product] = await db
    .update(products)
    .set({ name: body.name, description: body.html, faq: [faqEntry] })
    .where(eq(products.id, body.product_id))
    .returning({ id: products.id });
  if (!product) throw new HttpError(404, 'api.noSuchProduct');
  // The new name is what search finds it by from now on, the old one no longer.
  await reindexProducts(db, [product.id]);
  const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).orderBy(desc(blogPosts.id)).limit(1);
  if (post) await db.update(blogPosts).set({ title: body.name, body: body.html }).where(eq(blogPosts.id, post.id));
  // One test entry per storefront, replaced on every call, after the seed's entries of the first topic.
  const faqIds: number[] = [];
  for (const storefront of STOREFRONT_IDS) {
    await db.delete(faqs).where(and(eq(faqs.storefront, storefront), gte(faqs.position, TEST_FAQ_POSITION)));
    const [first] = await db.select().from(faqs).where(eq(faqs.storefront, storefront)).orderBy(faqs.typePosition, faqs.position).limit(1);
    const [faq] = await db
      .insert(faqs)
      .values({ storefront, type: first?.type ?? 'About', typePosition: first?.typePosition ?? 0, position: TEST_FAQ_POSITION, ...faqEntry })
      .returning({ id: faqs.id });
    if (faq) faqIds.push(faq.id);
  }
  return { product_id: product.id, blog_post_id: post?.id ?? null, faq_ids: faqIds };
}

export function registerHostileContent(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'post',
    path: '/api/test/content/hostile',
    summary: 'Test only (NODE_ENV=test): store given text as a product’s name, description and FAQ answer, an FAQ answer of each storefront and the last blog post’s title and body',
    tags: ['test'],
    body: object({
      product_id: number().integer().positive().required(),
      name: string().required(),
      html: string().required(),
    }),
    responses: { 200: json(shape({ product_id: whole(), blog_post_id: whole().nullable(), faq_ids: listOf(whole()) }), 'What now carries the text'), 404: 'No such product' },
    handler: ({ body }) => storeHostileContent(deps.db, body),
  });
}
