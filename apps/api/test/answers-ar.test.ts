// Issue 23: an Arabic request (`lang=ar`) gets its error and success messages in Arabic, field
// by field, in the one error shape; without `lang` (or on the us storefront) every answer stays
// exactly as the spec writes it. Issue 27: an error names its message's key (`message_key`), the
// same in both languages. Every answer is checked against the OpenAPI document too.
import { makeCustomer, sampleProducts, untilTold429 } from './commerce-fixtures';
import { startTestApi, type TestApi } from './harness';
import { resetAbuseLimits } from '../src/rate-limit/limits';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seedProducts: 50 });
}, 180_000);
afterAll(async () => api?.close());

describe('answers in Arabic with lang=ar', () => {
  it('422: the message and every field error in Arabic, in the same shape', async () => {
    const arabic = await api.post('/api/frontend/login?lang=ar', {});
    expect(arabic.status).toBe(422);
    expect(arabic.body).toEqual({
      message: 'البريد الإلكتروني مطلوب',
      message_key: 'core.login.emailRequired',
      errors: { email: ['البريد الإلكتروني مطلوب'], password: ['كلمة المرور مطلوبة'] },
    });
    const english = await api.post('/api/frontend/login', {});
    expect(english.body).toEqual({ message: 'Email is required', message_key: 'core.login.emailRequired', errors: { email: ['Email is required'], password: ['Password is required'] } });
  });

  it("422 from a route's own message", async () => {
    const res = await api.get('/api/frontend/discounts?lang=ar');
    expect(res.status).toBe(422);
    expect(res.body.errors.product_id).toEqual(['رقم المنتج مطلوب.']);
  });

  it('401: Arabic, and the WWW-Authenticate header kept', async () => {
    const arabic = await api.get('/api/frontend/me?lang=ar');
    expect(arabic.status).toBe(401);
    expect(arabic.body).toEqual({ message: 'يرجى تسجيل الدخول للمتابعة.', message_key: 'api.unauthenticated' });
    expect(arabic.headers.get('www-authenticate')).toBe('Bearer');
    expect((await api.get('/api/frontend/me')).body).toEqual({ message: 'Unauthenticated.', message_key: 'api.unauthenticated' });
  });

  it('404: a missing product, and a path no route answers', async () => {
    const product = await api.get('/api/frontend/products/999999?lang=ar');
    expect(product.status).toBe(404);
    expect(product.body).toEqual({ message: 'المنتج غير موجود.', message_key: 'api.productNotFound' });
    const nowhere = await api.get('/api/does-not-exist?lang=ar');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body).toEqual({ message: 'الصفحة أو العنصر المطلوب غير موجود.', message_key: 'api.notFound' });
    expect((await api.get('/api/frontend/products/999999')).body).toEqual({ message: 'Product not found.', message_key: 'api.productNotFound' });
  });

  it('405 and 413 in Arabic, their headers kept', async () => {
    const wrongMethod = await api.request('DELETE', '/api/health?lang=ar');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({ message: 'هذا الإجراء غير مسموح هنا.', message_key: 'api.methodNotAllowed' });
    expect(wrongMethod.headers.get('allow')).toContain('GET');
    const tooLarge = await api.post('/api/frontend/login?lang=ar', { email: 'a@example.com', password: 'x'.repeat(200_000) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/^حجم الطلب كبير جدًا\. الحد الأقصى \d+ كيلوبايت\.$/);
    expect(tooLarge.body.message_key).toBe('api.requestBodyTooLarge');
  });

  it('429: Arabic, with Retry-After', async () => {
    await resetAbuseLimits(api.db);
    const customer = await makeCustomer(api);
    const answers = await untilTold429(() => api.post('/api/frontend/login?lang=ar', { email: customer.email, password: 'wrong-password' }));
    expect(answers[0]!.body).toEqual({ message: 'تعذّر تسجيل الدخول. البريد الإلكتروني أو كلمة المرور غير صحيحة.', message_key: 'api.loginFailed' });
    const waiting = answers.at(-1)!;
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({ message: 'محاولات كثيرة. يرجى المحاولة مرة أخرى لاحقًا.', message_key: 'api.tooManyAttempts' });
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    await resetAbuseLimits(api.db);
  });

  it("a call's success message in Arabic; the rest of the answer untouched", async () => {
    const customer = await makeCustomer(api, { name: 'Amal Haddad' });
    const arabic = await api.post('/api/frontend/login?lang=ar', { email: customer.email, password: customer.password });
    expect(arabic.status).toBe(200);
    expect(arabic.body.message).toBe('تم تسجيل الدخول بنجاح.');
    expect(arabic.body.customer.name).toBe('Amal Haddad');
    const english = await api.post('/api/frontend/login', { email: customer.email, password: customer.password });
    expect(english.body.message).toBe('Login successful.');
  });

  it("a success message in the API's own Arabic, written from its key: not core's look-alike template", async () => {
    // "The item has been removed from your cart." reads as core's '{product name} has been removed
    // from your cart.': found from its English, it came out as 'تمت إزالة The item من سلتك.'.
    const customer = await makeCustomer(api);
    const [product] = await sampleProducts(api, 1);
    await api.post('/api/frontend/cart/add', { product_id: product!.id, quantity: product!.min }, { token: customer.token });
    const removed = await api.delete(`/api/frontend/cart/${product!.id}?lang=ar`, { token: customer.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('تمت إزالة المنتج من سلتك.');
  });

  it('the us storefront answers English whatever lang says', async () => {
    const res = await api.get('/api/frontend/me?lang=ar&storefront=us');
    expect(res.body).toEqual({ message: 'Unauthenticated.', message_key: 'api.unauthenticated' });
  });
});
