// Price, Buy-More-Save-More tiers, quantity, Add To Cart and the wishlist button of a
// product page. Its quantity is the spec's header stepper (1 to 100, 'Successfully Added {n}
// to Cart'), not the card's 1 to 99. Adding and the wishlist go through the widgets' hooks, so guests, signed-in
// shoppers, toasts and counters behave exactly as on a product card. On a phone its quantity
// and Add To Cart are also drawn in the sticky buy bar while the box is out of view.
import { type ProductDetail } from '@horeca/core/api';
import { formatMessage } from '@horeca/core/messages';
import { discountPercentRounded, displayPrice, toProductCardView, type DiscountTier } from '@horeca/core/product';
import { STOREFRONTS } from '@horeca/core/storefront';
import { buyMoreSaveMoreAtom, useCartControl, useCoreMessages, useHydrated, useNumbers, useWidgetMessages, useWishlistToggle } from '@horeca/widgets';
import { useSetAtom } from 'jotai/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatText } from '../../lib/messages';
import { useDiscounts } from '../../resources/catalogue';
import { useStorefront } from '../../lib/storefront-context';
import { QuantityStepper } from './quantity-stepper';
import { StickyBuyBar } from './sticky-buy-bar';
import { useWords } from '../../lib/words';


/**
 * docs/behaviour.md §7: GET /frontend/discounts?product_id= is read for the product and its answer cached
 * locally under BuyMoreSaveMore. The product's own tiers (in the server's HTML) show until it
 * answers; a failure is only logged and they stay.
 */
function useDiscountTiers(product: ProductDetail): DiscountTier[] {
  const cacheTiers = useSetAtom(buyMoreSaveMoreAtom);
  // The browser's call: the server's HTML already has the product's tiers.
  const hydrated = useHydrated();
  const { data } = useDiscounts(product.id, hydrated);
  useEffect(() => {
    if (!data) return;
    cacheTiers((entries) => [...entries.filter((entry) => entry.product_id !== product.id), { product_id: product.id, discounts: data }]);
  }, [cacheTiers, data, product.id]);
  return data ?? product.discounts;
}

export function BuyBox({ product }: { product: ProductDetail }) {
  const { storefront: storefrontMessages } = useWords();
  const storefront = useStorefront();
  const [quantity, setQuantity] = useState(1);
  // The actions row: while it is out of a phone's view, the sticky buy bar stands in for it.
  const actionsRef = useRef<HTMLDivElement>(null);
  // The chosen quantity stays as the shopper set it after adding; the card's post-add
  // count control has no place on a product page.
  const keepQuantity = useCallback(() => {}, []);
  // Words and prices in the page's language (the widgets' hooks follow it).
  const messages = useCoreMessages();
  const widgetMessages = useWidgetMessages();
  const { money } = useNumbers();
  const headerAdded = messages.toast.headerAdded;
  const headerAddedText = useCallback((units: number) => formatMessage(headerAdded, { n: units }), [headerAdded]);
  // The widgets' hooks take core's view of the product, read once per product.
  const view = useMemo(() => toProductCardView(product), [product]);
  const cart = useCartControl({ product: view, setQuantity: keepQuantity, addedText: headerAddedText });
  const wishlist = useWishlistToggle(view);
  const price = displayPrice(product);
  const percent = discountPercentRounded(product);
  const settings = STOREFRONTS[storefront];
  const tiers = useDiscountTiers(product);

  const outOfStock = product.in_stock === 0;
  // One button, drawn in the buy box and in the sticky bar: the same add with the same quantity.
  const addButton = (
    <button type="button" className="button button--primary buy-box__add" disabled={cart.busy || outOfStock} onClick={() => void cart.add(quantity, 0)}>
      {outOfStock ? widgetMessages.outOfStock : messages.card.addToCart}
    </button>
  );

  return (
    <div className="buy-box">
      <p className="buy-box__price">
        <span className="buy-box__current">{money(price.current)}</span>
        {price.was !== null ? (
          <>
            <s className="buy-box__was" aria-hidden="true">{money(price.was)}</s>
            <span className="visually-hidden">{formatMessage(widgetMessages.wasPrice, { price: money(price.was) })}</span>
            {percent ? <span className="buy-box__off">{formatMessage(widgetMessages.discountOff, { percent })}</span> : null}
          </>
        ) : null}
      </p>
      <p className="buy-box__tax">{'vatIncluded' in settings && settings.vatIncluded ? storefrontMessages.vatIncluded : storefrontMessages.taxAtCheckout}</p>
      {tiers.length > 0 ? (
        <section className="tiers" aria-labelledby="tiers-heading">
          <h2 id="tiers-heading">{storefrontMessages.buyMoreSaveMore}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">{storefrontMessages.tierQuantity}</th>
                <th scope="col">{storefrontMessages.tierDiscount}</th>
                <th scope="col">{storefrontMessages.tierUnitPrice}</th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier) => (
                <tr key={tier.id} className={quantity >= tier.min_quantity ? 'tiers__reached' : undefined}>
                  <td>{formatText(storefrontMessages.tierFrom, { n: tier.min_quantity })}</td>
                  <td>{tier.discount_percent}%</td>
                  <td>{money(tier.discounted_unit_price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <div className="buy-box__actions" ref={actionsRef}>
        <QuantityStepper quantity={quantity} onChange={setQuantity} />
        {addButton}
        <button type="button" className="button button--outline" aria-pressed={wishlist.inWishlist} disabled={wishlist.busy} onClick={() => void wishlist.toggle()}>
          {wishlist.inWishlist ? storefrontMessages.inWishlist : storefrontMessages.addToWishlist}
        </button>
      </div>
      <StickyBuyBar watched={actionsRef} label={formatText(storefrontMessages.buyBar, { name: product.name })}>
        <p className="buy-bar__price">{money(price.current)}</p>
        <QuantityStepper quantity={quantity} onChange={setQuantity} />
        {addButton}
      </StickyBuyBar>
    </div>
  );
}
