// The cart as the cart page reads it, one shape for both sources: the server cart when
// signed in, the local guest cart otherwise (guests make no cart calls, docs/behaviour.md §6).
// Every change bumps the cart refresh so the header badge follows. Raising a line's quantity
// toasts the cart card's text (docs/behaviour.md §8: 'Product Added To Cart.' under 640 px, 'Item has been
// added to your cart.' wider). A failed call is only logged (docs/behaviour.md §8): the line then shows the
// server's quantity again, so the shopper loses nothing and sees the change did not happen.
import { type Id } from '@horeca/core/api';
import { lineMaximum } from '@horeca/core/cart';
import { formatMessage } from '@horeca/core/messages';
import { displayPrice, type PriceTier } from '@horeca/core/product';
import {
  cartRefreshAtom,
  guestCartAtom,
  isSignedInAtom,
  setGuestCartQuantity,
  useCoreMessages,
  useToast,
  useViewportWidth,
  useWidgetConfig,
} from '@horeca/widgets';
import { useAtomValue, useStore } from 'jotai/react';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../resources/client';
import { useServerCart } from '../resources/cart';

export interface CartLineView {
  productId: Id;
  name: string;
  image: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  maxQuantity: number;
  available: boolean;
  /** Buy-More-Save-More (server cart): the tier reached, the unit price before it, what it took off. */
  tier: PriceTier | null;
  listUnitPrice: number;
  lineDiscount: number;
}

export interface CartState {
  lines: CartLineView[];
  subtotal: number;
  /** What the tiers took off the whole cart (0 for a guest cart, which is priced locally). */
  discount: number;
  isLoading: boolean;
  error: string | null;
  /** The product whose change is running: its controls are disabled. */
  busyProduct: Id | null;
  setQuantity: (line: CartLineView, quantity: number) => Promise<void>;
  remove: (line: CartLineView) => Promise<void>;
  reload: () => void;
}

export function useCart(): CartState {
  const signedIn = useAtomValue(isSignedInAtom);
  const guestLines = useAtomValue(guestCartAtom);
  const { storefront } = useWidgetConfig();
  const store = useStore();
  const toast = useToast();
  const messages = useCoreMessages();
  const narrow = useViewportWidth() < 640;
  const server = useServerCart(storefront, signedIn);
  const [busyProduct, setBusyProduct] = useState<Id | null>(null);

  const lines = useMemo<CartLineView[]>(() => {
    if (signedIn) {
      return (server.data?.data ?? []).map((line) => ({
        productId: line.product_id,
        name: line.product.name,
        image: line.product.image ?? line.product.images[0] ?? null,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        lineTotal: line.line_total,
        maxQuantity: lineMaximum(line.product),
        available: line.available,
        tier: line.tier ?? null,
        listUnitPrice: line.list_unit_price ?? line.unit_price,
        lineDiscount: line.line_discount ?? 0,
      }));
    }
    return guestLines.map((line) => {
      const unitPrice = displayPrice(line).current ?? 0;
      return {
        productId: line.product_id,
        name: line.name,
        image: line.image ?? line.images[0] ?? null,
        quantity: line.quantity,
        unitPrice,
        lineTotal: Math.round(unitPrice * line.quantity * 100) / 100,
        maxQuantity: lineMaximum(line),
        available: true,
        tier: null,
        listUnitPrice: unitPrice,
        lineDiscount: 0,
      } satisfies CartLineView;
    });
  }, [signedIn, server.data, guestLines]);

  const subtotal = signedIn ? (server.data?.subtotal ?? 0) : Math.round(lines.reduce((sum, line) => sum + line.lineTotal, 0) * 100) / 100;

  const change = useCallback(
    async (line: CartLineView, call: () => Promise<unknown>): Promise<boolean> => {
      setBusyProduct(line.productId);
      try {
        await call();
        store.set(cartRefreshAtom, (tick) => tick + 1);
        return true;
      } catch (error) {
        console.error('Cart change failed:', error);
        return false;
      } finally {
        // After a failure too: the line shows what the server holds.
        await server.reload();
        setBusyProduct(null);
      }
    },
    [server, store],
  );

  const addedToast = useCallback(
    () => toast({ channel: 'card', tone: 'success', text: narrow ? messages.toast.cartCardAddedNarrow : messages.toast.cartCardAddedWide }),
    [toast, narrow, messages],
  );

  const setQuantity = useCallback(
    async (line: CartLineView, quantity: number) => {
      const next = Math.min(Math.max(1, Math.trunc(quantity)), line.maxQuantity);
      if (next === line.quantity) return;
      const raised = next > line.quantity;
      if (!signedIn) {
        setGuestCartQuantity(store, line.productId, next);
        if (raised) addedToast();
        return;
      }
      const done = await change(line, () =>
        raised
          ? api.addToCart({ product_id: line.productId, quantity: next - line.quantity })
          : api.decreaseCart({ product_id: line.productId, quantity: next }),
      );
      if (done && raised) addedToast();
    },
    [signedIn, store, change, addedToast],
  );

  const remove = useCallback(
    async (line: CartLineView) => {
      const removed = () =>
        toast({ channel: 'app', tone: 'success', text: formatMessage(messages.toast.removedFromCart, { 'product name': line.name }) });
      if (!signedIn) {
        setGuestCartQuantity(store, line.productId, 0);
        return removed();
      }
      if (await change(line, () => api.removeCartLine(line.productId))) removed();
    },
    [signedIn, store, change, toast, messages],
  );

  return {
    lines,
    subtotal,
    discount: signedIn ? (server.data?.discount ?? 0) : 0,
    isLoading: signedIn && server.isLoading,
    error: server.error?.message ?? null,
    busyProduct,
    setQuantity,
    remove,
    reload: () => void server.reload(),
  };
}
