// @horeca/core/storage: the browser storage keys of the spec and a storage that never throws.
export { SESSION_KEYS, STORAGE_KEYS, UTM_KEYS } from './keys';
export type { SessionKey, StorageKey } from './keys';
export {
  createMemoryStorage,
  getSafeStorage,
  readJson,
  readNumber,
  readString,
  removeKey,
  writeJson,
  writeString,
} from './safe-storage';
export type { StorageKind, StorageLike } from './safe-storage';
