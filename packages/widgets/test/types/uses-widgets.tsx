// The type test: what an integrator writes in TSX, type-checked by `npm run typecheck` against
// the source and by scripts/pack-smoke.mjs against the packed tarballs in a fresh Vite + React
// 19 app (where it is also built). It uses every element and listens to every horeca:* event
// (test/types/coverage.test.ts checks that); the @ts-expect-error lines must stay errors, so
// a typing that lets a wrong attribute or detail through fails the check.
import '@horeca/widgets/elements';
import { ConnectedProductCard, Newsletter, PhoneInput } from '@horeca/widgets';
import type { HorecaEvents } from '@horeca/widgets/elements';

export function log(text: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('widgets-log', { detail: text }));
}

/** Every element in JSX, with typed `on<event>` listeners (React 19 adds them with addEventListener). */
export function EveryElement() {
  return (
    <>
      <horeca-search api-base="" search-url="/search/{query}" storefront="us" dir="rtl" onhoreca:open-change={(event) => log(String(event.detail.open))} />
      <horeca-cart-badge href="/cart" />
      <horeca-wishlist-badge href="/wishlist" />
      <horeca-product-card
        product-id="1"
        variant="saved"
        onhoreca:add-to-cart={(event) => log(`${event.detail.productId} x ${event.detail.quantity}`)}
        onhoreca:wishlist-change={(event) => log(String(event.detail.inWishlist))}
        onhoreca:remove-from-saved={(event) => log(String(event.detail.productId))}
        onhoreca:navigate={(event) => {
          event.preventDefault();
          log(event.detail.to);
        }}
      />
      <horeca-product-carousel heading="Picks" category="refrigeration" products={[]} />
      <horeca-price-match-claim claim-type="pre" prefill={{ fullName: 'Ada' }} trigger="false" />
      <horeca-phone-input name="mobile" required="" default-country="AE" onhoreca:change={(event) => log(event.detail.country)} />
      <horeca-newsletter lang="en" />
      <horeca-glitch-reporter support-email="help@example.com" />
      {/* @ts-expect-error storefront is 'ae' | 'us' */}
      <horeca-product-card storefront="uk" />
      {/* @ts-expect-error an add-to-cart detail has no `sku` */}
      <horeca-product-card onhoreca:add-to-cart={(event) => log(event.detail.sku)} />
      {/* @ts-expect-error dir is 'ltr' | 'rtl' */}
      <horeca-search dir="up" />
      {/* @ts-expect-error an open-change detail is { open }, not a string */}
      <horeca-search onhoreca:open-change={(event) => log(event.detail)} />
    </>
  );
}

/**
 * The checked way in React 19: camelCase properties and `onHoreca…` listeners. TypeScript reports
 * an unknown JSX attribute only when its name has no hyphen, so these names catch typos.
 */
export function CamelCaseProps() {
  return (
    <>
      <horeca-config apiBase="https://store.example" storefront="ae" lang="ar-AE" linkBase="https://store.example" />
      <horeca-product-card productId="1" apiBase="https://store.example" variant="flash-sale" onHorecaAddToCart={(event) => log(String(event.detail.cartQuantity))} onHorecaNavigate={(event) => event.preventDefault()} />
      <horeca-price-match-claim claimType="post" trigger="false" open="true" onHorecaOpenChange={(event) => log(String(event.detail.open))} />
      <horeca-phone-input defaultCountry="SA" required disabled={false} onHorecaChange={(event) => log(event.detail.nationalNumber)} />
      <horeca-search initialQuery="oven" searchUrl="/search/{query}" onHorecaOpenChange={(event) => log(String(event.detail.open))} />
      <horeca-glitch-reporter supportEmail="help@example.com" open />
    </>
  );
}

/** The four mistakes of issue 30, in the checked spelling: each must stay an error. */
export function IssueThirtyMistakes() {
  return (
    <>
      {/* @ts-expect-error prodctId: not a property of the card (productId) */}
      <horeca-product-card prodctId="1" />
      {/* @ts-expect-error apiBse: not a property (apiBase) */}
      <horeca-cart-badge apiBse="https://store.example" />
      {/* @ts-expect-error onHorecaAddTooCart: not an event of the card (onHorecaAddToCart) */}
      <horeca-product-card onHorecaAddTooCart={() => log('added')} />
      {/* @ts-expect-error claim-type is 'pre' | 'post' */}
      <horeca-price-match-claim claim-type="later" />
      {/* @ts-expect-error claimType is 'pre' | 'post' */}
      <horeca-price-match-claim claimType="later" />
      {/* @ts-expect-error the card fires no open-change: onHorecaOpenChange belongs to search and the claim */}
      <horeca-product-card onHorecaOpenChange={() => log('open')} />
    </>
  );
}

/** Values outside their unions, hyphenated or not. */
export function ValuesOutsideTheirUnions() {
  return (
    <>
      {/* @ts-expect-error lang is English or Arabic */}
      <horeca-newsletter lang="fr" />
      {/* @ts-expect-error open is 'true' | 'false' */}
      <horeca-search open="yes" />
      {/* @ts-expect-error trigger is 'true' | 'false' */}
      <horeca-price-match-claim trigger="no" />
      {/* @ts-expect-error variant is 'default' | 'saved' | 'flash-sale' */}
      <horeca-product-card variant="sale" />
      {/* @ts-expect-error default-country is one of the six Gulf codes */}
      <horeca-phone-input default-country="GB" />
      {/* @ts-expect-error defaultCountry is one of the six Gulf codes */}
      <horeca-phone-input defaultCountry="GB" />
      {/* @ts-expect-error storefront is 'ae' | 'us' on the page-wide settings too */}
      <horeca-config storefront="uk" />
    </>
  );
}

/**
 * What TypeScript cannot catch: it takes any hyphenated JSX attribute name as known, so these
 * misspellings compile (the element warns about an unknown attribute or event in the console).
 * If a TypeScript release starts refusing them, the unused @ts-expect-error would not be the
 * signal; this block compiling is, and README's typings section says so.
 */
export function NotCaughtByTypeScript() {
  return (
    <>
      <horeca-product-card prodct-id="1" />
      <horeca-cart-badge api-bse="https://store.example" />
      <horeca-product-card onhoreca:add-too-cart={() => log('added')} />
    </>
  );
}

/** The React face beside the elements. */
export function SomeComponents() {
  return (
    <>
      <ConnectedProductCard productId={1} />
      <PhoneInput name="mobile" />
      <Newsletter onSubmitted={(detail) => log(detail.email)} />
    </>
  );
}

/** Every horeca:* event through addEventListener, on the document and on a typed element. */
export function listenToEveryEvent(target: Document): void {
  target.addEventListener('horeca:add-to-cart', (event) => log(`${event.detail.productId} ${event.detail.cartQuantity}`));
  target.addEventListener('horeca:wishlist-change', (event) => log(String(event.detail.inWishlist)));
  target.addEventListener('horeca:remove-from-saved', (event) => log(String(event.detail.productId)));
  target.addEventListener('horeca:navigate', (event) => log(event.detail.to));
  target.addEventListener('horeca:open-change', (event) => log(String(event.detail.open)));
  target.addEventListener('horeca:claim-submitted', (event) => log(String(event.detail.id)));
  target.addEventListener('horeca:claim-failed', (event) => log(event.detail.message));
  target.addEventListener('horeca:change', (event) => log(event.detail.value));
  // Two elements fire horeca:submitted and horeca:failed: on the document, either detail.
  target.addEventListener('horeca:submitted', (event) => log(event.detail.email));
  target.addEventListener('horeca:failed', (event) => log(String(event.detail.status)));
  // @ts-expect-error a claim's id is a number or a string, not always a number
  target.addEventListener('horeca:claim-submitted', (event) => log(event.detail.id.toFixed(0)));

  const reporter = target.querySelector('horeca-glitch-reporter');
  reporter?.addEventListener('horeca:submitted', (event) => log(event.detail.device));
  const newsletter = target.createElement('horeca-newsletter');
  // @ts-expect-error the newsletter's horeca:submitted detail has no device
  newsletter.addEventListener('horeca:submitted', (event) => log(event.detail.device));
  const detail: HorecaEvents['horeca:change'] = { value: '+971501234567', valid: true, empty: false, message: null, country: 'AE', nationalNumber: '501234567' };
  log(detail.value);
}
