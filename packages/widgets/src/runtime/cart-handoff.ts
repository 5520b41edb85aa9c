// The cart of a widget on a partner's page goes to the store (docs/behaviour.md §2): the cart
// badge and the card's post-add control link to the store's /cart/add with the guest's lines,
// a partner origin and a fresh handoff id. The lines stay here, kept as "pending", until the
// store confirms that id (GET /api/frontend/cart/handoffs/{id}): only then is what was handed
// over taken off this page's cart, so a failed or abandoned handoff loses nothing. The check
// runs when a widget starts, when the shopper comes back (back button, tab shown again) and
// before the next handoff, so nothing is ever handed over twice.
import { cartHandoffUrl, newHandoffId, withoutHandedLines } from '@horeca/core/cart';
import { useAtomValue, useStore } from 'jotai/react';
import { useCallback, useEffect, type MouseEvent } from 'react';
import type { CommerceApi } from './commerce-api';
import { guestCartAtom, isSignedInAtom, pendingHandoffAtom } from './atoms';
import { useWidgetConfig } from './config';
import { useCommerceApi } from './context';
import { replaceGuestCart } from './guest-cart';
import type { WidgetStore } from './store';

/** A handoff the store never took (the shopper turned back, the page failed) is forgotten after this. */
export const PENDING_HANDOFF_MS = 24 * 60 * 60 * 1000;

let settling: Promise<void> | null = null;

/**
 * Takes the pending handoff's lines off the guest cart once the store has them. One check at a
 * time for the whole page, however many widgets ask.
 */
export function settleHandoff(api: CommerceApi, store: WidgetStore, now: () => number = Date.now): Promise<void> {
  settling ??= (async () => {
    const pending = store.get(pendingHandoffAtom);
    if (!pending) return;
    let confirmed: boolean;
    try {
      confirmed = await api.isCartHandoffConfirmed(pending.id);
    } catch (error) {
      console.error('Could not ask the store about the cart handed over:', error);
      return;
    }
    // Read again: the page may have changed while the store was asked.
    const still = store.get(pendingHandoffAtom);
    if (still?.id !== pending.id) return;
    if (confirmed) {
      replaceGuestCart(store, withoutHandedLines(store.get(guestCartAtom), pending.lines));
      store.set(pendingHandoffAtom, null);
    } else if (now() - pending.at > PENDING_HANDOFF_MS) {
      store.set(pendingHandoffAtom, null);
    }
  })().finally(() => {
    settling = null;
  });
  return settling;
}

/** Records the guest's lines as pending under a new id and answers the store's URL for them. */
export function startHandoff(store: WidgetStore, storeUrl: string, from: string, now: () => number = Date.now): string {
  const lines = store.get(guestCartAtom).map(({ product_id, quantity }) => ({ product_id, quantity }));
  if (lines.length === 0 || store.get(isSignedInAtom)) return `${storeUrl}/checkout`;
  const id = newHandoffId();
  store.set(pendingHandoffAtom, { id, lines, at: now() });
  return cartHandoffUrl(storeUrl, lines, { from, handoff: id });
}

/** Settles a pending handoff when a widget starts and whenever the shopper comes back to the page. */
export function useHandoffSettlement(): void {
  const { storeUrl } = useWidgetConfig();
  const api = useCommerceApi();
  const store = useStore();
  useEffect(() => {
    if (!storeUrl) return;
    const settle = () => void settleHandoff(api, store);
    const onVisible = () => document.visibilityState === 'visible' && settle();
    settle();
    // pageshow: the back button restores this page from the back-forward cache.
    window.addEventListener('pageshow', settle);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('pageshow', settle);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [storeUrl, api, store]);
}

/**
 * The link to the store's cart with this page's lines, for the badge and the card: null where
 * the widget is on the store itself. The href shown carries the lines; a click first settles
 * an earlier handoff, then hands the cart over under a fresh id.
 */
export interface CartHandoffLink {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The middle button (a new tab) fires auxclick, not click. */
  onAuxClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function useCartHandoffLink(): CartHandoffLink | null {
  const { storeUrl } = useWidgetConfig();
  const api = useCommerceApi();
  const store = useStore();
  const lines = useAtomValue(guestCartAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!storeUrl) return;
      const from = window.location.origin;
      const anchor = event.currentTarget;
      // A new tab or window: the browser follows the link as it is once it carries the new id.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        anchor.href = startHandoff(store, storeUrl, from);
        return;
      }
      event.preventDefault();
      void settleHandoff(api, store).finally(() => window.location.assign(startHandoff(store, storeUrl, from)));
    },
    [storeUrl, api, store],
  );
  if (!storeUrl) return null;
  // Shown (and copied) without an id: a bare permalink still fills the store's cart.
  const href = signedIn || lines.length === 0 ? `${storeUrl}/checkout` : cartHandoffUrl(storeUrl, lines, { from: window.location.origin });
  return { href, onClick, onAuxClick: onClick };
}
