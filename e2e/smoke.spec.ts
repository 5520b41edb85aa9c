import { expect, test } from './support/test';

test('the API serves the seeded catalogue to a real browser', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  const search = await (await request.get('/api/frontend/search?query=fry')).json();
  expect(search.products.length).toBeGreaterThan(0);
  await page.goto('/api/health');
  await expect(page.locator('body')).toContainText(/ok/i);
});
