// Issue 31: a product's detail, a category's listing and the menu are kept for guests and
// answered without the database, dropped when the catalogue changes; a signed-in read is
// never answered from what was kept.
import { eq, sql } from 'drizzle-orm';
import { products } from '../src/db/schema/catalogue';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seedProducts: 100 });
}, 180_000);
afterAll(async () => api?.close());

const read = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(api.baseUrl + path, { headers });
  return { cache: response.headers.get('x-read-cache'), body: (await response.json()) as { data: { name?: string } }, status: response.status };
};

it('keeps guest catalogue reads, per address and query, and drops them when the catalogue changes', async () => {
  const [row] = await api.db.select({ name: products.name }).from(products).where(eq(products.id, 1));
  for (const path of ['/api/frontend/products/1?storefront=ae', '/api/frontend/categories-with-children?lang=ar']) {
    expect((await read(path)).cache, path).toBeNull();
    expect((await read(path)).cache, path).toBe('hit');
  }
  // Another query is another answer.
  expect((await read('/api/frontend/products/1?storefront=us')).cache).toBeNull();
  // A request with credentials is never answered from what was kept.
  expect((await read('/api/frontend/products/1?storefront=ae', { authorization: 'Bearer anything' })).cache).toBeNull();

  await api.db.execute(sql`update products set name = 'Marrowbone Stockpot' where id = 1`);
  try {
    const deadline = Date.now() + 10_000;
    let answer = await read('/api/frontend/products/1?storefront=ae');
    while (answer.body.data.name !== 'Marrowbone Stockpot' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await read('/api/frontend/products/1?storefront=ae');
    }
    expect(answer.body.data.name).toBe('Marrowbone Stockpot');
  } finally {
    await api.db.update(products).set({ name: row!.name }).where(eq(products.id, 1));
  }
});

it('a kept read answers any origin as the first did (Access-Control-Allow-Origin: *), never with credentials', async () => {
  const path = '/api/frontend/products/2?storefront=us';
  const third = { origin: 'http://third-party.example' };
  // Read until the answer comes from what was kept: the first test's restoring write is heard a
  // moment later (its notification), and may drop what the first read here kept.
  const answers = [];
  for (let tries = 0; tries < 10 && answers.at(-1)?.[0] !== 'hit'; tries += 1) {
    const response = await fetch(api.baseUrl + path, { headers: third });
    await response.arrayBuffer();
    answers.push([response.headers.get('x-read-cache'), response.headers.get('access-control-allow-origin'), response.headers.get('access-control-allow-credentials')]);
  }
  expect(answers.at(-1)).toEqual(['hit', '*', null]);
  expect(answers.every(([, origin, credentials]) => origin === '*' && credentials === null)).toBe(true);
});

it('keeps no error answer', async () => {
  expect((await read('/api/frontend/products/999999')).status).toBe(404);
  expect((await read('/api/frontend/products/999999')).cache).toBeNull();
});
