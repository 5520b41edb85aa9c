// A plain string in localStorage (authToken, display name), read through core's safe storage:
// null when missing, empty or unreadable. Kept apart from the persisted atoms so a widget that
// only needs the token (the newsletter) reads it without the jotai store in its bundle.
import { getSafeStorage, readString } from '@horeca/core/storage';

export function readStoredString(key: string): string | null {
  const value = readString(getSafeStorage('local'), key, '');
  return value === '' ? null : value;
}
