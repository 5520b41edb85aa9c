// The commerce services every commerce route module reads from deps.commerce: mail, the
// Google and Apple verifiers, abuse limits, the payment provider and upload settings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JSONWebKeySet } from 'jose';
import { createAppleVerifier } from './auth/apple';
import { createGoogleVerifier } from './auth/google';
import type { IdTokenVerifier, IdTokenVerifierOptions } from './auth/id-token';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createMailer, type Mailer } from './mail/mailer';
import { paymentProviderFor } from './payments/index';
import type { PaymentProvider } from './payments/provider';
import { createAbuseLimits, DEFAULT_ABUSE_LIMITS, DEFAULT_FAILURE_DELAYS, type AbuseLimitConfig, type AbuseLimits } from './rate-limit/limits';
import { scaledUnpaidCaps, type UnpaidCaps } from './checkout/unpaid-caps';

export interface CommerceServices {
  mailer: Mailer;
  google: IdTokenVerifier;
  /** Null when APPLE_CLIENT_ID is unset: Sign in with Apple is then not offered. */
  apple: IdTokenVerifier | null;
  limits: AbuseLimits;
  /** Open unpaid orders and units per customer and per address (checkout/unpaid-caps.ts). */
  unpaidCaps: UnpaidCaps;
  /** Null when no provider is configured: card payment is then not offered. */
  payments: PaymentProvider | null;
  /** Honour X-Forwarded-For (TRUST_PROXY): only behind a proxy we run. */
  trustProxy: boolean;
  /** Private folder for uploads in flight; never served. */
  uploadTempDir: string;
}

/**
 * GOOGLE_JWKS_URL / APPLE_JWKS_URL may be a file: URL holding a key set (tests, air-gapped
 * demos): it is read once and used locally, so nothing is fetched. Otherwise jose fetches
 * and caches (the provider's own key set when unset).
 */
function keySetOptions(clientId: string, url: string | null): IdTokenVerifierOptions {
  if (url?.startsWith('file:')) return { clientId, jwks: JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as JSONWebKeySet };
  return { clientId, jwksUrl: url };
}

/**
 * Browser journeys create many customers from one loopback address, which the per-address
 * limits would refuse after a few. Only under NODE_ENV=test, E2E_LIMIT_MULTIPLIER raises
 * every limit (and every count of free failures, and the unpaid-order caps) by that factor;
 * production always runs the defaults.
 */
function testLimitFactor(config: Pick<AppConfig, 'nodeEnv'>, env: Record<string, string | undefined>): number {
  const factor = config.nodeEnv === 'test' ? Math.floor(Number(env.E2E_LIMIT_MULTIPLIER ?? '1')) : 1;
  return Number.isFinite(factor) && factor > 1 ? factor : 1;
}

export function abuseLimitSettings(config: Pick<AppConfig, 'nodeEnv'>, env: Record<string, string | undefined>): AbuseLimitConfig {
  const defaults: AbuseLimitConfig = { limits: DEFAULT_ABUSE_LIMITS, failures: DEFAULT_FAILURE_DELAYS };
  const factor = testLimitFactor(config, env);
  if (factor === 1) return defaults;
  const scale = <T extends object>(settings: Record<string, T>, field: keyof T) =>
    Object.fromEntries(Object.entries(settings).map(([name, setting]) => [name, { ...setting, [field]: (setting[field] as number) * factor }]));
  return {
    limits: scale(DEFAULT_ABUSE_LIMITS, 'limit') as unknown as AbuseLimitConfig['limits'],
    failures: scale(DEFAULT_FAILURE_DELAYS, 'freeFailures') as unknown as AbuseLimitConfig['failures'],
  };
}

export function buildCommerceServices(config: AppConfig, db: Db, env: Record<string, string | undefined> = process.env): CommerceServices {
  return {
    mailer: createMailer(db, config.mail),
    google: createGoogleVerifier(keySetOptions(config.googleClientId, config.googleJwksUrl)),
    apple: config.appleClientId ? createAppleVerifier(keySetOptions(config.appleClientId, config.appleJwksUrl)) : null,
    limits: createAbuseLimits(db, abuseLimitSettings(config, env)),
    unpaidCaps: scaledUnpaidCaps(testLimitFactor(config, env)),
    payments: paymentProviderFor(config),
    trustProxy: ['1', 'true', 'yes', 'on'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase()),
    uploadTempDir: path.join(config.dataDir, 'upload-tmp'),
  };
}
