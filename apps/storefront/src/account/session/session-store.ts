// What signing in and out writes to the page (docs/behaviour.md §3 and §4): the token, the
// profile, the display name (userNewName, also username) and the counters. Plain functions
// on the shared store, so the login page, the protected wrapper and Sign Out agree.
import { type CustomerType } from '@horeca/core/account';
import { getSafeStorage, readString, removeKey, STORAGE_KEYS, writeString } from '@horeca/core/storage';
import {
  authTokenAtom,
  displayNameAtom,
  totalCartItemsAtom,
  totalWishListAtom,
  userProfileAtom,
  type WidgetStore,
} from '@horeca/widgets';
import { atom } from 'jotai/vanilla';

/**
 * True from Sign Out until the reload: the protected wrapper then neither stores the page
 * as the next redirect nor sends anyone to /login, because the shopper asked to leave.
 */
export const signingOutAtom = atom(false);

const NOTICE_KEY = 'sessionNotice';

/**
 * Why the shopper was signed out (an expired or revoked token). Kept in session storage, so
 * the login page shows it even when it is reached through a fresh page load.
 */
export function rememberSessionNotice(notice: string): void {
  writeString(getSafeStorage('session'), NOTICE_KEY, notice);
}

export function readSessionNotice(): string | null {
  const value = readString(getSafeStorage('session'), NOTICE_KEY, '');
  return value === '' ? null : value;
}

export function clearSessionNotice(): void {
  removeKey(getSafeStorage('session'), NOTICE_KEY);
}

export interface SignedInCustomer {
  token: string;
  name: string;
  email?: string | undefined;
  type?: CustomerType | undefined;
}

export function storeSignIn(store: WidgetStore, customer: SignedInCustomer): void {
  store.set(authTokenAtom, customer.token);
  store.set(userProfileAtom, { name: customer.name, email: customer.email ?? '', type: customer.type ?? 'Private' });
  store.set(displayNameAtom, customer.name);
  writeString(getSafeStorage('local'), STORAGE_KEYS.username, customer.name);
}

/**
 * A token the server no longer accepts: the account's keys and counters go, the guest's own
 * keys (cart, wishlist, marketing) stay, so nothing the shopper saved on this device is lost.
 */
export function clearSignIn(store: WidgetStore): void {
  store.set(authTokenAtom, null);
  store.set(userProfileAtom, null);
  store.set(displayNameAtom, null);
  removeKey(getSafeStorage('local'), STORAGE_KEYS.username);
  store.set(totalCartItemsAtom, 0);
  store.set(totalWishListAtom, 0);
}

/** Sign Out (docs/behaviour.md §2.3 and §4): every local key goes, counters read 0 until the reload. */
export function clearEverything(store: WidgetStore): void {
  clearSignIn(store);
  try {
    globalThis.localStorage?.clear();
  } catch {
    // Blocked storage: the atoms above already hold the signed-out state.
  }
}

export function rememberRedirect(path: string): void {
  writeString(getSafeStorage('local'), STORAGE_KEYS.redirectTo, path);
}

export function takeRedirect(): string | null {
  const storage = getSafeStorage('local');
  const value = readString(storage, STORAGE_KEYS.redirectTo, '');
  removeKey(storage, STORAGE_KEYS.redirectTo);
  return value === '' ? null : value;
}
