// What a host tells the widgets: where the API lives, which storefront and language, and how
// to navigate. React hosts pass it to HorecaProvider; custom elements build it from attributes.
import type { Id } from '@horeca/core/api';
import type { DigitStyle } from '@horeca/core/locale';
import type { Storefront } from '@horeca/core/storefront';
import { createContext, useContext } from 'react';
import type { CommerceApi } from './commerce-api';

/** Navigation state the storefront's product and category routes read (docs/behaviour.md §2.1, §2.9). */
export interface NavigationState {
  productId?: Id;
  categoryId?: Id;
}

/**
 * Takes over a link click. Return `false` to let the browser follow the plain link instead
 * (a custom element whose host did not cancel `horeca:navigate` does this).
 */
export type NavigateFn = (to: string, state: NavigationState) => boolean | void;

export type Direction = 'ltr' | 'rtl';

export interface WidgetConfig {
  /** The catalogue host; calls go to `${apiBase}/api/...`. */
  apiBase: string;
  storefront: Storefront;
  lang: string;
  dir: Direction;
  /** Digits of numbers and prices in Arabic: Latin (default) or Arabic-Indic. */
  digits?: DigitStyle;
  /** Prefix of product and category links (the storefront's origin); '' for same-origin. */
  linkBase: string;
  /**
   * The store's origin when the widget is embedded on another site (a custom element on a
   * partner's page): the cart then hands its lines to the store's /cart/add (docs/behaviour.md
   * §2). Unset on the store itself and in React hosts.
   */
  storeUrl?: string | undefined;
  navigate?: NavigateFn;
  /** Replaces the HTTP adapter: tests and hosts with their own transport pass one in. */
  api?: CommerceApi;
  /** The analytics tag id (e.g. G-XXXX): its script loads on the first add to cart; none without. */
  analyticsId?: string;
}

export const defaultWidgetConfig: WidgetConfig = {
  apiBase: '',
  storefront: 'ae',
  lang: 'en',
  dir: 'ltr',
  linkBase: '',
};

export const WidgetConfigContext = createContext<WidgetConfig>(defaultWidgetConfig);

export function useWidgetConfig(): WidgetConfig {
  return useContext(WidgetConfigContext);
}
