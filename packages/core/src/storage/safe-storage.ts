// Readers and writers over Web Storage that never throw. Storage is passed in, so this
// module touches no DOM global at import time and runs unchanged in Node.
// Browsers throw here more often than one expects: a blocked-cookies profile throws
// SecurityError on the `localStorage` getter, a full or zero-quota storage throws
// QuotaExceededError on setItem, and a value edited by hand may not be JSON.

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type StorageKind = 'local' | 'session';

type MaybeStorage = StorageLike | null | undefined;

function readRaw(storage: MaybeStorage, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The stored JSON value, or `fallback` when the key is missing, the JSON is corrupt,
 * the storage is blocked, or `guard` rejects the parsed value.
 */
export function readJson<T>(
  storage: MaybeStorage,
  key: string,
  fallback: T,
  guard?: (value: unknown) => value is T,
): T {
  const raw = readRaw(storage, key);
  if (raw === null) return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fallback;
  }
  if (guard) return guard(parsed) ? parsed : fallback;
  // Without a guard the only check we can make is that something was stored at all.
  return parsed === null || parsed === undefined ? fallback : (parsed as T);
}

export function readString(storage: MaybeStorage, key: string, fallback: string): string {
  return readRaw(storage, key) ?? fallback;
}

/**
 * A finite number stored as plain text ('5') or JSON ('"5"'), else `fallback`.
 * Counters such as TotalCartItems have been written both ways.
 */
export function readNumber(storage: MaybeStorage, key: string, fallback: number): number {
  const raw = readRaw(storage, key);
  if (raw === null) return fallback;
  const text = raw.trim().replace(/^"(.*)"$/, '$1').trim();
  if (text === '') return fallback;
  const value = Number(text);
  return Number.isFinite(value) ? value : fallback;
}

export function writeString(storage: MaybeStorage, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
  } catch {
    return false;
  }
  announceLocalWrite(storage, key, value);
  return true;
}

/** False when the value cannot be serialised (cycles, BigInt, undefined) or the write fails. */
export function writeJson(storage: MaybeStorage, key: string, value: unknown): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  if (text === undefined) return false;
  return writeString(storage, key, text);
}

export function removeKey(storage: MaybeStorage, key: string): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(key);
  } catch {
    return false;
  }
  announceLocalWrite(storage, key, null);
  return true;
}

/** A Map-backed storage for Node, tests and browsers whose storage is unusable. */
export function createMemoryStorage(): StorageLike & { clear(): void; readonly length: number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
    get length() {
      return items.size;
    },
  };
}

const PROBE_KEY = '__horeca_storage_probe__';
const memoryFallbacks: Partial<Record<StorageKind, StorageLike>> = {};
// Probing writes a key, and writes fire `storage` events in other tabs: probe each
// storage object once.
const probed = new WeakMap<object, boolean>();

function isUsable(storage: Storage): boolean {
  const known = probed.get(storage);
  if (known !== undefined) return known;
  let usable: boolean;
  try {
    storage.getItem(PROBE_KEY);
    try {
      storage.setItem(PROBE_KEY, '1');
      storage.removeItem(PROBE_KEY);
      usable = true;
    } catch {
      // A full storage still holds the user's token and cart: keep reading it. Only a
      // storage that refuses writes while empty (zero quota, old private modes) is
      // useless, and memory serves the page better.
      usable = storage.length > 0;
    }
  } catch {
    usable = false;
  }
  probed.set(storage, usable);
  return usable;
}

function browserStorage(kind: StorageKind): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    // The getter itself throws SecurityError when site data is blocked.
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/** The browser's local or session storage when usable, else one in-memory storage per kind. */
export function getSafeStorage(kind: StorageKind): StorageLike {
  const storage = browserStorage(kind);
  if (storage && isUsable(storage)) return storage;
  memoryFallbacks[kind] ??= createMemoryStorage();
  return memoryFallbacks[kind];
}

/**
 * docs/behaviour.md §4: "local storage writes also fire a storage event so other parts of the page notice".
 * The browser fires `storage` only in other tabs; parts of this page that hold their own copy
 * of a key (a second widget store, the header's display name) hear this one. Only writes to
 * the page's local storage (or its memory stand-in) are announced, never session storage.
 */
function announceLocalWrite(storage: StorageLike, key: string, newValue: string | null): void {
  if (typeof window === 'undefined' || typeof StorageEvent !== 'function') return;
  if (storage !== getSafeStorage('local')) return;
  const storageArea = typeof Storage === 'function' && storage instanceof Storage ? storage : null;
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }));
}
