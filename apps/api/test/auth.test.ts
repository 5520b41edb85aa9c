import { eq } from 'drizzle-orm';
import { authTokens } from '../src/db/schema/commerce';
import { startTestApi, type TestApi } from './harness';
import { googleSigner, makeCustomer, untilTold429 } from './commerce-fixtures';
import { DEFAULT_ABUSE_LIMITS, DEFAULT_FAILURE_DELAYS, resetAbuseLimits } from '../src/rate-limit/limits';
import { abuseLimitSettings } from '../src/infrastructure';

describe('auth: login, register, Google, logout, me', () => {
  let api: TestApi;
  let signGoogle: (claims?: Record<string, unknown>, audience?: string) => Promise<string>;

  beforeAll(async () => {
    const google = await googleSigner();
    signGoogle = google.sign;
    api = await startTestApi({ seedProducts: 300, config: google.config });
  });
  afterAll(() => api?.close());

  const registration = (overrides: Record<string, unknown> = {}) => ({
    name: 'Amal Haddad',
    email: `amal.${Math.random().toString(36).slice(2, 8)}@example.com`,
    is_guest: false,
    mobile_number: '971501234567',
    country_code: '+971',
    password: 'Secret-pass-1',
    ...overrides,
  });

  it('registers with a password, answers a token and never echoes the password', async () => {
    const payload = registration();
    const res = await api.post('/api/frontend/register', payload);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, user: { email: payload.email }, customer: { name: 'Amal Haddad', type: 'Private' } });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.text.toLowerCase()).not.toContain('password');
    expect(res.text).not.toContain(payload.password);

    const login = await api.post('/api/frontend/login', { email: payload.email.toUpperCase(), password: payload.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ customer: { name: 'Amal Haddad', email: payload.email, type: 'Private' }, message: 'Login successful.' });
    expect(login.text.toLowerCase()).not.toContain('password');

    const me = await api.get('/api/frontend/me', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: payload.email, type: 'Private', is_guest: false });
    expect(me.text.toLowerCase()).not.toContain('password');
  });

  it('a guest registration (is_guest, no password) creates the customer and answers a token', async () => {
    const payload = registration({ is_guest: true, password: undefined });
    const res = await api.post('/api/frontend/register', payload);
    expect(res.status).toBe(201);
    expect(res.body.customer.is_guest).toBe(true);
    const me = await api.get('/api/frontend/me', { token: res.body.token });
    expect(me.body.data).toMatchObject({ email: payload.email, is_guest: true });
    // A guest has no password: signing in with any password fails like a wrong one.
    const login = await api.post('/api/frontend/login', { email: payload.email, password: 'whatever-123' });
    expect(login.status).toBe(401);
  });

  it('a second registration with the same email is refused with the spec message, whatever the case', async () => {
    const payload = registration();
    expect((await api.post('/api/frontend/register', payload)).status).toBe(201);
    const again = await api.post('/api/frontend/register', { ...payload, email: payload.email.toUpperCase(), is_guest: true, password: undefined });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(['You are already registered. Please login to continue.']);
  });

  it.each([
    ['no name', { name: '' }, 'name', 'Name is required'],
    ['bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email'],
    ['bad UAE mobile', { mobile_number: '971401234567' }, 'mobile_number', 'Please enter a valid UAE number'],
    ['short password', { password: 'short' }, 'password', 'Password must be at least 8 characters'],
    ['no password and not a guest', { password: undefined }, 'password', 'Password is required'],
    ['unknown customer type', { type: 'Admin' }, 'type', undefined],
  ])('register refuses %s with 422', async (_label, overrides, field, message) => {
    const res = await api.post('/api/frontend/register', registration(overrides));
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBeDefined();
    if (message) expect(res.body.errors[field]).toContain(message);
  });

  it('unknown email and wrong password answer exactly the same', async () => {
    const customer = await makeCustomer(api);
    const wrong = await api.post('/api/frontend/login', { email: customer.email, password: 'wrong-password' });
    const unknown = await api.post('/api/frontend/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toContain('Login');
  });

  it.each([
    [{}, { email: ['Email is required'], password: ['Password is required'] }],
    [{ email: 'x@y', password: '12345678' }, { email: ['Please enter a valid email address'] }],
    [{ email: 'a@example.com', password: 'short' }, { password: ['Password must be at least 8 characters'] }],
    [{ email: 42, password: ['array'] }, { email: ['Please enter a valid email address'] }],
  ])('login validates with the spec messages: %j', async (body, errors) => {
    const res = await api.post('/api/frontend/login', body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject(errors);
  });

  it('a malformed JSON body is a 400, not a 500', async () => {
    const res = await api.request('POST', '/api/frontend/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });

  it('wrong passwords bring growing waits on the account from that address (429 with Retry-After), never a lock', async () => {
    await resetAbuseLimits(api.db);
    const customer = await makeCustomer(api);
    const free = DEFAULT_FAILURE_DELAYS.loginByAccountAndAddress.freeFailures;
    const answers = await untilTold429(() => api.post('/api/frontend/login', { email: customer.email, password: 'wrong-password' }));
    // `free` failures go through at once; past them the waits double (1, 2, 4 s ...), so a
    // 429 comes within a few attempts however slow the machine.
    expect(answers.slice(0, free + 1).map((answer) => answer.status)).toEqual(Array(free + 1).fill(401));
    const waiting = answers.at(-1)!;
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(waiting.body).toEqual({ message: 'Too many attempts. Please try again later.', message_key: 'api.tooManyAttempts' });
    await resetAbuseLimits(api.db);
  });

  it('throttles login per address, and a rotated X-Forwarded-For does not bypass it', async () => {
    await resetAbuseLimits(api.db);
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const res = await api.post('/api/frontend/login', { email: `n${i}@example.com`, password: 'wrong-password' }, { headers: { 'x-forwarded-for': `10.1.1.${i}` } });
      last = res.status;
    }
    expect(last).toBe(429);
    await resetAbuseLimits(api.db);
  });

  it('logout revokes the token: the same token then gets 401', async () => {
    const customer = await makeCustomer(api);
    const login = await api.post('/api/frontend/login', { email: customer.email, password: customer.password });
    const token = login.body.token as string;
    expect((await api.get('/api/frontend/me', { token })).status).toBe(200);
    const out = await api.post('/api/frontend/logout', undefined, { token });
    expect(out.status).toBe(200);
    expect((await api.get('/api/frontend/me', { token })).status).toBe(401);
    expect((await api.post('/api/frontend/logout', undefined, { token })).status).toBe(401);
    // Other sessions of the same customer stay signed in.
    expect((await api.get('/api/frontend/me', { token: customer.token })).status).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['a random token', 'Bearer ' + 'x'.repeat(43)],
    ['another scheme', 'Basic abc'],
  ])('GET /me with %s is 401', async (_label, header) => {
    const res = await api.get('/api/frontend/me', header ? { headers: { authorization: header } } : {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.', message_key: 'api.unauthenticated' });
  });

  it('Google sign-in creates the customer once and signs in again with the same subject', async () => {
    const first = await api.post('/api/frontend/auth/google', { credential: await signGoogle(), select_by: 'btn' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ user: { name: 'Google User', email: 'google.user@example.com' } });
    const second = await api.post('/api/frontend/auth/google', { credential: await signGoogle() });
    expect(second.body.customer.id).toBe(first.body.customer.id);
    expect(second.body.token).not.toBe(first.body.token);
  });

  it.each([
    ['another audience', () => signGoogle({}, 'someone-else')],
    ['an unverified email', () => signGoogle({ email_verified: false, sub: 'sub-9' })],
    ['garbage', async () => 'not.a.jwt'],
  ])('Google sign-in refuses %s with the spec message', async (_label, make) => {
    const res = await api.post('/api/frontend/auth/google', { credential: await make() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Google login failed. Please try again.');
  });

  it('forgot/reset password: one-time mailed token, old sessions revoked, same answer for unknown emails', async () => {
    const customer = await makeCustomer(api);
    const known = await api.post('/api/frontend/forgot-password', { email: customer.email });
    const unknown = await api.post('/api/frontend/forgot-password', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const outbox = await api.get(`/api/test/outbox?to=${encodeURIComponent(customer.email)}`);
    expect(outbox.body.data).toHaveLength(1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(outbox.body.data[0].text)?.[1];
    expect(token).toBeTruthy();
    expect((await api.get('/api/test/outbox?to=ghost@example.com')).body.data).toHaveLength(0);

    const reset = await api.post('/api/frontend/reset-password', { token, password: 'Brand-new-pass' });
    expect(reset.status).toBe(200);
    expect((await api.get('/api/frontend/me', { token: customer.token })).status).toBe(401);
    expect((await api.post('/api/frontend/login', { email: customer.email, password: 'Brand-new-pass' })).status).toBe(200);
    const reused = await api.post('/api/frontend/reset-password', { token, password: 'Another-pass-1' });
    expect(reused.status).toBe(422);
    expect(reused.body.errors.token).toEqual(['This password reset link is invalid or has expired.']);
  });

  it('password change needs the current password', async () => {
    const customer = await makeCustomer(api);
    const wrong = await api.put('/api/frontend/account/password', { current_password: 'nope-nope', new_password: 'New-password-1' }, { token: customer.token });
    expect(wrong.status).toBe(422);
    const right = await api.put('/api/frontend/account/password', { current_password: customer.password, new_password: 'New-password-1' }, { token: customer.token });
    expect(right.status).toBe(200);
    expect((await api.post('/api/frontend/login', { email: customer.email, password: 'New-password-1' })).status).toBe(200);
  });

  it('registration is throttled per address (429 with Retry-After)', async () => {
    await resetAbuseLimits(api.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await api.post('/api/frontend/register', registration())).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    await resetAbuseLimits(api.db);
  });

  it('guest checkouts are not registrations: 15 from one address in an hour all pass, past the accounts\' limit (issue 33)', async () => {
    await resetAbuseLimits(api.db);
    const guest = () => registration({ is_guest: true, password: undefined });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await api.post('/api/frontend/register', guest())).status);
    expect(statuses).toEqual(Array(15).fill(201));
    // The accounts' own limit is untouched by them.
    expect((await api.post('/api/frontend/register', registration())).status).toBe(201);
    // One email tried over and over (once saved, it is 'already registered') is held at its own limit.
    const email = `guest.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const sameEmail: number[] = [];
    for (let i = 0; i < DEFAULT_ABUSE_LIMITS.guestCheckoutByEmail.limit + 1; i++) sameEmail.push((await api.post('/api/frontend/register', { ...guest(), email: i % 2 ? email.toUpperCase() : email })).status);
    expect(sameEmail).toEqual([201, ...Array(DEFAULT_ABUSE_LIMITS.guestCheckoutByEmail.limit - 1).fill(422), 429]);
    await resetAbuseLimits(api.db);
  });

  it('an expired token is refused with 401', async () => {
    const customer = await makeCustomer(api);
    await api.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.customerId, customer.id));
    expect((await api.get('/api/frontend/me', { token: customer.token })).status).toBe(401);
  });

  it('the auth calls are in the OpenAPI document', async () => {
    const doc = await api.get('/api/openapi.json');
    for (const p of ['/api/frontend/login', '/api/frontend/register', '/api/frontend/auth/google', '/api/frontend/logout', '/api/frontend/me']) {
      expect(doc.body.paths[p]).toBeDefined();
    }
  });
});

describe('abuse limits for browser journeys', () => {
  it('are raised by E2E_LIMIT_MULTIPLIER only under NODE_ENV=test', () => {
    const scaled = abuseLimitSettings({ nodeEnv: 'test' }, { E2E_LIMIT_MULTIPLIER: '20' });
    expect(scaled.limits.register.limit).toBe(DEFAULT_ABUSE_LIMITS.register.limit * 20);
    expect(scaled.limits.register.windowMs).toBe(DEFAULT_ABUSE_LIMITS.register.windowMs);
    expect(scaled.failures.loginByAccount.freeFailures).toBe(DEFAULT_FAILURE_DELAYS.loginByAccount.freeFailures * 20);
    const defaults = { limits: DEFAULT_ABUSE_LIMITS, failures: DEFAULT_FAILURE_DELAYS };
    expect(abuseLimitSettings({ nodeEnv: 'production' }, { E2E_LIMIT_MULTIPLIER: '20' })).toEqual(defaults);
    expect(abuseLimitSettings({ nodeEnv: 'test' }, {})).toEqual(defaults);
    expect(abuseLimitSettings({ nodeEnv: 'test' }, { E2E_LIMIT_MULTIPLIER: 'lots' })).toEqual(defaults);
  });
});
