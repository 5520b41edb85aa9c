// docs/behaviour.md §4, "default address update: stored, broadcast to other parts of the page, an optional
// callback receives the new address". Core's writer announces the write (a `storage` event on
// this page), so every `useDefaultAddress` on the page follows it.
import { STORAGE_KEYS, getSafeStorage, writeJson, type Address } from '@horeca/core';
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

export function storeDefaultAddress(address: Address, onChange?: (address: Address) => void): void {
  writeJson(getSafeStorage('local'), STORAGE_KEYS.defaultAddress, address);
  onChange?.(address);
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

export function useDefaultAddress(): Address | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseAddress(raw), [raw]);
}
