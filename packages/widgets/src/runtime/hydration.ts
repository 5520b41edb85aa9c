// Server rendering: a storefront host may render the widgets on its server and hydrate them in
// the browser. The server cannot know the window's width or what this browser stored (the
// signed-in customer, a wishlist), so the first browser render must draw what the server drew
// and only then switch to the real values; otherwise React throws the server's HTML away.
import { useStore } from 'jotai/react';
import type { Atom } from 'jotai/vanilla';
import { useCallback, useSyncExternalStore } from 'react';

let serverViewportWidth = 1024;

/** The width the server rendered for (a guess from the device); hydration starts from it. */
export function setServerViewportWidth(width: number): void {
  serverViewportWidth = width;
}

export function getServerViewportWidth(): number {
  return serverViewportWidth;
}

const neverChanges = () => () => {};

/**
 * False on the server and while hydrating, true from the render after. Client-only state
 * (storage, the signed-in customer) is shown only once this is true. A page rendered in the
 * browser alone is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * An atom kept in this browser's storage (the signed-in customer, a guest's wishlist, a
 * badge's count), read through `select`: `serverValue` on the server and while hydrating, the
 * stored value after. A component re-renders after hydration only if its selected value differs
 * from the server's, so a page of product cards does not all render again for nothing.
 */
export function useStoredValue<T, R>(atom: Atom<T>, select: (value: T) => R, serverValue: R): R {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  return useSyncExternalStore(
    subscribe,
    () => select(store.get(atom)),
    () => serverValue,
  );
}

const itself = <T>(value: T) => value;

/** useStoredValue of the atom's whole value (a boolean, a name, a count). */
export function useStoredAtomValue<T>(atom: Atom<T>, serverValue: T): T {
  return useStoredValue(atom, itself<T>, serverValue);
}
