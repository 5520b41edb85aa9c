// A shopper's whole journey in Arabic (issue 23), on /ar/ pages only and by Arabic role and label
// names (taken from the Arabic catalogues, so a renamed word is renamed here too): browse a
// department, search by a brand name, sign up, check out with cash on delivery, return an item
// with a photo and claim a price match for it. The catalogue answers in Arabic too: the search
// is typed loosely in Arabic (ه for ة) beside a brand as the brand writes it, in Latin letters.
import { arMessages } from '../../packages/core/src/messages/messages.ar';
import { arWidgetMessages } from '../../packages/widgets/src/runtime/messages.ar';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { uniqueEmail } from '../commerce/support';
import { LISTING } from './arabic-pages';

const claim = arWidgetMessages.claim;

/** A small real PNG (1x1): the API sniffs the bytes of every upload. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1c7d40000000049454e44ae426082', 'hex');

/** The search's query: Arabic typed loosely (قلايه, not قلاية) and a Latin brand name. */
const BRAND = 'Pitco';
const QUERY = `قلايه ${BRAND}`;

/** The first well-stocked product the API finds for `query` in Arabic: its Arabic name and its path. */
async function arabicProduct(request: APIRequestContext, query: string) {
  const answer = await request.get(`/api/frontend/search?${new URLSearchParams({ query, lang: 'ar' })}`);
  const { products } = (await answer.json()) as { products: { id: number; name: string; url: string; grandparent_category_slug: string; parent_category_slug: string; quantity: number }[] };
  const found = products.find((product) => product.quantity > 20);
  expect(found, `a product for '${query}'`).toBeTruthy();
  return { id: found!.id, name: found!.name, path: `/${found!.grandparent_category_slug}/${found!.parent_category_slug}/${found!.url}` };
}

/** The page's prices are written in Arabic (د.إ.), none in the English 'AED 1,234.00'. */
async function expectArabicPrices(page: Page) {
  await expect(page.locator('main')).toContainText('د.إ.');
  expect(await page.locator('body').innerText()).not.toMatch(/AED\s?\d/);
}

/** Every address the journey visits stays Arabic. */
async function expectArabic(page: Page) {
  expect(new URL(page.url()).pathname, 'an Arabic address').toMatch(/^\/ar(\/|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

test('a shopper browses, searches, signs up, pays cash on delivery, returns an item with a photo and claims a price match, all in Arabic', async ({ page, request }) => {
  test.setTimeout(240_000);
  const product = await arabicProduct(request, QUERY);
  const email = uniqueEmail('arabic');

  // Browse: a department's listing, then a product from it.
  await page.goto(`/ar${LISTING}`);
  await expectArabic(page);
  await expect(page.getByRole('button', { name: 'أضف إلى السلة' }).first()).toBeVisible();

  // Search in Arabic from the search box, and open the product from the results.
  const search = page.getByRole('combobox', { name: 'ابحث عن المنتجات والفئات والعلامات التجارية' }).first();
  await search.fill(QUERY);
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `نتائج البحث عن «${QUERY}»` })).toBeVisible();
  await expectArabic(page);
  await page.getByRole('main').getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/ar${product.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'أضف إلى السلة' }).first().click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('CartItems') ?? '[]').length)).toBe(1);

  // Sign up; the guest cart moves into the new account, and checkout opens.
  await page.goto('/ar/sign-up');
  const signUp = page.getByRole('form', { name: 'أنشئ حسابك' });
  // A refused field says why in Arabic: core's schema writes English, the form shows the page's language.
  await signUp.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(signUp.getByLabel('البريد الإلكتروني')).toHaveAccessibleDescription(arMessages.registration.emailRequired);
  await signUp.getByLabel('الاسم الكامل').fill('أمل حداد');
  await signUp.getByLabel('البريد الإلكتروني').fill(email);
  await signUp.getByLabel('رقم الجوال').fill('501234567');
  await signUp.getByLabel('كلمة المرور (8 أحرف على الأقل)').fill('correct-horse-42');
  await signUp.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page).toHaveURL(/\/ar\/checkout\/cart_\d+_[a-z0-9]{6}$/);
  // Cart and order lines carry the product's name as the cart answers it (English for now, see
  // the report of issue 23); the brand is written the same in both languages.
  await expect(page.getByRole('list', { name: 'المنتجات في سلتك' }).getByRole('listitem').filter({ hasText: BRAND })).toHaveCount(1);

  // A Dubai address, cash on delivery, the review, the order.
  const address = page.getByRole('form', { name: 'عنوان توصيل جديد' });
  await address.getByLabel('عنوان الشارع').fill('ممشى المارينا، البرج 5، شقة 1203');
  await address.getByLabel('الدولة').selectOption({ index: 1 });
  await expect(address.getByLabel('الإمارة / المنطقة').locator('option')).not.toHaveCount(1);
  await address.getByLabel('الإمارة / المنطقة').selectOption({ index: 1 });
  await expect(address.getByLabel('المدينة').locator('option')).not.toHaveCount(1);
  await address.getByLabel('المدينة').selectOption({ index: 1 });
  await address.getByLabel('الرمز البريدي').fill('00000');
  await address.getByRole('button', { name: 'استخدم هذا العنوان' }).click();
  await expect(page.getByRole('radio', { name: /ممشى المارينا/ })).toBeChecked({ timeout: 30_000 });
  await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).check();
  await page.getByRole('button', { name: 'مراجعة الطلب' }).click();
  await expect(page).toHaveURL(/\/ar\/review-checkout$/);
  await expect(page.getByRole('button', { name: 'تأكيد الطلب' })).toBeEnabled();
  await expectArabicPrices(page);
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expect(page.getByRole('heading', { name: 'شكرًا لطلبك' })).toBeVisible();
  await expectArabic(page);
  await expectArabicPrices(page);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());

  // Delivered (the warehouse's step, through the test API); one item goes back with a photo.
  expect((await request.post(`/api/test/orders/${orderId}/status`, { data: { status: 'delivered' } })).ok()).toBe(true);
  await page.goto(`/ar/return-order/${orderId}`);
  await expect(page.getByRole('heading', { name: arMessages.returns.heading })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(BRAND) }).check();
  await page.getByLabel('السبب').selectOption({ label: arMessages.returns.reasons.damaged });
  await page.getByLabel('صف المشكلة (اختياري)').fill('وصلت القلاية بخدش في الجانب.');
  await page.getByLabel('أضف صورًا').setInputFiles({ name: 'scratch.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'scratch.png' })).toBeVisible();
  await page.getByRole('button', { name: 'أرسل طلب الإرجاع' }).click();
  // A sent return opens My Orders in its Returns view (issue 33).
  await expect(page).toHaveURL(/\/ar\/registration\/all-orders\?view=returns$/);
  await expectArabicPrices(page);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const returns = (await (await request.get('/api/frontend/returns', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { files: { kind: string; name: string }[] }[] };
  expect(returns.data[0]?.files).toEqual([expect.objectContaining({ kind: 'image', name: 'scratch.png' })]);

  // A price-match claim for the delivered product, picked from the order.
  await page.goto('/ar/price-match');
  await expectArabic(page);
  await page.getByRole('button', { name: arMessages.claim.openButton }).first().click();
  const dialog = page.getByRole('dialog', { name: arMessages.claim.title });
  await dialog.getByRole('radio', { name: arMessages.claim.types.post }).check();
  const picker = dialog.getByRole('combobox', { name: claim.orderProduct });
  await expect(picker.locator('optgroup').first()).toBeAttached();
  await picker.selectOption(String(product.id));
  await dialog.getByRole('textbox', { name: claim.fullName, exact: true }).fill('أمل حداد');
  await dialog.getByRole('textbox', { name: claim.email, exact: true }).fill(email);
  await dialog.getByRole('spinbutton', { name: claim.productAmount, exact: true }).fill('640');
  await dialog.getByRole('textbox', { name: claim.competitorUrl, exact: true }).fill('https://rival.example/same-fryer');
  await dialog.getByRole('spinbutton', { name: claim.competitorPrice, exact: true }).fill('599');
  await dialog.getByLabel(claim.screenshot).setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('textbox', { name: claim.address, exact: true }).fill('فيلا 12، جميرا 1');
  await dialog.getByRole('textbox', { name: claim.country, exact: true }).fill('الإمارات العربية المتحدة');
  await dialog.getByRole('textbox', { name: claim.city, exact: true }).fill('دبي');
  await dialog.getByRole('checkbox', { name: arMessages.claim.accuracyLabel }).check();
  await dialog.getByRole('checkbox', { name: arMessages.claim.termsLabel }).check();
  await dialog.getByRole('button', { name: arMessages.claim.submit }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expectArabic(page);
  const stored = (await (await request.get(`/api/test/price-match-claims?email=${encodeURIComponent(email)}`)).json()) as { data: { claimType: string; selectedProductId: number }[] };
  expect(stored.data).toEqual([expect.objectContaining({ claimType: 'post', selectedProductId: product.id })]);
});
