import path from 'node:path';
import { parsePublicOrigin } from './http/public-origin';
import { originPattern } from './http/security';
import { renderSettingsFrom, type RenderSettings } from './render/settings';

/**
 * Runtime configuration, read once from the environment with safe defaults.
 * Everything the API needs to know about its surroundings lives here so tests can
 * build a config object directly instead of mutating process.env.
 */
export interface MailConfig {
  /** 'outbox': messages are only recorded in mail_outbox; 'smtp': also queued for SMTP_URL. */
  transport: 'outbox' | 'smtp';
  smtpUrl: string | null;
  from: string;
  /** MAIL_RETRY_LIMIT: SMTP attempts after the first before a message is dead-lettered. */
  retryLimit: number;
  /** MAIL_RETRY_DELAY_SECONDS: the first retry's delay; each later one doubles (with jitter). */
  retryDelaySeconds: number;
}

/**
 * Time limits on the PostgreSQL pool that serves requests (issue 28): a database stopped, frozen
 * or out of reach makes a request fail in seconds (answered 503 with Retry-After), never hang.
 * Start-up work (migrations, the first seed) runs on a pool without them.
 */
export interface DatabaseTimeouts {
  /** DATABASE_CONNECT_TIMEOUT_MS: opening a new connection to the server. */
  connectMs: number;
  /**
   * DATABASE_POOL_WAIT_MS: a request's wait for its turn at the pool's connections. A spike of
   * checkouts queues behind each other's locks on the same products; with the connect time as
   * its limit, 4 of 30 opposite-order checkouts were refused 503 on a busy machine.
   */
  poolWaitMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout; the driver also gives up a second later (a frozen server enforces nothing). */
  statementMs: number;
  /** DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: PostgreSQL ends a transaction left idle this long (its locks go with it). */
  idleInTransactionMs: number;
}

/** Graceful shutdown on SIGTERM or SIGINT (issue 28; src/http/drain.ts). */
export interface ShutdownConfig {
  /**
   * SHUTDOWN_LISTEN_SECONDS: how long the process keeps accepting connections after the signal,
   * answering readiness 503 and every request with `Connection: close`, so the balancer sees it
   * go and keep-alive clients reconnect elsewhere.
   */
  listenMs: number;
  /**
   * SHUTDOWN_TIMEOUT_SECONDS: by then every connection is closed (a request still running is
   * cut), the mail worker has stopped and the process exits 0. Keep it under the supervisor's
   * grace period (docker stop: 10 s, Kubernetes: 30 s).
   */
  timeoutMs: number;
}

export interface PaymentConfig {
  /**
   * PAYMENT_PROVIDER. 'test' is the built-in test gateway (its hosted card page lets the shopper
   * choose the outcome), so it is refused under NODE_ENV=production; 'none' offers no card payment.
   */
  provider: 'test' | 'none';
  /** Public origin of the storefront, used to build /payment/success/{id} etc. */
  storefrontUrl: string;
}

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  databaseTimeouts: DatabaseTimeouts;
  shutdown: ShutdownConfig;
  /**
   * PUBLIC_ORIGIN: the origin absolute URLs (images, sitemap, canonical links) are built on;
   * null: the address the server listens on. Never the request's Host (http/public-origin.ts).
   */
  publicOrigin: string | null;
  /**
   * ALLOWED_ORIGINS: partner origins or patterns (`https://*.partner.example`) that may write
   * through CORS; public reads need no entry (http/security.ts). Checked at start.
   */
  allowedOrigins: string[];
  /** CORS_ALLOW_LOCALHOST: any http(s)://localhost origin may write (development; refused in production). */
  corsAllowLocalhost: boolean;
  seedProducts: number;
  /** Seed the catalogue on first start (empty database). */
  seedOnStart: boolean;
  /**
   * SEED_DEMO: with the first seed, also the demo customers (published passwords), their
   * orders, quotes and coupons. For local stores and tests only; refused in production.
   */
  seedDemo: boolean;
  /** Built storefront to serve for non-/api paths; null when not serving it. */
  publicDir: string | null;
  /**
   * The storefront's server-render module (its `vite build --ssr` output); pages are sent as
   * plain index.html without it. SSR_ENTRY=off turns it off.
   */
  ssrEntry: string | null;
  /** Allows the x-debug-country header on /api/frontend/location (tests, demos). */
  allowDebugCountry: boolean;
  /** Audience and JWKS for verifying Google ID tokens (commerce). */
  googleClientId: string;
  googleJwksUrl: string | null;
  /** Sign in with Apple's Services ID (the ID token's audience) and JWKS; null = not offered. */
  appleClientId: string | null;
  appleJwksUrl: string | null;
  mail: MailConfig;
  payment: PaymentConfig;
  /** Secret used to sign short-lived values (reset tokens are random; this is for HMACs). */
  appSecret: string;
  /** Who may frame the storefront's pages: their CSP `frame-ancestors` sources (FRAME_ANCESTORS). */
  frameAncestors: string;
  /** Uploaded files in an S3-compatible bucket (S3_* settings); null: on local disk under DATA_DIR/uploads. */
  objectStore: ObjectStoreConfig | null;
  /** SEARCH_ANSWER_CACHE=off answers every search from the engine (the bench's baseline; search/answer-cache.ts). */
  searchAnswerCache: boolean;
  /** RENDER_*: how pages are rendered under load and kept (render/settings.ts). */
  render: RenderSettings;
  /** QUOTE_VALID_DAYS: how long a quotation's prices hold from the day it is made or changed (1 to 365, 30 by default). */
  quoteValidDays: number;
}

export interface ObjectStoreConfig {
  /** S3_ENDPOINT: an S3-compatible server (MinIO, R2, a test server); null: AWS S3 itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's own credential chain (an instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` rather than `bucket.endpoint/key` (most self-hosted servers). */
  forcePathStyle: boolean;
}

type Env = Record<string, string | undefined>;

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

/** A quotation holds its prices for whole days; a year at most, so a typo cannot promise a price for ever. */
function quoteValidDaysFrom(value: string | undefined): number {
  const days = intFrom(value, 30, 'QUOTE_VALID_DAYS');
  if (days < 1 || days > 365) throw new Error(`QUOTE_VALID_DAYS must be from 1 to 365, got "${value}"`);
  return days;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function paymentProviderFrom(value: string | undefined): PaymentConfig['provider'] {
  const chosen = value?.trim().toLowerCase() || 'none';
  if (chosen === 'test' || chosen === 'none') return chosen;
  throw new Error(`PAYMENT_PROVIDER must be "test" or "none", got "${value}"`);
}

/**
 * APP_SECRET's value when none is set: published in this source, so anyone can sign with it.
 * Fine on a laptop; refused in production (refuseTestShortcutsInProduction).
 */
export const DEVELOPMENT_APP_SECRET = 'horeca-development-secret-change-me';
/** 32 characters: `openssl rand -hex 32` gives 64, a typed passphrase rarely reaches 32. */
export const APP_SECRET_MIN_LENGTH = 32;

/**
 * Test shortcuts let anyone pay without paying (the test gateway's page answers "success" on a
 * click) or sign in with a published password (demo customers), and the development APP_SECRET
 * lets anyone forge a signed payment result: a production store refuses to start with any of
 * them, rather than run open. One rule, checked by loadConfig and by startServer.
 */
export function refuseTestShortcutsInProduction(config: Pick<AppConfig, 'nodeEnv' | 'seedDemo' | 'payment' | 'appSecret'> & Partial<Pick<AppConfig, 'corsAllowLocalhost'>>): void {
  if (config.nodeEnv !== 'production') return;
  if (config.corsAllowLocalhost) {
    throw new Error('CORS_ALLOW_LOCALHOST is refused with NODE_ENV=production: any program on a shopper\'s machine could then call the API as them. List the partner origins in ALLOWED_ORIGINS instead.');
  }
  if (config.payment.provider === 'test') {
    throw new Error('PAYMENT_PROVIDER=test is refused with NODE_ENV=production: the test gateway pays every order on a click. Unset PAYMENT_PROVIDER (no card payment) or configure a real provider.');
  }
  if (config.seedDemo) {
    throw new Error('SEED_DEMO is refused with NODE_ENV=production: demo customers have published passwords. Unset SEED_DEMO.');
  }
  if (config.appSecret === DEVELOPMENT_APP_SECRET) {
    throw new Error(`APP_SECRET is required with NODE_ENV=production: without it signed values (payment results) use the development key published in the source. Set a long random value (at least ${APP_SECRET_MIN_LENGTH} characters, e.g. from \`openssl rand -hex 32\`), the same on every process.`);
  }
  if (config.appSecret.length < APP_SECRET_MIN_LENGTH) {
    throw new Error(`APP_SECRET is too short for NODE_ENV=production (${config.appSecret.length} characters): a short key can be guessed. Set a long random value (at least ${APP_SECRET_MIN_LENGTH} characters, e.g. from \`openssl rand -hex 32\`), the same on every process.`);
  }
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter((entry) => entry.length > 0);
}

/** Each entry must be an origin or a pattern: a typo would otherwise refuse a partner silently. */
function allowedOriginsFrom(value: string | undefined): string[] {
  const entries = list(value);
  entries.forEach(originPattern);
  return entries;
}

function shutdownFrom(env: Env): ShutdownConfig {
  const timeoutMs = intFrom(env.SHUTDOWN_TIMEOUT_SECONDS, 8, 'SHUTDOWN_TIMEOUT_SECONDS') * 1000;
  const listenMs = intFrom(env.SHUTDOWN_LISTEN_SECONDS, 1, 'SHUTDOWN_LISTEN_SECONDS') * 1000;
  if (timeoutMs < 2_000 || listenMs >= timeoutMs) throw new Error(`SHUTDOWN_TIMEOUT_SECONDS must be at least 2 and above SHUTDOWN_LISTEN_SECONDS, got ${timeoutMs / 1000} and ${listenMs / 1000}`);
  return { listenMs, timeoutMs };
}

/** By default the SSR build beside the storefront build (apps/storefront/dist-server). */
function ssrEntryFrom(value: string | undefined, publicDir: string | undefined): string | null {
  const chosen = value?.trim();
  if (chosen === 'off') return null;
  if (chosen) return path.resolve(chosen);
  return publicDir ? path.resolve(publicDir, '..', 'dist-server', 'entry-server.js') : null;
}

/** CSP sources, space- or comma-separated; a `;` would start a directive of its own. */
function frameAncestorsFrom(value: string | undefined): string {
  const sources = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (sources.some((source) => /[;]/.test(source))) throw new Error(`FRAME_ANCESTORS must be CSP sources, got "${value}"`);
  return sources.length > 0 ? sources.join(' ') : "'self'";
}

/**
 * The S3_* settings, all or nothing: with some set and others missing, uploads would land
 * on one machine's disk (or fail) while the operator believes them shared, so the API
 * refuses to start. S3_BUCKET chooses the object store; production also wants the region
 * said, not defaulted.
 */
export function objectStoreFrom(env: Env, nodeEnv: string): ObjectStoreConfig | null {
  const read = (name: string) => env[name]?.trim() || null;
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];
  const given = names.filter((name) => read(name) !== null);
  if (given.length === 0) return null;
  const bucket = read('S3_BUCKET');
  if (!bucket) throw new Error(`S3_BUCKET is required with ${given.join(', ')}: without it uploads would stay on this machine's disk`);
  const accessKeyId = read('S3_ACCESS_KEY_ID');
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  const region = read('S3_REGION');
  if (!region && nodeEnv === 'production') throw new Error('S3_REGION is required with S3_BUCKET when NODE_ENV=production');
  const endpoint = read('S3_ENDPOINT');
  if (endpoint !== null && !/^https?:\/\/[^/\s]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  return { endpoint, bucket, region: region ?? 'us-east-1', accessKeyId, secretAccessKey, forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false) };
}

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = intFrom(env.PORT, 8787, 'PORT');
  const host = env.HOST?.trim() || '127.0.0.1';
  const publicDir = env.PUBLIC_DIR?.trim();
  const publicOrigin = parsePublicOrigin(env.PUBLIC_ORIGIN);
  const config: AppConfig = {
    nodeEnv,
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databaseTimeouts: {
      connectMs: intFrom(env.DATABASE_CONNECT_TIMEOUT_MS, 2_000, 'DATABASE_CONNECT_TIMEOUT_MS'),
      poolWaitMs: intFrom(env.DATABASE_POOL_WAIT_MS, 15_000, 'DATABASE_POOL_WAIT_MS'),
      statementMs: intFrom(env.DATABASE_STATEMENT_TIMEOUT_MS, 5_000, 'DATABASE_STATEMENT_TIMEOUT_MS'),
      idleInTransactionMs: intFrom(env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS, 10_000, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'),
    },
    shutdown: shutdownFrom(env),
    publicOrigin,
    allowedOrigins: allowedOriginsFrom(env.ALLOWED_ORIGINS),
    corsAllowLocalhost: flag(env.CORS_ALLOW_LOCALHOST, nodeEnv === 'development'),
    seedProducts: intFrom(env.SEED_PRODUCTS, 100_000, 'SEED_PRODUCTS'),
    seedOnStart: flag(env.SEED_ON_START, true),
    seedDemo: flag(env.SEED_DEMO, false),
    publicDir: publicDir ? path.resolve(publicDir) : null,
    ssrEntry: ssrEntryFrom(env.SSR_ENTRY, publicDir),
    allowDebugCountry: nodeEnv === 'test' || flag(env.ALLOW_DEBUG_COUNTRY, false),
    googleClientId: env.GOOGLE_CLIENT_ID?.trim() || 'horeca-local-client',
    googleJwksUrl: env.GOOGLE_JWKS_URL?.trim() || null,
    appleClientId: env.APPLE_CLIENT_ID?.trim() || null,
    appleJwksUrl: env.APPLE_JWKS_URL?.trim() || null,
    mail: {
      transport: env.SMTP_URL?.trim() ? 'smtp' : 'outbox',
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: env.MAIL_FROM?.trim() || 'Horeca Store <no-reply@horeca.local>',
      // 10 s doubling over 7 retries: about 21 to 42 minutes of SMTP outage before a message is
      // dead, and a job left by a crashed process is sent again within 2 minutes (issue 28).
      retryLimit: intFrom(env.MAIL_RETRY_LIMIT, 7, 'MAIL_RETRY_LIMIT'),
      retryDelaySeconds: intFrom(env.MAIL_RETRY_DELAY_SECONDS, 10, 'MAIL_RETRY_DELAY_SECONDS'),
    },
    payment: {
      provider: paymentProviderFrom(env.PAYMENT_PROVIDER),
      // Mail links and the sitemap's pages: the storefront's own address, else the public origin.
      storefrontUrl: (env.STOREFRONT_URL?.trim() || publicOrigin || `http://${host}:${port}`).replace(/\/+$/, ''),
    },
    appSecret: env.APP_SECRET?.trim() || DEVELOPMENT_APP_SECRET,
    frameAncestors: frameAncestorsFrom(env.FRAME_ANCESTORS),
    objectStore: objectStoreFrom(env, nodeEnv),
    searchAnswerCache: flag(env.SEARCH_ANSWER_CACHE, true),
    render: renderSettingsFrom(env),
    quoteValidDays: quoteValidDaysFrom(env.QUOTE_VALID_DAYS),
  };
  const merged = { ...config, ...overrides };
  refuseTestShortcutsInProduction(merged);
  return merged;
}
