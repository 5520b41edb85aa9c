// The test-only route the XSS journeys use (issue #9): text is stored exactly as given, in
// dedicated rows, and a second call replaces the FAQ entries instead of piling them up.
import { sampleProducts } from './commerce-fixtures';
import { startTestApi, type TestApi } from './harness';

describe('POST /api/test/content/hostile (NODE_ENV=test only)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedProducts: 300 });
  });
  afterAll(() => api?.close());

  it('stores the text as given in the product, each storefront’s FAQ and the last blog post', async () => {
    const html = '<p>kept</p><img src=x onerror="alert(1)">';
    const name = 'Fryer <script>alert(2)</script>';
    const productId = (await sampleProducts(api, 1))[0]!.id;
    const body = { product_id: productId, name, html };
    await api.post('/api/test/content/hostile', body);
    const stored = await api.post('/api/test/content/hostile', body);
    expect(stored.status).toBe(200);

    const product = (await api.get(`/api/frontend/products/${productId}`)).body.data;
    expect(product).toMatchObject({ name, description: html, faq: [{ question: `${name} question`, answer: html }] });
    for (const storefront of ['ae', 'us']) {
      const questions = (await api.get(`/api/frontend/faqs?storefront=${storefront}`)).body.data.flatMap((group: { questions: { question: string; answer: string }[] }) => group.questions);
      expect(questions.filter((entry: { answer: string }) => entry.answer === html)).toHaveLength(1);
    }
    const post = (await api.get(`/api/frontend/blog/posts/${stored.body.blog_post_id}`)).body.data;
    expect(post).toMatchObject({ title: name, body: html });
    expect((await api.post('/api/test/content/hostile', { ...body, product_id: 999_999 })).status).toBe(404);
  });
});
