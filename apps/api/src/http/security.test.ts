import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { originAllowed, originPattern } from './security';

describe('ALLOWED_ORIGINS entries', () => {
  it.each(['https://*', '*', 'https://shop.*.example', 'shop.example', 'https://shop.example/path', 'https://*.example.com/shop'])('refuses %s at start', (entry) => {
    expect(() => originPattern(entry)).toThrow(/ALLOWED_ORIGINS entries must be origins/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: entry })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('a pattern stands for one or more labels before its domain, never the domain itself', () => {
    const allowed = originAllowed({ allowedOrigins: ['https://*.partner.example'], allowLocalhost: false });
    expect(allowed('https://x.partner.example')).toBe(true);
    expect(allowed('https://X.Partner.Example')).toBe(true);
    expect(allowed('https://partner.example')).toBe(false);
    expect(allowed('https://x.partner.example:8443')).toBe(false);
    expect(allowed('https://-x.partner.example')).toBe(false);
    expect(allowed('http://localhost:3000')).toBe(false);
  });
});

describe('CORS_ALLOW_LOCALHOST', () => {
  it('is on by default in development only, and refused in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).corsAllowLocalhost).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).corsAllowLocalhost).toBe(false);
    // A production config needs its own APP_SECRET (config.ts refuses the published one).
    const APP_SECRET = 'a-long-random-production-secret-of-40-chars';
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET, CORS_ALLOW_LOCALHOST: '1' })).toThrow(/CORS_ALLOW_LOCALHOST is refused with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET }).corsAllowLocalhost).toBe(false);
  });
});
