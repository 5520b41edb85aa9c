import type { IncomingMessage } from 'node:http';
import { clientAddress } from './client-address';
import { createFixedWindowLimiter } from './fixed-window';

describe('fixed-window limiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds left', () => {
    const limiter = createFixedWindowLimiter({ limit: 3, windowMs: 60_000 });
    const t0 = 1_000_000;
    expect([0, 1, 2].map((i) => limiter.hit('a', t0 + i).allowed)).toEqual([true, true, true]);
    expect(limiter.hit('a', t0 + 10_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 50 });
    expect(limiter.hit('b', t0 + 10_000).allowed).toBe(true);
    expect(limiter.hit('a', t0 + 60_000).allowed).toBe(true);
  });

  it('never reports a Retry-After below one second', () => {
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 1000 });
    limiter.hit('k', 0);
    expect(limiter.hit('k', 999).retryAfterSeconds).toBe(1);
  });

  it('bounds memory: stale keys are swept when the key table is full', () => {
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 });
    limiter.hit('a', 0);
    limiter.hit('b', 0);
    limiter.hit('c', 5000);
    expect(limiter.hit('a', 5001).allowed).toBe(true);
  });
});

describe('client address', () => {
  const request = (forwarded?: string) =>
    ({ socket: { remoteAddress: '10.0.0.7' }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;

  it('ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientAddress(request('1.2.3.4'), false)).toBe('10.0.0.7');
    expect(clientAddress(request('9.9.9.9'), false)).toBe('10.0.0.7');
  });

  it('behind a trusted proxy takes the hop the proxy appended, not the client-written ones', () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.9'), true)).toBe('203.0.113.9');
    expect(clientAddress(request(), true)).toBe('10.0.0.7');
  });
});
