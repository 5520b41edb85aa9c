// /price-match (docs/behaviour.md §2.14): every section, 'Claim My Price Match' opening the claim widget
// as a post-purchase claim, and 'Shop With Confidence' going back one step.
import { expect, test } from '../support/test';
import { expectAccessible, expectPageMeta, watchConsole } from './support';

test('price-match page: sections, claim modal, back one step', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.goto('/price-match', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: /We will match it/ })).toBeVisible({ timeout: 30_000 });
  for (const section of ['Why our guarantee exists', 'Key benefits', 'How it works', 'What our customers say', 'How we compare', 'Simple rules', 'Ready to claim?']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('table')).toContainText('Coverage period');
  await expectPageMeta(page, /Price Match Guarantee/);
  await expectAccessible(page, '#main');

  await page.getByRole('button', { name: 'Claim My Price Match' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Claim My Price Match' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Order Number/)).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Shop With Confidence' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(errors).toEqual([]);
});

test('the FAQ states the two price promises apart: a competitor within 120 days, our own price drop within 90 days plus 5%', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'About', exact: true }).click();
  const answerOf = async (question: string) => {
    const item = page.locator('details', { has: page.getByText(question, { exact: true }) });
    await item.locator('summary').click();
    return (await item.innerText()).replace(question, '');
  };
  const match = await answerOf('What is the Price Match Guarantee?');
  expect(match).toContain('another store within 120 days');
  expect(match).not.toMatch(/90|5%/);
  const own = await answerOf('What is the 90-Day Price Guarantee?');
  expect(own).toContain('within 90 days of your purchase, we refund the difference plus 5%');
  expect(own).not.toContain('120');
});
