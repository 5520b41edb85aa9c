// Spec 2.3 and 4: Sign Out clears all local storage and reloads at '/', so every counter,
// the cart and the wishlist start from nothing.
import { getSafeStorage } from '@horeca/core';

export function signOut(): void {
  const storage = getSafeStorage('local');
  if ('clear' in storage && typeof storage.clear === 'function') storage.clear();
  window.location.assign('/');
}
