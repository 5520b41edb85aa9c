// /checkout/{id}: the cart (quantities, remove, save for later and back) beside the checkout.
// Guests get the guest contact step first; signed-in shoppers pick address, delivery and
// payment. Guest items a failed merge left on this device are offered to move again.
import { guestCartAtom, isSignedInAtom, mergeGuestIntoAccount, useCommerceApi, useToast, useWidgetConfig, useWidgetMessages, useNumbers } from '@horeca/widgets';
import { useAtomValue, useStore } from 'jotai/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../resources/client';
import { useSavedForLater } from '../resources/cart';
import { CartLines } from '../cart/cart-lines';
import { SavedForLater } from '../cart/saved-for-later';
import { useCart } from '../cart/use-cart';
import { CheckoutSteps } from './checkout-steps';
import { GuestCheckout } from './guest-checkout';
import { useCommercePage } from '../lib/commerce-page-meta';
import { useWords } from '../lib/words';

export function CheckoutPage() {
  const { commerce: text, cart: cartText, checkout: checkoutText } = useWords();
  const { money } = useNumbers();
  useCommercePage(checkoutText.title);
  const signedIn = useAtomValue(isSignedInAtom);
  const cart = useCart();
  const { storefront } = useWidgetConfig();
  const toast = useToast();
  const saved = useSavedForLater(storefront, signedIn);
  const cartVersion = cart.lines.map((line) => `${String(line.productId)}x${line.quantity}`).join(',');

  const saveForLater = async (line: (typeof cart.lines)[number]) => {
    try {
      await api.saveForLater(line.productId);
      toast({ channel: 'app', tone: 'success', text: cartText.savedForLater(line.name) });
      cart.reload();
      void saved.reload();
    } catch (error) {
      // docs/behaviour.md §8: cart call failures are only logged; the line stays in the cart.
      console.error('Save for later failed:', error);
    }
  };

  return (
    <div className="cf-page">
      <h1>{cartText.title}</h1>
      {signedIn ? <UnmergedGuestItems onMerged={cart.reload} /> : null}
      <div className="cf-columns">
        <section>
          {cart.isLoading ? <p role="status">{cartText.title}…</p> : null}
          {cart.error ? (
            <p role="alert" className="cf-banner cf-banner-error">
              {cartText.loadFailed} {cart.error}{' '}
              <button type="button" className="cf-link" onClick={cart.reload}>
                {text.retry}
              </button>
            </p>
          ) : null}
          {!cart.isLoading && !cart.error && cart.lines.length === 0 ? (
            <p>
              {cartText.empty} <Link to="/">{cartText.continueShopping}</Link>
            </p>
          ) : null}
          <CartLines
            lines={cart.lines}
            busyProduct={cart.busyProduct}
            onQuantity={(line, quantity) => void cart.setQuantity(line, quantity)}
            onRemove={(line) => void cart.remove(line)}
            onSaveForLater={signedIn ? (line) => void saveForLater(line) : undefined}
          />
          {cart.lines.length > 0 ? (
            <p>
              {cartText.subtotal}: <strong>{money(cart.subtotal, storefront)}</strong>{' '}
              <span className="cf-hint">{storefront === 'us' ? cartText.taxAtCheckout : cartText.vatIncluded}</span>
            </p>
          ) : null}
          {cart.lines.length > 0 && cart.discount > 0 ? <p className="cf-tier">{cartText.tierSaved(money(cart.discount, storefront))}</p> : null}
          {signedIn && cart.lines.length > 0 ? <Link to="/create-quotation">{cartText.requestQuote}</Link> : null}
          {signedIn ? <SavedForLater saved={saved} onCartChanged={cart.reload} /> : null}
        </section>
        {cart.lines.length > 0 ? (
          <section aria-label={checkoutText.title}>{signedIn ? <CheckoutSteps cartVersion={cartVersion} /> : <GuestCheckout />}</section>
        ) : null}
      </div>
    </div>
  );
}

function UnmergedGuestItems({ onMerged }: { onMerged: () => void }) {
  const { checkout: checkoutText } = useWords();
  const guestLines = useAtomValue(guestCartAtom);
  const widgetApi = useCommerceApi();
  const store = useStore();
  const toast = useToast();
  const widgetMessages = useWidgetMessages();
  const [busy, setBusy] = useState(false);
  if (guestLines.length === 0) return null;
  return (
    <p className="cf-banner cf-banner-error" role="status">
      {checkoutText.unmerged(guestLines.length)}{' '}
      <button
        type="button"
        className="cf-secondary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void mergeGuestIntoAccount(widgetApi, store).then((result) => {
            setBusy(false);
            if (result.ok) onMerged();
            else toast({ channel: 'app', tone: 'error', text: widgetMessages.mergeFailed });
          });
        }}
      >
        {checkoutText.mergeAgain}
      </button>
    </p>
  );
}
