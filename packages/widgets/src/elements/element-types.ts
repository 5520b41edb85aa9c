// Generated from the element contracts (src/<widget>/*.contract.ts) by src/elements/typings.ts;
// `npm run manifest -w @horeca/widgets` rewrites it. Do not edit.
// Declaration merging needs empty interfaces that extend, and React declares JSX as a namespace:
/* eslint-disable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-namespace */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { HorecaEvents, HorecaProductCardEvents, HorecaProductCarouselEvents, HorecaCartBadgeEvents, HorecaWishlistBadgeEvents, HorecaSearchEvents, HorecaPriceMatchClaimEvents, HorecaPhoneInputEvents, HorecaNewsletterEvents, HorecaGlitchReporterEvents } from './element-events';

export type * from './element-events';

/** Attributes every element takes. */
export interface HorecaCommonAttributes {
  /** Catalogue host; calls go to `{api-base}/api/...`. Set it once for the page on `<horeca-config>`. */
  'api-base'?: string;
  /** Regional storefront: AED with VAT (ae) or USD (us). */
  'storefront'?: 'ae' | 'us';
  /** Language of the widget text: English or Arabic (a region may follow: 'ar-AE'); Arabic only on the ae storefront. */
  'lang'?: 'en' | 'ar' | `en-${string}` | `ar-${string}`;
  /** Text direction; rtl mirrors the layout. */
  'dir'?: 'ltr' | 'rtl';
  /** Origin prefixed to product, category and search links; on another site than the store's, the store's origin unless set. */
  'link-base'?: string;
  /** The store's address: its pages and the cart the badge hands the lines to (`/cart/add`). */
  'store-url'?: string;
}

/** Attributes of <horeca-config>: settings for every element of the page (an element's own attribute wins). */
export interface HorecaConfigAttributes {
  /** Catalogue host; calls go to `{api-base}/api/...`. Set it once for the page on `<horeca-config>`. */
  'api-base'?: string;
  /** Regional storefront: AED with VAT (ae) or USD (us). */
  'storefront'?: 'ae' | 'us';
  /** Language of the widget text: English or Arabic (a region may follow: 'ar-AE'); Arabic only on the ae storefront. */
  'lang'?: 'en' | 'ar' | `en-${string}` | `ar-${string}`;
  /** Origin prefixed to product, category and search links; on another site than the store's, the store's origin unless set. */
  'link-base'?: string;
  /** The store's address: its pages and the cart the badge hands the lines to (`/cart/add`). */
  'store-url'?: string;
}

/** Attributes of <horeca-product-card>. */
export interface HorecaProductCardAttributes extends HorecaCommonAttributes {
  /** Id of a product to fetch from the catalogue. */
  'product-id'?: string;
  /** The product itself (JSON as the API sends it); wins over product-id. */
  'product'?: object | string;
  /** 'saved' adds 'Remove From Saved'; 'flash-sale' shows the four flash-sale promo texts and 'WAS {price}'. */
  'variant'?: 'default' | 'saved' | 'flash-sale';
}

/** Attributes of <horeca-product-carousel>. */
export interface HorecaProductCarouselAttributes extends HorecaCommonAttributes {
  /** Section title. */
  'heading'?: string;
  /** The products (JSON list as the API sends them). */
  'products'?: object | string;
  /** Category slug whose products are fetched when products is not set. */
  'category'?: string;
}

/** Attributes of <horeca-cart-badge>. */
export interface HorecaCartBadgeAttributes extends HorecaCommonAttributes {
  /** Where the badge links to. */
  'href'?: string;
}

/** Attributes of <horeca-wishlist-badge>. */
export interface HorecaWishlistBadgeAttributes extends HorecaCommonAttributes {
  /** Where the badge links to. */
  'href'?: string;
}

/** Attributes of <horeca-search>. */
export interface HorecaSearchAttributes extends HorecaCommonAttributes {
  /** Placeholder. */
  'placeholder'?: string;
  /** Accessible name. */
  'label'?: string;
  /** Text at first. */
  'initial-query'?: string;
  /** Results page, '{query}' replaced. */
  'search-url'?: string;
  /** 'true'/'false': the host owns the panel state. */
  'open'?: 'true' | 'false';
}

/** Attributes of <horeca-price-match-claim>. */
export interface HorecaPriceMatchClaimAttributes extends HorecaCommonAttributes {
  /** 'pre' (Pre-purchase) or 'post' (Post-purchase): the type each open starts with. */
  'claim-type'?: 'pre' | 'post';
  /** Text fields filled in on every open: fullName, businessName, email, phone (on ae the full Gulf number, '+971501234567'), orderNumber, address, country, city... */
  'prefill'?: object | string;
  /** 'true' or 'false' makes the modal controlled: the host sets it from horeca:open-change. Unset: the element's button opens it. */
  'open'?: 'true' | 'false';
  /** 'false' hides the open button (the host opens the modal with the open attribute). */
  'trigger'?: 'true' | 'false';
}

/** Attributes of <horeca-phone-input>. */
export interface HorecaPhoneInputAttributes extends HorecaCommonAttributes {
  /** Form field name the international number is submitted under. */
  'name'?: string;
  /** Initial number; any format is parsed, its dial code picks the country. */
  'value'?: string;
  /** AE, SA, KW, QA, OM or BH while no number says otherwise. */
  'default-country'?: 'AE' | 'SA' | 'KW' | 'QA' | 'OM' | 'BH';
  /** Visible label. */
  'label'?: string;
  /** Present (or 'true'): an empty number blocks the form. */
  'required'?: boolean | '' | 'true' | 'false';
  /** Present (or 'true'): the field cannot be used. */
  'disabled'?: boolean | '' | 'true' | 'false';
}

/** Attributes of <horeca-newsletter>. */
export interface HorecaNewsletterAttributes extends HorecaCommonAttributes {
}

/** Attributes of <horeca-glitch-reporter>. */
export interface HorecaGlitchReporterAttributes extends HorecaCommonAttributes {
  /** Address in the failure text ('email us directly at ...'). */
  'support-email'?: string;
  /** Present: the report form opens at once. */
  'open'?: boolean | '' | 'true' | 'false';
}

/** The DOM event of each horeca:* name, for addEventListener. */
export type HorecaEventMap<Events> = { [Name in keyof Events]: CustomEvent<Events[Name]> };

/** A <horeca-*> element: addEventListener knows its events and their details. */
export interface HorecaElement<Events> extends HTMLElement {
  addEventListener<Name extends keyof Events & string>(type: Name, listener: (this: this, event: CustomEvent<Events[Name]>) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<Name extends keyof HTMLElementEventMap>(type: Name, listener: (this: this, event: HTMLElementEventMap[Name]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<Name extends keyof Events & string>(type: Name, listener: (this: this, event: CustomEvent<Events[Name]>) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<Name extends keyof HTMLElementEventMap>(type: Name, listener: (this: this, event: HTMLElementEventMap[Name]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The camelCase name of a kebab-case one: product-id -> productId. */
export type HorecaCamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<HorecaCamelCase<Tail>>}` : Name;

/** The React 19 prop of an event: 'horeca:add-to-cart' -> 'onHorecaAddToCart' (the element listens to 'HorecaAddToCart' as that event). */
export type HorecaEventProp<Name extends string> = Name extends `horeca:${infer Rest}` ? `onHoreca${Capitalize<HorecaCamelCase<Rest>>}` : never;

/** Each attribute as its camelCase property, which React 19 sets on the element: TypeScript checks these names, not hyphenated ones. */
export type HorecaProperties<Attributes> = { [Name in keyof Attributes as HorecaCamelCase<Name & string>]: Attributes[Name] };

/**
 * React 19 props of an element: its attributes and their camelCase properties, the HTML ones, and
 * listeners as `on<event name>` and `onHoreca<EventName>` (React 19 adds both with addEventListener).
 * TypeScript never reports an unknown hyphenated JSX attribute (`prodct-id`, `onhoreca:add-too-cart`),
 * so only the camelCase names (`prodctId`, `onHorecaAddTooCart`) are refused when misspelt.
 */
export type HorecaJsxProps<Attributes, Events> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Attributes &
  HorecaProperties<Attributes> & { [Name in keyof Events & string as `on${Name}`]?: (event: CustomEvent<Events[Name]>) => void } & {
    [Name in keyof Events & string as HorecaEventProp<Name>]?: (event: CustomEvent<Events[Name]>) => void;
  };

declare global {
  interface HTMLElementTagNameMap {
    'horeca-product-card': HorecaElement<HorecaProductCardEvents>;
    'horeca-product-carousel': HorecaElement<HorecaProductCarouselEvents>;
    'horeca-cart-badge': HorecaElement<HorecaCartBadgeEvents>;
    'horeca-wishlist-badge': HorecaElement<HorecaWishlistBadgeEvents>;
    'horeca-search': HorecaElement<HorecaSearchEvents>;
    'horeca-price-match-claim': HorecaElement<HorecaPriceMatchClaimEvents>;
    'horeca-phone-input': HorecaElement<HorecaPhoneInputEvents>;
    'horeca-newsletter': HorecaElement<HorecaNewsletterEvents>;
    'horeca-glitch-reporter': HorecaElement<HorecaGlitchReporterEvents>;
    'horeca-config': HTMLElement;
  }
  interface HTMLElementEventMap extends HorecaEventMap<HorecaEvents> {}
  interface DocumentEventMap extends HorecaEventMap<HorecaEvents> {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'horeca-product-card': HorecaJsxProps<HorecaProductCardAttributes, HorecaProductCardEvents>;
      'horeca-product-carousel': HorecaJsxProps<HorecaProductCarouselAttributes, HorecaProductCarouselEvents>;
      'horeca-cart-badge': HorecaJsxProps<HorecaCartBadgeAttributes, HorecaCartBadgeEvents>;
      'horeca-wishlist-badge': HorecaJsxProps<HorecaWishlistBadgeAttributes, HorecaWishlistBadgeEvents>;
      'horeca-search': HorecaJsxProps<HorecaSearchAttributes, HorecaSearchEvents>;
      'horeca-price-match-claim': HorecaJsxProps<HorecaPriceMatchClaimAttributes, HorecaPriceMatchClaimEvents>;
      'horeca-phone-input': HorecaJsxProps<HorecaPhoneInputAttributes, HorecaPhoneInputEvents>;
      'horeca-newsletter': HorecaJsxProps<HorecaNewsletterAttributes, HorecaNewsletterEvents>;
      'horeca-glitch-reporter': HorecaJsxProps<HorecaGlitchReporterAttributes, HorecaGlitchReporterEvents>;
      'horeca-config': HorecaJsxProps<HorecaConfigAttributes, {}>;
    }
  }
}
