// Hostile-input journeys (issue #9) need stored text the seed never holds: script tags,
// event handlers, mutation XSS. Authors would write it through a CMS this API does not
// model, so under NODE_ENV=test only, a test can put given text into dedicated rows.
import { and, desc, eq, gte } from 'drizzle-orm';
import { number, object, string } from 'yup';
import { blogPosts, faqs, products } from '../db/schema/catalogue';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { reindexProducts } from '../search/reindex';

/** Far above the seed's positions, so the other journeys' FAQ answers stay where they are. */
const TEST_FAQ_POSITION = 10_000;

export function registerContentTestRoutes(api: ApiRouter, deps: AppDeps): void {
  if (deps.config.nodeEnv !== 'test') return;
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
    responses: { 200: '{ product_id, blog_post_id, faq_ids }', 404: 'No such product' },
    handler: async ({ body }) => {
      const faqEntry = { question: `${body.name} question`, answer: body.html };
      const [product] = await deps.db
        .update(products)
        .set({ name: body.name, description: body.html, faq: [faqEntry] })
        .where(eq(products.id, body.product_id))
        .returning({ id: products.id });
      if (!product) throw new HttpError(404, 'No such product.');
      // The new name is what search finds it by from now on, the old one no longer.
      await reindexProducts(deps.db, [product.id]);
      const [post] = await deps.db.select({ id: blogPosts.id }).from(blogPosts).orderBy(desc(blogPosts.id)).limit(1);
      if (post) await deps.db.update(blogPosts).set({ title: body.name, body: body.html }).where(eq(blogPosts.id, post.id));
      // One test entry per storefront, replaced on every call, after the seed's entries of the first topic.
      const faqIds: number[] = [];
      for (const storefront of ['ae', 'us']) {
        await deps.db.delete(faqs).where(and(eq(faqs.storefront, storefront), gte(faqs.position, TEST_FAQ_POSITION)));
        const [first] = await deps.db.select().from(faqs).where(eq(faqs.storefront, storefront)).orderBy(faqs.typePosition, faqs.position).limit(1);
        const [faq] = await deps.db
          .insert(faqs)
          .values({ storefront, type: first?.type ?? 'About', typePosition: first?.typePosition ?? 0, position: TEST_FAQ_POSITION, ...faqEntry })
          .returning({ id: faqs.id });
        if (faq) faqIds.push(faq.id);
      }
      return { product_id: product.id, blog_post_id: post?.id ?? null, faq_ids: faqIds };
    },
  });
}
