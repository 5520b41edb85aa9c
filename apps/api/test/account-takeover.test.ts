// Issue 17, Accounts: each case replays an attack that worked before the fix (pre-hijacking
// through a guest registration, a Google link that kept a squatter's sessions and password,
// sessions surviving a password change, unthrottled current-password guesses, a stranger
// locking the owner out, self-promotion to a business account, 30-day tokens).
import { eq } from 'drizzle-orm';
import { TOKEN_LIFETIME_MS, TOKEN_MAX_LIFETIME_MS, sha256 } from '../src/auth/tokens';
import { runAccountsCommand } from '../src/cli/accounts';
import { authTokens, rateLimits } from '../src/db/schema/commerce';
import { sweepExpiredRows } from '../src/housekeeping';
import { DEFAULT_FAILURE_DELAYS, resetAbuseLimits } from '../src/rate-limit/limits';
import { addressPlace, googleSigner, mailedResetToken, makeCustomer, placeOrder, sampleProducts, untilTold429 } from './commerce-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let signGoogle: Awaited<ReturnType<typeof googleSigner>>['sign'];
let productIds: number[];

beforeAll(async () => {
  const google = await googleSigner();
  signGoogle = google.sign;
  // Addresses come from X-Forwarded-For in these tests, as behind the store's own proxy.
  const before = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = '1';
  try {
    api = await startTestApi({ seedProducts: 300, config: google.config });
  } finally {
    if (before === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = before;
  }
  productIds = (await sampleProducts(api, 2)).map((product) => product.id);
}, 120_000);
afterAll(async () => api?.close());
beforeEach(async () => {
  await resetAbuseLimits(api.db);
});

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

async function registerGuest(email: string) {
  const res = await api.post('/api/frontend/register', { name: 'Squatter', email, is_guest: true, mobile_number: '971501234567', country_code: '+971' });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

describe('a guest checkout token (pre-hijack)', () => {
  it('cannot set a first password: only the mailed reset link can', async () => {
    const email = uniqueEmail('victim');
    const guestToken = await registerGuest(email);
    const res = await api.put('/api/frontend/account/password', { current_password: '', new_password: 'Attacker-pass-1' }, { token: guestToken });
    expect(res.status).toBe(403);
    expect((await api.post('/api/frontend/login', { email, password: 'Attacker-pass-1' })).status).toBe(401);

    // The owner proves the address through the mail: the password is set, the squatter is out.
    expect((await api.post('/api/frontend/forgot-password', { email })).status).toBe(200);
    const reset = await api.post('/api/frontend/reset-password', { token: await mailedResetToken(api, email), password: 'Owner-pass-123' });
    expect(reset.status).toBe(200);
    expect((await api.get('/api/frontend/me', { token: guestToken })).status).toBe(401);
    expect((await api.post('/api/frontend/login', { email, password: 'Owner-pass-123' })).status).toBe(200);
  });

  it('reads no account data, but serves checkout and the guest’s own order', async () => {
    const guestToken = await registerGuest(uniqueEmail('guest'));
    for (const path of ['/api/frontend/account/coupons', '/api/frontend/account/credit-balance', '/api/frontend/account/documents', '/api/frontend/account/invoices', '/api/frontend/wishlist', '/api/frontend/quotes', '/api/frontend/account/business-request']) {
      const res = await api.get(path, { token: guestToken });
      expect(res.status, path).toBe(403);
      expect(res.body.message, path).toMatch(/guest checkout/);
    }
    expect((await api.put('/api/frontend/account/profile', { name: 'X', country_code: '+971', mobile_number: '501234567' }, { token: guestToken })).status).toBe(403);
    expect((await api.post('/api/frontend/wishlist/add', { product_id: productIds[0] }, { token: guestToken })).status).toBe(403);

    const order = await placeOrder(api, { id: 0, email: '', password: '', token: guestToken }, [productIds[0]!]);
    const own = await api.get(`/api/frontend/orders/${order.id}`, { token: guestToken });
    expect(own.status).toBe(200);
    expect(own.body.number).toBe(order.number);
    expect((await api.get('/api/frontend/me', { token: guestToken })).status).toBe(200);
  });
});

describe('linking a Google sign-in to an existing account', () => {
  it("revokes the account's sessions and drops a password never proven by email", async () => {
    const email = uniqueEmail('owner');
    // The squatter signs up first with the owner's address and a password of their own.
    const signUp = await api.post('/api/frontend/register', { name: 'Squatter', email, is_guest: false, mobile_number: '971501234567', country_code: '+971', password: 'Squatter-pass-1' });
    expect(signUp.status).toBe(201);
    const squatterToken = signUp.body.token as string;

    const google = await api.post('/api/frontend/auth/google', { credential: await signGoogle({ email, sub: `sub-${email}` }) });
    expect(google.status).toBe(200);
    expect((await api.get('/api/frontend/me', { token: squatterToken })).status).toBe(401);
    expect((await api.post('/api/frontend/login', { email, password: 'Squatter-pass-1' })).status).toBe(401);
    expect((await api.get('/api/frontend/me', { token: google.body.token })).status).toBe(200);
  });

  it('keeps a password proven through the mailed link', async () => {
    const owner = await makeCustomer(api);
    await api.post('/api/frontend/forgot-password', { email: owner.email });
    await api.post('/api/frontend/reset-password', { token: await mailedResetToken(api, owner.email), password: 'Proven-pass-1' });
    expect((await api.post('/api/frontend/auth/google', { credential: await signGoogle({ email: owner.email, sub: `sub-${owner.email}` }) })).status).toBe(200);
    expect((await api.post('/api/frontend/login', { email: owner.email, password: 'Proven-pass-1' })).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('ends every other session and keeps this one', async () => {
    const customer = await makeCustomer(api);
    const other = (await api.post('/api/frontend/login', { email: customer.email, password: customer.password })).body.token as string;
    const res = await api.put('/api/frontend/account/password', { current_password: customer.password, new_password: 'Changed-pass-1' }, { token: customer.token });
    expect(res.status).toBe(200);
    expect((await api.get('/api/frontend/me', { token: other })).status).toBe(401);
    expect((await api.get('/api/frontend/me', { token: customer.token })).status).toBe(200);
  });

  it('throttles guesses at the current password: 429 with Retry-After past the free failures', async () => {
    const customer = await makeCustomer(api);
    const free = DEFAULT_FAILURE_DELAYS.currentPassword.freeFailures;
    let i = 0;
    const answers = await untilTold429(() => api.put('/api/frontend/account/password', { current_password: `guess-${(i += 1)}-xx`, new_password: 'Whatever-pass-1' }, { token: customer.token }));
    expect(answers.slice(0, free + 1).map((answer) => answer.status)).toEqual(Array(free + 1).fill(422));
    expect(answers.at(-1)!.status).toBe(429);
    expect(Number(answers.at(-1)!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('parallel guesses cannot slip past the count (counted before the password is checked)', async () => {
    const customer = await makeCustomer(api);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.put('/api/frontend/account/password', { current_password: `parallel-${i}-x`, new_password: 'Whatever-pass-1' }, { token: customer.token })),
    );
    const checked = answers.filter((answer) => answer.status === 422).length;
    // The free failures and one attempt per wait were checked (one more per wait that ran out
    // while the burst was served); the rest were told to wait.
    expect(checked).toBeGreaterThanOrEqual(DEFAULT_FAILURE_DELAYS.currentPassword.freeFailures);
    expect(checked).toBeLessThan(12);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(12 - checked);
  });
});

describe('a stranger cannot lock the owner out', () => {
  it("failures from address A do not block the owner's right password at address B; elsewhere the wait is bounded", async () => {
    const owner = await makeCustomer(api);
    // The owner has signed in from home (B) before.
    expect((await api.post('/api/frontend/login', { email: owner.email, password: owner.password }, from('198.51.100.7'))).status).toBe(200);

    const attackerStatuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const address = i < 15 ? '203.0.113.66' : `203.0.113.${100 + i}`; // one address, then many
      attackerStatuses.push((await api.post('/api/frontend/login', { email: owner.email, password: `guess-${i}-xx` }, from(address))).status);
    }
    expect(attackerStatuses).toContain(429); // the attacker is slowed down

    const home = await api.post('/api/frontend/login', { email: owner.email, password: owner.password }, from('198.51.100.7'));
    expect(home.status).toBe(200);

    // From an address the account never used, the account-wide wait applies, capped small.
    const away = await api.post('/api/frontend/login', { email: owner.email, password: owner.password }, from('192.0.2.44'));
    if (away.status === 429) {
      expect(Number(away.headers.get('retry-after'))).toBeLessThanOrEqual(DEFAULT_FAILURE_DELAYS.loginByAccount.maxDelayMs / 1000);
    } else {
      expect(away.status).toBe(200);
    }
  });

  it("a stranger's forgot-password requests cannot stop the owner's reset", async () => {
    const owner = await makeCustomer(api);
    for (let i = 0; i < 12; i++) {
      const res = await api.post('/api/frontend/forgot-password', { email: owner.email }, from(`203.0.113.${i + 1}`));
      expect(res.status).toBe(200);
    }
    const mine = await api.post('/api/frontend/forgot-password', { email: owner.email }, from('198.51.100.7'));
    expect(mine.status).toBe(200);
    expect(mine.body.message).toBe('If an account exists for this email, we have sent a link to reset the password.');
    // Mails are capped per account, but every link the owner received works.
    const outbox = await api.get(`/api/test/outbox?to=${encodeURIComponent(owner.email)}`);
    expect(outbox.body.data.length).toBeGreaterThan(0);
    expect(outbox.body.data.length).toBeLessThanOrEqual(5);
    const reset = await api.post('/api/frontend/reset-password', { token: await mailedResetToken(api, owner.email), password: 'Owner-new-pass-1' }, from('198.51.100.7'));
    expect(reset.status).toBe(200);
  });
});

describe('business accounts', () => {
  it('a customer cannot promote itself; staff approve a request with the accounts command', async () => {
    const customer = await makeCustomer(api);
    const promote = await api.put('/api/frontend/account/profile', { name: 'Chef', country_code: '+971', mobile_number: '501234567', type: 'Hotel' }, { token: customer.token });
    expect(promote.status).toBe(422);
    expect(promote.body.errors.type).toBeDefined();
    expect((await api.get('/api/frontend/me', { token: customer.token })).body.data.type).toBe('Private');

    // Sign-up cannot choose a business type either.
    const signUp = await api.post('/api/frontend/register', { name: 'Chef', email: uniqueEmail('chef'), is_guest: false, mobile_number: '971501234567', country_code: '+971', password: 'Chef-pass-123', type: 'Hotel' });
    expect(signUp.body.customer.type).toBe('Private');

    const noProof = await api.post('/api/frontend/account/business-request', { type: 'Hotel', company_name: 'Blue Fig LLC' }, { token: customer.token });
    expect(noProof.status).toBe(422);
    expect(noProof.body.errors.trade_licence).toEqual(['Please enter your trade licence number or your TRN.']);
    const applied = await api.post('/api/frontend/account/business-request', { type: 'Hotel', company_name: 'Blue Fig LLC', trn: '100123456700003' }, { token: customer.token });
    expect(applied.status).toBe(201);
    expect(applied.body.data).toMatchObject({ status: 'pending', type: 'Hotel', company_name: 'Blue Fig LLC' });

    // Pending: still Private, and purchase orders stay closed.
    expect((await api.get('/api/frontend/account/business-request', { token: customer.token })).body.data).toMatchObject({ type: 'Private', request: { status: 'pending' } });
    await api.post('/api/frontend/cart/add', { product_id: productIds[1], quantity: 1 }, { token: customer.token });
    const address = { type: 'shipping', address: 'Villa 3', ...(await addressPlace(api)), zip_code: '00000', is_default: 1, name: 'Chef', phone: '+971501234567' };
    const po = { address, payment_method: 'purchase_order', purchase_order_number: 'PO-1' };
    expect((await api.post('/api/frontend/checkout/place-order', po, { token: customer.token })).status).toBe(422);

    const listed = await runAccountsCommand(api.db, ['list-business-requests']);
    expect(listed.code).toBe(0);
    expect(listed.lines.join('\n')).toContain(customer.email);
    expect(await runAccountsCommand(api.db, ['approve-business', 'nobody@example.com'])).toMatchObject({ code: 1 });
    const approved = await runAccountsCommand(api.db, ['approve-business', customer.email.toUpperCase()]);
    expect(approved).toEqual({ code: 0, lines: [`${customer.email}: business account approved (Hotel, Blue Fig LLC).`] });
    expect(await runAccountsCommand(api.db, ['approve-business', customer.email])).toMatchObject({ code: 1 });

    expect((await api.get('/api/frontend/account/business-request', { token: customer.token })).body.data).toMatchObject({ type: 'Hotel', request: { status: 'approved' } });
    expect((await api.post('/api/frontend/checkout/place-order', po, { token: customer.token })).status).toBe(201);
  });

  it('a rejected request shows as rejected and can be filed again', async () => {
    const customer = await makeCustomer(api);
    await api.post('/api/frontend/account/business-request', { type: 'Cafe', company_name: 'Bean There', trade_licence: 'DED-123' }, { token: customer.token });
    expect((await runAccountsCommand(api.db, ['reject-business', customer.email])).code).toBe(0);
    expect((await api.get('/api/frontend/account/business-request', { token: customer.token })).body.data.request.status).toBe('rejected');
    const again = await api.post('/api/frontend/account/business-request', { type: 'Cafe', company_name: 'Bean There', trade_licence: 'DED-124' }, { token: customer.token });
    expect(again.body.data.status).toBe('pending');
    expect(await runAccountsCommand(api.db, ['frobnicate'])).toMatchObject({ code: 2 });
  });
});

describe('token life', () => {
  const tokenRow = async (token: string) => (await api.db.select().from(authTokens).where(eq(authTokens.tokenHash, sha256(token))))[0]!;

  it('a token lives 7 days, and use slides it forward, never past 30 days from issue', async () => {
    const customer = await makeCustomer(api);
    const issued = await tokenRow(customer.token);
    expect(issued.expiresAt.getTime() - issued.createdAt.getTime()).toBe(TOKEN_LIFETIME_MS);

    // Unused for 6 days: one day left, then a use gives it 7 days from now again.
    await api.db.update(authTokens).set({ expiresAt: new Date(Date.now() + 24 * 3600_000) }).where(eq(authTokens.id, issued.id));
    expect((await api.get('/api/frontend/me', { token: customer.token })).status).toBe(200);
    const slid = await tokenRow(customer.token);
    expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + TOKEN_LIFETIME_MS - 3600_000);

    // Issued 29 days ago: use cannot take it past its 30th day.
    const createdAt = new Date(Date.now() - 29 * 24 * 3600_000);
    await api.db.update(authTokens).set({ createdAt, expiresAt: new Date(Date.now() + 3600_000) }).where(eq(authTokens.id, issued.id));
    expect((await api.get('/api/frontend/me', { token: customer.token })).status).toBe(200);
    expect((await tokenRow(customer.token)).expiresAt.getTime()).toBe(createdAt.getTime() + TOKEN_MAX_LIFETIME_MS);
  });

  it('every sign-in issues a fresh token; expired tokens are refused and swept', async () => {
    const customer = await makeCustomer(api);
    const login = await api.post('/api/frontend/login', { email: customer.email, password: customer.password });
    expect(login.body.token).not.toBe(customer.token);
    await api.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, sha256(customer.token)));
    expect((await api.get('/api/frontend/me', { token: customer.token })).status).toBe(401);

    await sweepExpiredRows(api.db);
    const left = await api.db.select({ hash: authTokens.tokenHash }).from(authTokens).where(eq(authTokens.customerId, customer.id));
    expect(left.map((row) => row.hash)).toEqual([sha256(login.body.token)]);
  });
});

describe('abuse-limit counters', () => {
  it('live in the database, and expired ones are swept', async () => {
    for (let i = 0; i < 3; i++) await api.post('/api/newsletters', { email: `x${i}@example.com` }, from('203.0.113.200'));
    const rows = await api.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.200'); // keys are hashed
    await api.db.update(rateLimits).set({ expire: Date.now() - 1000 });
    await api.post('/api/newsletters', { email: 'live@example.com' }, from('203.0.113.201'));
    await sweepExpiredRows(api.db);
    const left = await api.db.select().from(rateLimits);
    expect(left).toHaveLength(1);
    expect(left[0]!.expire).toBeGreaterThan(Date.now());
  });
});
