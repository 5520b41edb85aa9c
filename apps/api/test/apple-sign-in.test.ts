// POST /api/frontend/auth/apple: Sign in with Apple's id_token, verified against a local key
// set (APPLE_JWKS_URL as a file: URL), signing in, linking and registering like Google.
import { appleSigner, makeCustomer } from './commerce-fixtures';
import { startTestApi, type TestApi } from './harness';

const APPLE_FAILED = 'Apple login failed. Please try again.';

describe('Sign in with Apple', () => {
  let api: TestApi;
  let signApple: Awaited<ReturnType<typeof appleSigner>>['sign'];

  beforeAll(async () => {
    const apple = await appleSigner();
    signApple = apple.sign;
    api = await startTestApi({ seedProducts: 300, config: apple.config });
  });
  afterAll(() => api?.close());

  const unique = (label: string) => `${label}.${Math.random().toString(36).slice(2, 8)}@example.com`;

  it('registers the customer once and signs in again with the same subject', async () => {
    const email = unique('apple');
    const first = await api.post('/api/frontend/auth/apple', { id_token: await signApple({ email, sub: `apple-${email}` }) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ user: { email }, customer: { email }, message: 'Login successful.' });
    expect((await api.get('/api/frontend/me', { token: first.body.token })).status).toBe(200);

    // Apple sends the email only on the first sign-in of some flows: the subject finds the account.
    const again = await api.post('/api/frontend/auth/apple', { id_token: await signApple({ email: unique('changed'), sub: `apple-${email}` }) });
    expect(again.status).toBe(200);
    expect(again.body.customer.id).toBe(first.body.customer.id);
  });

  it('accepts a private-relay address and email_verified as the string "true"', async () => {
    const relay = `${Math.random().toString(36).slice(2, 10)}@privaterelay.appleid.com`;
    const res = await api.post('/api/frontend/auth/apple', { id_token: await signApple({ email: relay, email_verified: 'true', is_private_email: 'true', sub: `apple-${relay}` }) });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(relay);
  });

  it.each<[string, () => Promise<string>]>([
    ['another audience', () => signApple({ sub: 'a-1' }, { audience: 'com.someone.else' })],
    ['another issuer', () => signApple({ sub: 'a-2' }, { issuer: 'https://accounts.google.com' })],
    ['an expired token', () => signApple({ sub: 'a-3' }, { expiresAt: Math.floor(Date.now() / 1000) - 600 })],
    ['an unverified email', () => signApple({ sub: 'a-4', email_verified: 'false' })],
    ['an unverified email (boolean)', () => signApple({ sub: 'a-5', email_verified: false })],
    [
      'an unsigned token',
      async () => {
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const claims = { iss: 'https://appleid.apple.com', aud: 'com.horeca.test.signin', sub: 'a-6', email: 'x@example.com', email_verified: 'true', exp: 9e9 };
        return `${part({ alg: 'none' })}.${part(claims)}.`;
      },
    ],
  ])('refuses %s with 401 and its message', async (_label, make) => {
    const res = await api.post('/api/frontend/auth/apple', { id_token: await make() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(APPLE_FAILED);
  });

  it('answers 422 at the field when id_token is missing', async () => {
    const res = await api.post('/api/frontend/auth/apple', {});
    expect(res.status).toBe(422);
    expect(res.body.errors.id_token).toEqual([APPLE_FAILED]);
  });

  it("links an existing account by its email and ends that account's other sessions", async () => {
    const owner = await makeCustomer(api);
    const apple = await api.post('/api/frontend/auth/apple', { id_token: await signApple({ email: owner.email, sub: `apple-${owner.email}` }) });
    expect(apple.status).toBe(200);
    expect(apple.body.customer.email).toBe(owner.email);
    expect((await api.get('/api/frontend/me', { token: owner.token })).status).toBe(401);
    expect((await api.get('/api/frontend/me', { token: apple.body.token })).status).toBe(200);
    // The sign-up password was never proven through the mailed link: it is dropped (pre-hijack).
    expect((await api.post('/api/frontend/login', { email: owner.email, password: owner.password })).status).toBe(401);
  });
});

describe('Sign in with Apple when APPLE_CLIENT_ID is unset', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedProducts: 300 });
  });
  afterAll(() => api?.close());

  it('answers 404 saying it is not available, even for a well-signed token', async () => {
    const signer = await appleSigner();
    const res = await api.post('/api/frontend/auth/apple', { id_token: await signer.sign() });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Sign in with Apple is not available on this site.');
  });
});
