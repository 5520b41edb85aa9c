import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createGoogleVerifier } from './google';
import { IdTokenError } from './id-token';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwk, kid };
}

describe('Google ID-token verification against a local key set', () => {
  let trusted: Awaited<ReturnType<typeof keyPair>>;
  let stranger: Awaited<ReturnType<typeof keyPair>>;

  beforeAll(async () => {
    trusted = await keyPair('trusted');
    stranger = await keyPair('stranger');
  });

  const verifier = () => createGoogleVerifier({ clientId: CLIENT_ID, jwks: { keys: [trusted.jwk] } });

  interface TokenOptions {
    claims?: Record<string, unknown>;
    issuer?: string;
    audience?: string;
    expiresIn?: string | number;
    key?: 'trusted' | 'stranger';
  }

  async function token({ claims = {}, issuer = 'https://accounts.google.com', audience = CLIENT_ID, expiresIn = '1h', key = 'trusted' }: TokenOptions = {}) {
    const signer = key === 'trusted' ? trusted : stranger;
    return new SignJWT({ email: 'Chef@Example.com', email_verified: true, name: 'Chef Amal', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: signer.kid })
      .setSubject('google-sub-1')
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(signer.privateKey);
  }

  it('accepts a valid credential and reads subject, lower-cased email and name', async () => {
    await expect(verifier().verify(await token())).resolves.toEqual({
      subject: 'google-sub-1',
      email: 'chef@example.com',
      name: 'Chef Amal',
    });
  });

  it('accepts the issuer without the scheme as Google issues both', async () => {
    await expect(verifier().verify(await token({ issuer: 'accounts.google.com' }))).resolves.toMatchObject({
      subject: 'google-sub-1',
    });
  });

  it.each<[string, TokenOptions]>([
    ['another audience', { audience: 'someone-else' }],
    ['another issuer', { issuer: 'https://evil.example.com' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['a key outside the key set', { key: 'stranger' }],
    ['an unverified email', { claims: { email_verified: false } }],
    ['no email', { claims: { email: undefined } }],
  ])('refuses %s', async (_label, options) => {
    await expect(verifier().verify(await token(options))).rejects.toBeInstanceOf(IdTokenError);
  });

  it('refuses an unsigned token and garbage', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ iss: 'accounts.google.com', aud: CLIENT_ID, sub: 'x', email: 'a@b.co', email_verified: true, exp: 9e9 }),
    ).toString('base64url');
    await expect(verifier().verify(`${header}.${body}.`)).rejects.toBeInstanceOf(IdTokenError);
    await expect(verifier().verify('not-a-jwt')).rejects.toBeInstanceOf(IdTokenError);
  });
});
