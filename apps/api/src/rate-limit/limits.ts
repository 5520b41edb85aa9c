// The abuse limits of the API (429 with Retry-After): sign-in by address and by account,
// registration, and the public forms. Numbers are per process and per window.
import { HttpError } from '../http/errors';
import { createFixedWindowLimiter, type RateLimiter } from './fixed-window';

export interface AbuseLimits {
  loginByAddress: RateLimiter;
  loginByAccount: RateLimiter;
  register: RateLimiter;
  newsletter: RateLimiter;
  glitch: RateLimiter;
  claims: RateLimiter;
  lead: RateLimiter;
  passwordReset: RateLimiter;
  trackOrder: RateLimiter;
  /** Multipart uploads (claims, glitch reports, returns, documents): disk and re-encoding cost. */
  uploadsByAddress: RateLimiter;
  uploadsByCustomer: RateLimiter;
  /** POST /recent-products: guests name their own token, so rows are bounded per address. */
  recentViews: RateLimiter;
}

export type AbuseLimitSettings = Record<keyof AbuseLimits, { limit: number; windowMs: number }>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_ABUSE_LIMITS: AbuseLimitSettings = {
  loginByAddress: { limit: 20, windowMs: 15 * MINUTE },
  loginByAccount: { limit: 8, windowMs: 15 * MINUTE },
  register: { limit: 10, windowMs: HOUR },
  newsletter: { limit: 10, windowMs: HOUR },
  glitch: { limit: 10, windowMs: HOUR },
  claims: { limit: 10, windowMs: HOUR },
  lead: { limit: 60, windowMs: HOUR },
  passwordReset: { limit: 5, windowMs: HOUR },
  trackOrder: { limit: 30, windowMs: 15 * MINUTE },
  // An office or hotel behind one address uploads for several people; one customer needs far less.
  uploadsByAddress: { limit: 60, windowMs: HOUR },
  uploadsByCustomer: { limit: 30, windowMs: HOUR },
  recentViews: { limit: 600, windowMs: HOUR },
};

export function createAbuseLimits(overrides: Partial<AbuseLimitSettings> = {}): AbuseLimits {
  const settings = { ...DEFAULT_ABUSE_LIMITS, ...overrides };
  const entries = Object.entries(settings).map(([name, options]) => [name, createFixedWindowLimiter(options)]);
  return Object.fromEntries(entries) as AbuseLimits;
}

export const TOO_MANY_REQUESTS = 'Too many attempts. Please try again later.';

/** Counts one hit; throws a 429 HttpError with Retry-After once the window is used up. */
export function enforceLimit(limiter: RateLimiter, key: string): void {
  const decision = limiter.hit(key);
  if (!decision.allowed) {
    throw new HttpError(429, TOO_MANY_REQUESTS, undefined, { 'Retry-After': String(decision.retryAfterSeconds) });
  }
}
