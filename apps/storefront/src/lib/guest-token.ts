// The guest token (docs/behaviour.md §3: Guest_Item) that keys a guest's recently viewed products. Made
// once per browser from the crypto source and kept; the API accepts [A-Za-z0-9_-]{8,100}.
import { randomToken } from '@horeca/core/cart';
import { STORAGE_KEYS, getSafeStorage, type StorageLike } from '@horeca/core/storage';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
}

export function guestToken(storage: StorageLike = getSafeStorage('local')): string {
  const stored = storage.getItem(STORAGE_KEYS.Guest_Item)?.replace(/^"(.*)"$/, '$1');
  if (stored && TOKEN_PATTERN.test(stored)) return stored;
  const token = `guest_${randomToken(24, globalThis.crypto ? cryptoRandom : Math.random)}`;
  storage.setItem(STORAGE_KEYS.Guest_Item, token);
  return token;
}
