// A partner page's cart handed to the store, as Shopify's cart permalinks do
// (docs/behaviour.md §2): the store's `/cart/add?items=ID:QTY,...&from=ORIGIN&handoff=ID`
// takes the lines into its cart and opens it. The partner page writes the link and keeps
// its lines until the store confirms the handoff id (then takes away what it handed over).
import type { Id } from '../api/answer-types';

export const CART_HANDOFF_PATH = '/cart/add';

/** What a handoff id may be (the API refuses any other): 16 to 64 of [A-Za-z0-9_-]. */
export const HANDOFF_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface HandoffLine {
  product_id: Id;
  quantity: number;
}

/** The `items` value: `12:3,40:1` (whole quantities of at least 1, other lines left out). */
export function handoffItems(lines: readonly HandoffLine[]): string {
  return lines
    .filter((line) => /^\d+$/.test(String(line.product_id)) && Number.isInteger(line.quantity) && line.quantity >= 1)
    .map((line) => `${line.product_id}:${line.quantity}`)
    .join(',');
}

/** The store's handoff URL; `storeUrl` is the store's origin (a trailing slash is dropped). */
export function cartHandoffUrl(storeUrl: string, lines: readonly HandoffLine[], options: { from?: string; handoff?: string } = {}): string {
  const params = new URLSearchParams({ items: handoffItems(lines) });
  if (options.from) params.set('from', options.from);
  if (options.handoff) params.set('handoff', options.handoff);
  return `${storeUrl.replace(/\/+$/, '')}${CART_HANDOFF_PATH}?${params}`;
}

/**
 * A handoff id: 22 characters of base64url from the platform's cryptographic source (the
 * API takes 16 to 64 of [A-Za-z0-9_-]). getRandomValues works on plain-http pages too.
 */
export function newHandoffId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => globalThis.crypto.getRandomValues(bytes)): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from(random(new Uint8Array(22)), (byte) => alphabet[byte & 63]).join('');
}

/**
 * The lines left once `handed` reached the store: each handed quantity is taken off its line
 * (a line added since stays whole, one raised since keeps the difference).
 */
export function withoutHandedLines<T extends HandoffLine>(current: readonly T[], handed: readonly HandoffLine[]): T[] {
  const taken = new Map<string, number>();
  for (const line of handed) taken.set(String(line.product_id), (taken.get(String(line.product_id)) ?? 0) + line.quantity);
  return current.flatMap((line) => {
    const left = line.quantity - (taken.get(String(line.product_id)) ?? 0);
    return left > 0 ? [{ ...line, quantity: left }] : [];
  });
}
