// A product's cart control (docs/behaviour.md §4 and §8), shared by the product card and any
// widget that sells from a list (the search panel's trending products). Add To Cart adds one; while busy the button
// is disabled and half-faded; after success a count control shows for 20 s (2 s for guests)
// and then resets to 1. In the control, plus adds one and minus removes one; minus at 1
// removes the item and hides the control. success:false toasts 'Some error occured.' titled
// 'error'; a thrown error is only logged and the control hides. Guests never call the API.
import { CARD_QUANTITY, TIMINGS } from '@horeca/core/constants';
import { formatMessage } from '@horeca/core/messages';
import { guestCartLineOf, type ProductCardView } from '@horeca/core/product';
import { useStore } from 'jotai/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { injectAnalyticsTag, pushAddToCart } from './analytics';
import { cartRefreshAtom, isSignedInAtom } from './atoms';
import { useWidgetConfig } from './config';
import { useCommerceApi } from './context';
import { useStoredAtomValue } from './hydration';
import { addGuestCartLine, setGuestCartQuantity } from './guest-cart';
import { useToast } from './use-toast';
import { useViewportWidth } from './use-viewport-width';
import type { HorecaProductCardEvents } from '../elements/element-events';
import { useCoreMessages } from './use-messages';

/** 'active' while the count control shows; `busy` is separate so the control can be busy too. */
export type CartControlState = 'idle' | 'active';

/** Units added by this action (`quantity`) and the count now in the cart (`cartQuantity`): the element's event detail. */
export type AddToCartDetail = HorecaProductCardEvents['horeca:add-to-cart'];

export interface CartControlOptions {
  /** The product as core's toProductCardView reads it. */
  product: ProductCardView;
  /** Receives the count the control shows (Radix-style onValueChange). */
  setQuantity: (quantity: number) => void;
  onAddToCart?: (detail: AddToCartDetail) => void;
  /**
   * The success toast's text where the spec words it otherwise than a card does (docs/behaviour.md §8:
   * the header stepper's 'Successfully Added {n} to Cart'); `units` were just added.
   */
  addedText?: (units: number, narrow: boolean) => string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `add-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}

export function useCartControl({ product, setQuantity, onAddToCart, addedText }: CartControlOptions) {
  const messages = useCoreMessages();
  const store = useStore();
  const api = useCommerceApi();
  const toast = useToast();
  const { analyticsId } = useWidgetConfig();
  const signedIn = useStoredAtomValue(isSignedInAtom, false);
  const narrow = useViewportWidth() < 640;
  const [state, setState] = useState<CartControlState>('idle');
  const [busy, setBusy] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { id, name } = product;

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const hide = useCallback(() => {
    clearTimeout(resetTimer.current);
    setState('idle');
    setQuantity(CARD_QUANTITY.min);
  }, [setQuantity]);

  const showControl = useCallback(() => {
    setState('active');
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(hide, signedIn ? TIMINGS.postAddSignedInMs : TIMINGS.postAddGuestMs);
  }, [hide, signedIn]);

  const added = useCallback(
    (units: number, cartQuantity: number) => {
      if (addedText) toast({ channel: 'card', tone: 'success', text: addedText(units, narrow) });
      // docs/behaviour.md §8: a guest's add is an item-added notice with the name, at every width; a
      // signed-in add is shorter under 640 px. Both are the card helper's toast (§9: bottom-right,
      // 3000 ms, one at a time): top-right it covered the header's sign-in, wishlist and cart.
      else if (!signedIn) toast({ channel: 'card', tone: 'success', text: formatMessage(messages.toast.addedToCart, { 'product name': name }) });
      else toast({ channel: 'card', tone: 'success', text: narrow ? messages.toast.addedToCartNarrow : formatMessage(messages.toast.addedToCart, { 'product name': name }) });
      injectAnalyticsTag(analyticsId);
      pushAddToCart([guestCartLineOf(product, units)]);
      setQuantity(cartQuantity);
      onAddToCart?.({ productId: id, quantity: units, cartQuantity, signedIn });
    },
    [toast, addedText, narrow, name, product, analyticsId, setQuantity, onAddToCart, id, signedIn, messages],
  );

  /** Adds `units` on top of `current` (0 from the Add To Cart button). */
  const add = useCallback(
    async (units: number, current: number) => {
      setBusy(true);
      if (!signedIn) {
        const line = addGuestCartLine(store, product, units);
        added(units, line.quantity);
        // Guests see the loader for 500 ms, as signed-in shoppers see the request.
        await wait(TIMINGS.guestLoaderMs);
        setBusy(false);
        showControl();
        return;
      }
      try {
        const result = await api.addToCart(id, units, newIdempotencyKey());
        if (!result.success) {
          toast({ channel: 'card', tone: 'error', title: messages.common.errorTitle, text: messages.toast.addToCartFailed });
          if (current > 0) showControl();
          return;
        }
        store.set(cartRefreshAtom, (tick) => tick + 1);
        added(units, current + units);
        showControl();
      } catch (error) {
        console.error('Add to cart failed:', error);
        hide();
      } finally {
        setBusy(false);
      }
    },
    [signedIn, store, product, added, showControl, api, id, toast, hide, messages],
  );

  /** Lowers the count to `next`; 0 removes the item and hides the control. */
  const decrease = useCallback(
    async (next: number) => {
      const removed = () => {
        toast({ channel: 'card', tone: 'success', text: formatMessage(messages.toast.removedFromCart, { 'product name': name }) });
        hide();
      };
      if (!signedIn) {
        setGuestCartQuantity(store, id, next);
        if (next === 0) removed();
        else {
          setQuantity(next);
          showControl();
        }
        return;
      }
      setBusy(true);
      try {
        // docs/behaviour.md §7: the new count, or 1 when removing the last one.
        const result = await api.decreaseCart(id, Math.max(next, 1));
        if (!result.success) {
          toast({ channel: 'card', tone: 'error', title: messages.common.errorTitle, text: messages.toast.addToCartFailed });
          showControl();
          return;
        }
        store.set(cartRefreshAtom, (tick) => tick + 1);
        if (next === 0) removed();
        else {
          setQuantity(next);
          showControl();
        }
      } catch (error) {
        console.error('Cart decrease failed:', error);
        hide();
      } finally {
        setBusy(false);
      }
    },
    [signedIn, store, id, api, toast, name, hide, setQuantity, showControl, messages],
  );

  /** Moves the cart to `target` (from the typed-in, clamped value). */
  const setTo = useCallback(
    (target: number, current: number) => {
      if (target > current) return add(target - current, current);
      if (target < current) return decrease(target);
      showControl();
      return Promise.resolve();
    },
    [add, decrease, showControl],
  );

  return { state, busy, signedIn, add, decrease, setTo };
}
