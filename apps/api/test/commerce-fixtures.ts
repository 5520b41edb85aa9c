// Shared fixtures of the commerce tests: customers made directly in the database (so the
// register limit is not spent on setup), sample file bytes, and product lookups.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, asc, eq, gt, gte } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { hashPassword } from '../src/auth/password';
import { issueToken } from '../src/auth/tokens';
import { cities, countries, products, states } from '../src/db/schema/catalogue';
import { pngChunk } from '../src/catalogue/pictures/png';
import { customers } from '../src/db/schema/commerce';
import type { TestApi } from './harness';

let counter = 0;

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
  token: string;
}

export async function makeCustomer(api: TestApi, options: { type?: string; password?: string; name?: string } = {}): Promise<TestCustomer> {
  counter += 1;
  const email = `shopper${counter}.${Date.now().toString(36)}@example.com`;
  const password = options.password ?? `Passw0rd-${counter}`;
  const [row] = await api.db
    .insert(customers)
    .values({ name: options.name ?? `Shopper ${counter}`, email, passwordHash: await hashPassword(password), type: options.type ?? 'Private' })
    .returning({ id: customers.id });
  return { id: row!.id, email, password, token: await issueToken(api.db, row!.id) };
}

/** Published products with stock above 200, minimum 1 and maximum at least 60. */
export async function sampleProducts(api: TestApi, count: number) {
  return api.db
    .select({ id: products.id, min: products.minimumOrderQuantity, max: products.maximumOrderQuantity, stock: products.stock, priceAed: products.priceAed, salePriceAed: products.salePriceAed, name: products.name })
    .from(products)
    .where(and(eq(products.status, 'published'), gt(products.stock, 200), eq(products.minimumOrderQuantity, 1), gte(products.maximumOrderQuantity, 60)))
    .orderBy(asc(products.id))
    .limit(count);
}

/** Small but whole images (the API walks each to its end marker), and non-images. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1c7d40000000049454e44ae426082', 'hex');
/** A real 2x2 baseline JPEG (SOF0, one scan, EOI). */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APQKAP8A/9k=',
  'base64',
);
export const GIF = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
export const MP4 = Buffer.concat([Buffer.from('0000001c667479706d703432000000006d70343269736f6d', 'hex'), Buffer.from('0000000866726565', 'hex'), Buffer.alloc(64)]);
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');

export { pngChunk };

/** A whole PNG of exactly `size` bytes: the 1x1 PNG with a private padding chunk before IEND. */
export function pngOfSize(size: number): Buffer {
  const IEND = PNG.subarray(PNG.length - 12);
  const padding = Math.max(0, size - PNG.length - 12);
  return Buffer.concat([PNG.subarray(0, PNG.length - 12), pngChunk('paDd', Buffer.alloc(padding)), IEND]);
}

export function blob(bytes: Buffer, type: string): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

/** A real country / state / city triple (UAE) from the seeded geography. */
export async function addressPlace(api: TestApi): Promise<{ country_id: number; state_id: number; city_id: number }> {
  const [row] = await api.db
    .select({ country_id: countries.id, state_id: states.id, city_id: cities.id })
    .from(countries)
    .innerJoin(states, eq(states.countryId, countries.id))
    .innerJoin(cities, eq(cities.stateId, states.id))
    .where(eq(countries.iso2, 'AE'))
    .orderBy(asc(states.id), asc(cities.id))
    .limit(1);
  if (!row) throw new Error('the seed has no UAE city');
  return row;
}

/** Puts `quantity` of each product in the customer's cart and places an order (UAE address), cash on delivery unless told. */
export async function placeOrder(
  api: TestApi,
  customer: TestCustomer,
  productIds: number[],
  options: { payment_method?: string; quantity?: number; lang?: 'ar' } = {},
): Promise<{ id: number; number: string; total: number; order_products: { id: number; product_id: number; product: { name: string } }[]; payment: { redirect_url: string } | null }> {
  for (const productId of productIds) {
    const added = await api.post('/api/frontend/cart/add', { product_id: productId, quantity: options.quantity ?? 1 }, { token: customer.token });
    if (added.status !== 200) throw new Error(`cart add ${productId}: ${added.status} ${added.text}`);
  }
  const address = { type: 'shipping', address: 'Villa 3, Street 9', ...(await addressPlace(api)), zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' };
  const placed = await api.post(`/api/frontend/checkout/place-order${options.lang ? `?lang=${options.lang}` : ''}`, { address, payment_method: options.payment_method ?? 'cash_on_delivery' }, { token: customer.token });
  if (placed.status !== 201) throw new Error(`place-order: ${placed.status} ${placed.text}`);
  return { ...placed.body.data, payment: placed.body.payment };
}

export const GOOGLE_TEST_CLIENT_ID = 'horeca-test.apps.googleusercontent.com';
export const APPLE_TEST_CLIENT_ID = 'com.horeca.test.signin';

interface SignOptions {
  audience?: string;
  issuer?: string;
  /** Seconds since the epoch, or a span such as '10m'. */
  expiresAt?: number | string;
}

/**
 * A local key set (a file: URL for GOOGLE_JWKS_URL / APPLE_JWKS_URL) and a signer of a
 * provider's ID tokens with it, so sign-in is tested end to end without the network.
 */
async function idTokenSigner(issuer: string, clientId: string, defaults: Record<string, unknown>) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const jwksFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jwks-')), 'jwks.json');
  fs.writeFileSync(jwksFile, JSON.stringify({ keys: [jwk] }));
  const sign = (claims: Record<string, unknown> = {}, options: SignOptions = {}) =>
    new SignJWT({ ...defaults, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? clientId)
      .setSubject(String(claims.sub ?? 'sub-123'))
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? '10m')
      .sign(privateKey);
  return { jwksUrl: pathToFileURL(jwksFile).href, sign };
}

export async function googleSigner() {
  const signer = await idTokenSigner('https://accounts.google.com', GOOGLE_TEST_CLIENT_ID, {
    email: 'google.user@example.com',
    email_verified: true,
    name: 'Google User',
  });
  const sign = (claims: Record<string, unknown> = {}, audience?: string) => signer.sign(claims, { audience });
  return { config: { googleClientId: GOOGLE_TEST_CLIENT_ID, googleJwksUrl: signer.jwksUrl }, sign };
}

/** Apple's id_token: no name claim, and email_verified as the string "true". */
export async function appleSigner() {
  const signer = await idTokenSigner('https://appleid.apple.com', APPLE_TEST_CLIENT_ID, {
    email: 'apple.user@example.com',
    email_verified: 'true',
    is_private_email: 'false',
  });
  return { config: { appleClientId: APPLE_TEST_CLIENT_ID, appleJwksUrl: signer.jwksUrl }, sign: signer.sign };
}

/** The reset link's token from the newest mail to `email` in the test outbox. */
export async function mailedResetToken(api: TestApi, email: string): Promise<string> {
  const outbox = await api.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
  const mails = outbox.body.data as { text: string }[];
  const token = /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset mail to ${email}`);
  return token;
}

/**
 * Repeats a failing attempt until the API answers 429 (at most `max` times): with waits that
 * double after each failure, a 429 comes within a few attempts however slow the machine, so
 * no test depends on timing. Returns every answer, the 429 last.
 */
export async function untilTold429<T extends { status: number }>(attempt: () => Promise<T>, max = 20): Promise<T[]> {
  const answers: T[] = [];
  while (answers.length < max) {
    const answer = await attempt();
    answers.push(answer);
    if (answer.status === 429) break;
  }
  return answers;
}
