// Atoms persisted in localStorage through core's safe storage: a corrupt value, a full quota
// or blocked storage falls back to the default and never throws into a widget. Another tab's
// write arrives through the `storage` event and updates every widget of this page; so does a
// write from another part of this page (core's writers announce local writes, docs/behaviour.md §4).
import { getSafeStorage, readJson, readNumber, removeKey, writeJson, writeString } from '@horeca/core/storage';
import { atomWithLazy } from 'jotai/utils';
import { atom } from 'jotai/vanilla';
import { readStoredString } from './stored-string';

const local = () => getSafeStorage('local');

/** Calls `onChange` when another tab writes `key` (or clears the whole storage). */
function subscribeToKey(key: string, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

type Update<T> = T | ((previous: T) => T);

/**
 * The value is read from storage when a store first needs it (not at import, so each store,
 * and each test, starts from what storage holds then), re-read when a widget mounts it, and
 * written through on every set.
 */
function persistedAtom<T>(key: string, read: (key: string) => T, write: (key: string, value: T) => void) {
  const base = atomWithLazy(() => read(key));
  base.onMount = (set) => {
    set(read(key));
    // A store hears its own writes too: keeping the value it holds when storage says the same
    // spares every reader a new copy (and an effect keyed on it a second run).
    return subscribeToKey(key, () =>
      set((held: T) => {
        const stored = read(key);
        return JSON.stringify(stored) === JSON.stringify(held) ? held : stored;
      }),
    );
  };
  return atom(
    (get) => get(base),
    (get, set, update: Update<T>) => {
      const next = typeof update === 'function' ? (update as (previous: T) => T)(get(base)) : update;
      set(base, next);
      write(key, next);
    },
  );
}

/** A JSON value (lists, objects); `guard` rejects a value of the wrong shape. */
export function persistedJsonAtom<T>(key: string, fallback: T, guard?: (value: unknown) => value is T) {
  return persistedAtom<T>(
    key,
    (k) => readJson<T>(local(), k, fallback, guard),
    (k, value) => {
      writeJson(local(), k, value);
    },
  );
}

/** A plain string (authToken, display name), stored without JSON quotes as the spec's pages do. */
export function persistedStringAtom(key: string) {
  return persistedAtom<string | null>(
    key,
    readStoredString,
    (k, value) => {
      if (value === null) removeKey(local(), k);
      else writeString(local(), k, value);
    },
  );
}

/** A counter (TotalCartItems, TotalWishList): a non-negative integer, 0 when unreadable. */
export function persistedCountAtom(key: string) {
  return persistedAtom<number>(
    key,
    (k) => {
      const value = readNumber(local(), k, 0);
      return Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
    },
    (k, value) => {
      writeString(local(), k, String(value));
    },
  );
}

export const isArrayOf =
  <T>(item: (value: unknown) => boolean) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(item);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
