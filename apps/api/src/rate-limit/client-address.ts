// The address a request comes from. The socket's address by default: X-Forwarded-For is
// written by the client and rotating it would bypass every limit. Behind our own proxy
// (TRUST_PROXY set) the right-most entry is the one that proxy appended: the real peer.
import type { IncomingMessage } from 'node:http';

export function clientAddress(incoming: IncomingMessage | undefined, trustProxy: boolean): string {
  const socketAddress = incoming?.socket?.remoteAddress ?? 'unknown';
  if (!trustProxy) return socketAddress;
  const header = incoming?.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header.join(',') : header;
  const hops = (value ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? socketAddress;
}
