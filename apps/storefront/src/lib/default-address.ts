// docs/behaviour.md §4, "default address update: stored, broadcast to other parts of the page, an optional
// callback receives the new address". Core's writer announces the write (a `storage` event on
// this page), so every `useDefaultAddress` on the page follows it.
import { type Address } from '@horeca/core/account';
import { type Locale } from '@horeca/core/locale';
import { STORAGE_KEYS, getSafeStorage, removeKey, writeJson } from '@horeca/core/storage';
import { useMemo, useSyncExternalStore } from 'react';

const isAddress = (value: unknown): value is Address =>
  typeof value === 'object' && value !== null && typeof (value as Address).address === 'string';

function parseAddress(raw: string | null): Address | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isAddress(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The stored default also says the language its places were named in (`lang`, our field): chosen
 * on an English page it said "Dubai" on the Arabic pages too, until chosen again (issue 33).
 */
export type StoredDefaultAddress = Address & { lang?: Locale };

/** `locale`: the language of the page the address was answered for. */
export function storeDefaultAddress(address: Address, locale: Locale, onChange?: (address: Address) => void): void {
  writeJson(getSafeStorage('local'), STORAGE_KEYS.defaultAddress, { ...address, lang: locale } satisfies StoredDefaultAddress);
  onChange?.(address);
}

/** The stored default is no longer in the shopper's address book (deleted on another device). */
export function forgetDefaultAddress(): void {
  removeKey(getSafeStorage('local'), STORAGE_KEYS.defaultAddress);
}

function subscribe(onStoreChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.defaultAddress || event.key === null) onStoreChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

// The raw text is the snapshot: a fresh parse on every read would never compare equal.
const readRaw = () => getSafeStorage('local').getItem(STORAGE_KEYS.defaultAddress);

export function useDefaultAddress(): StoredDefaultAddress | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseAddress(raw), [raw]);
}
