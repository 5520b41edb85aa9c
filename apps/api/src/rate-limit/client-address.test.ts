import type { IncomingMessage } from 'node:http';
import { clientAddress } from './client-address';

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
