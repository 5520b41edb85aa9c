// One review per customer and product, held by a unique index: a second review, even one
// posted at the same moment as the first, is answered 409 at the product field.
import { and, eq } from 'drizzle-orm';
import { productReviews, products } from '../src/db/schema/catalogue';
import { startTestApi, type TestApi } from './harness';
import { makeCustomer, placeOrder, sampleProducts, type TestCustomer } from './commerce-fixtures';

const ALREADY = 'You have already reviewed this product.';

describe('reviews: one per customer and product', () => {
  let api: TestApi;
  let productIds: number[];

  beforeAll(async () => {
    api = await startTestApi({ seedProducts: 300 });
    productIds = (await sampleProducts(api, 2)).map((product) => product.id);
  });
  afterAll(() => api?.close());

  async function deliveredBuyer(productId: number): Promise<TestCustomer> {
    const buyer = await makeCustomer(api);
    const order = await placeOrder(api, buyer, [productId]);
    expect((await api.post(`/api/test/orders/${order.id}/status`, { status: 'delivered' })).status).toBe(200);
    return buyer;
  }

  const reviewCount = async (productId: number) => (await api.db.select({ count: products.reviewCount }).from(products).where(eq(products.id, productId)))[0]!.count;
  const storedReviews = (buyer: TestCustomer, productId: number) =>
    api.db.select().from(productReviews).where(and(eq(productReviews.customerId, buyer.id), eq(productReviews.productId, productId)));

  it('two concurrent posts of the same review: one 201, one 409 with the message at product_id; counted once', async () => {
    const productId = productIds[0]!;
    const buyer = await deliveredBuyer(productId);
    const countBefore = await reviewCount(productId);
    const review = { product_id: productId, rating: 5, title: 'Sturdy and easy to clean', body: 'Survived a month of breakfast service.' };
    const answers = await Promise.all([1, 2].map(() => api.post('/api/frontend/reviews', review, { token: buyer.token })));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ message: ALREADY, message_key: 'api.alreadyReviewedProduct', errors: { product_id: [ALREADY] } });
    expect(await storedReviews(buyer, productId)).toHaveLength(1);
    expect(await reviewCount(productId)).toBe(countBefore + 1);

    // Later, one at a time: the same answer.
    const again = await api.post('/api/frontend/reviews', { ...review, title: 'Changed my mind' }, { token: buyer.token });
    expect([again.status, again.body]).toEqual([409, { message: ALREADY, message_key: 'api.alreadyReviewedProduct', errors: { product_id: [ALREADY] } }]);
  });

  it('the database itself refuses a second row of one customer and product, and allows reviews without a customer', async () => {
    const productId = productIds[1]!;
    const buyer = await deliveredBuyer(productId);
    const row = { productId, author: 'Chef Ravi', rating: 4, title: 'Good', body: 'Does the job well.', createdAt: new Date().toISOString() };
    await api.db.insert(productReviews).values({ ...row, customerId: buyer.id });
    await expect(api.db.insert(productReviews).values({ ...row, customerId: buyer.id })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505', constraint: 'product_reviews_customer_product_key' }),
    });
    // Seeded reviews have no customer, and NULLs never collide.
    await api.db.insert(productReviews).values([{ ...row, customerId: null }, { ...row, customerId: null }]);
    const answer = await api.post('/api/frontend/reviews', { product_id: productId, rating: 3, title: 'Average', body: 'OK for the price, nothing more.' }, { token: buyer.token });
    expect([answer.status, answer.body.errors]).toEqual([409, { product_id: [ALREADY] }]);
  });
});
