import { STORAGE_KEYS } from './keys';
import {
  createMemoryStorage,
  getSafeStorage,
  readJson,
  readNumber,
  readString,
  removeKey,
  type StorageLike,
  writeJson,
  writeString,
} from './safe-storage';

function storageWith(entries: Record<string, string>): StorageLike {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}

function domError(name: string): Error {
  const error = new Error(`${name} thrown by the browser`);
  error.name = name;
  return error;
}

/** setItem fails the way a full browser storage does; reads still work. */
function fullStorage(entries: Record<string, string> = {}): StorageLike & { length: number } {
  const inner = storageWith(entries);
  return {
    getItem: (key) => inner.getItem(key),
    setItem: () => {
      throw domError('QuotaExceededError');
    },
    removeItem: (key) => inner.removeItem(key),
    length: Object.keys(entries).length,
  };
}

/** Every call fails the way storage does when site data is blocked. */
const blockedStorage: StorageLike = {
  getItem: () => {
    throw domError('SecurityError');
  },
  setItem: () => {
    throw domError('SecurityError');
  },
  removeItem: () => {
    throw domError('SecurityError');
  },
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

describe('readJson', () => {
  it.each([
    ['a stored list', '[{"product_id":7,"quantity":2}]', [{ product_id: 7, quantity: 2 }]],
    ['a stored object', '{"name":"Amal","type":"Private"}', { name: 'Amal', type: 'Private' }],
    ['a stored number', '3', 3],
    ['a stored false', 'false', false],
    ['corrupt JSON', '[{"product_id":7,', 'FALLBACK'],
    ['a plain token that is not JSON', 'abc.def.ghi', 'FALLBACK'],
    ['an empty string', '', 'FALLBACK'],
    ['the text "undefined"', 'undefined', 'FALLBACK'],
    ['JSON null', 'null', 'FALLBACK'],
  ])('%s', (_case, raw, expected) => {
    const storage = storageWith({ [STORAGE_KEYS.CartItems]: raw });
    expect(readJson<unknown>(storage, STORAGE_KEYS.CartItems, 'FALLBACK')).toEqual(expected);
  });

  it.each([
    ['missing key', createMemoryStorage()],
    ['blocked storage (SecurityError)', blockedStorage],
    ['no storage at all', null],
    ['undefined storage', undefined],
  ])('returns the fallback for a %s', (_case, storage) => {
    const fallback: string[] = [];
    expect(readJson(storage, STORAGE_KEYS.wishListItems, fallback)).toBe(fallback);
  });

  it.each([
    ['a list of strings', '["a","b"]', ['a', 'b']],
    ['a list with a number', '["a",2]', []],
    ['an object', '{"a":1}', []],
    ['JSON null', 'null', []],
  ])('applies the guard to %s', (_case, raw, expected) => {
    const storage = storageWith({ [STORAGE_KEYS.savedCategories]: raw });
    expect(readJson(storage, STORAGE_KEYS.savedCategories, [], isStringList)).toEqual(expected);
  });
});

describe('readString', () => {
  it.each([
    ['the stored text', storageWith({ authToken: 'tok-123' }), 'tok-123'],
    ['an empty stored text (stored is stored)', storageWith({ authToken: '' }), ''],
    ['the fallback when missing', createMemoryStorage(), 'none'],
    ['the fallback when blocked', blockedStorage, 'none'],
    ['the fallback without storage', null, 'none'],
  ])('gives %s', (_case, storage, expected) => {
    expect(readString(storage, STORAGE_KEYS.authToken, 'none')).toBe(expected);
  });
});

describe('readNumber', () => {
  it.each([
    ['5', 5],
    [' 12 ', 12],
    ['"7"', 7],
    ['0', 0],
    ['-2', -2],
    ['2.5', 2.5],
    ['', -1],
    ['   ', -1],
    ['abc', -1],
    ['NaN', -1],
    ['Infinity', -1],
    ['1e999', -1],
    ['{"count":3}', -1],
  ])('reads %j as %d (fallback -1)', (raw, expected) => {
    const storage = storageWith({ [STORAGE_KEYS.TotalCartItems]: raw });
    expect(readNumber(storage, STORAGE_KEYS.TotalCartItems, -1)).toBe(expected);
  });

  it('gives the fallback when the key is missing or the storage is blocked', () => {
    expect(readNumber(createMemoryStorage(), STORAGE_KEYS.TotalWishList, 0)).toBe(0);
    expect(readNumber(blockedStorage, STORAGE_KEYS.TotalWishList, 4)).toBe(4);
  });
});

describe('writeJson, writeString and removeKey', () => {
  it('round-trips a value', () => {
    const storage = createMemoryStorage();
    expect(writeJson(storage, STORAGE_KEYS.SaveForLater, [{ product_id: 3 }])).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.SaveForLater)).toBe('[{"product_id":3}]');
    expect(writeString(storage, STORAGE_KEYS.redirectTo, '/my-order')).toBe(true);
    expect(readString(storage, STORAGE_KEYS.redirectTo, '')).toBe('/my-order');
    expect(removeKey(storage, STORAGE_KEYS.redirectTo)).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.redirectTo)).toBeNull();
  });

  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;

  it.each([
    ['QuotaExceededError on setItem', fullStorage(), { a: 1 }],
    ['SecurityError on setItem', blockedStorage, { a: 1 }],
    ['no storage', null, { a: 1 }],
    ['a cyclic value', createMemoryStorage(), cyclic],
    ['a BigInt', createMemoryStorage(), 10n],
    ['undefined', createMemoryStorage(), undefined],
  ])('writeJson returns false, never throws, on %s', (_case, storage, value) => {
    expect(writeJson(storage, STORAGE_KEYS.CartItems, value)).toBe(false);
  });

  it.each([
    ['QuotaExceededError', fullStorage()],
    ['SecurityError', blockedStorage],
    ['no storage', undefined],
  ])('writeString returns false on %s', (_case, storage) => {
    expect(writeString(storage, STORAGE_KEYS.authToken, 'x')).toBe(false);
  });

  it('removeKey returns false on a blocked storage instead of throwing', () => {
    expect(removeKey(blockedStorage, STORAGE_KEYS.authToken)).toBe(false);
    expect(removeKey(null, STORAGE_KEYS.authToken)).toBe(false);
  });
});

describe('getSafeStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('falls back to memory in Node, where there is no window', () => {
    expect(typeof window).toBe('undefined');
    const storage = getSafeStorage('local');
    storage.setItem('k', 'v');
    expect(getSafeStorage('local').getItem('k')).toBe('v');
    // local and session stay apart
    expect(getSafeStorage('session').getItem('k')).toBeNull();
    storage.removeItem('k');
  });

  it('returns the browser storage when it works', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    expect(getSafeStorage('local')).toBe(local);
    expect(getSafeStorage('session')).toBe(session);
    // the probe leaves nothing behind
    expect(local.length).toBe(0);
  });

  it('falls back to memory when the localStorage getter throws SecurityError', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw domError('SecurityError');
      },
    });
    const storage = getSafeStorage('local');
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
  });

  it('falls back to memory when an empty storage refuses every write (zero quota)', () => {
    const zeroQuota = fullStorage();
    vi.stubGlobal('window', { localStorage: zeroQuota });
    expect(getSafeStorage('local')).not.toBe(zeroQuota);
  });

  it('keeps a full storage that still holds data, so the token stays readable', () => {
    const full = fullStorage({ authToken: 'tok' });
    vi.stubGlobal('window', { localStorage: full });
    const storage = getSafeStorage('local');
    expect(storage).toBe(full);
    expect(readString(storage, STORAGE_KEYS.authToken, '')).toBe('tok');
    expect(writeJson(storage, STORAGE_KEYS.CartItems, [])).toBe(false);
  });
});
