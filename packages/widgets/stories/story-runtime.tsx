// The runtime around every story: storage seeded as the story says (signed in or guest,
// counters, guest lists), a fresh page store, and an in-memory API with the story's answers.
// Storybook and the story test both use it, so a story renders the same in both.
import { productId, type Product, type SearchResponse } from '@horeca/core/product';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { useState, type ReactNode } from 'react';
import { themeProperties } from '../src/elements/contract';
import type { CommerceApi } from '../src/runtime/commerce-api';
import type { WidgetConfig } from '../src/runtime/config';
import { HorecaProvider } from '../src/runtime/provider';
import { resetWidgetStore } from '../src/runtime/store';

/** How every call of the story's API answers: 'offline' rejects as fetch does without a network. */
export type ApiBehaviour = 'ok' | 'loading' | 'error' | 'offline';

export interface HorecaStoryParameters {
  signedIn?: boolean;
  storage?: Record<string, string>;
  api?: ApiBehaviour;
  products?: Product[];
  cartTotal?: number;
  wishlistCount?: number;
  /** What /frontend/search and /nlp/search answer (the search widget). */
  search?: SearchResponse;
  config?: Partial<WidgetConfig>;
}

const never = <T,>() => new Promise<T>(() => {});

const noResults: SearchResponse = { products: [], categories: [], brands: [] };

/** Answers `value` as the story's API behaves: never, a failure, no network, or at once. */
export function storyAnswer(api: ApiBehaviour = 'ok') {
  return <T,>(value: T): Promise<T> => {
    if (api === 'loading') return never<T>();
    if (api === 'error') return Promise.reject(new Error('Story API failure'));
    if (api === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(value);
  };
}

export function storyApi({ api = 'ok', products = [], cartTotal = 0, wishlistCount = 0, search = noResults }: HorecaStoryParameters): CommerceApi {
  const answer = storyAnswer(api);
  const ok = () => answer({ success: true, message: 'ok' });
  return {
    addToCart: ok,
    decreaseCart: ok,
    addMultipleToCart: ok,
    getCartTotal: () => answer(cartTotal),
    addToWishlist: ok,
    addMultipleToWishlist: ok,
    removeFromWishlist: ok,
    getWishlistCount: () => answer(wishlistCount),
    removeFromSaveForLater: ok,
    getProduct: (id) => answer(products.find((product) => productId(product) === Number(id)) ?? (products[0] as Product)),
    getCategoryProducts: () => answer(products),
    isCartHandoffConfirmed: () => answer(false),
    search: () => answer(search),
    nlpSearch: () => answer(search),
  };
}

export function StoryRuntime({ parameters, children }: { parameters: HorecaStoryParameters; children: ReactNode }) {
  const [runtime] = useState(() => {
    localStorage.clear();
    for (const [key, value] of Object.entries(parameters.storage ?? {})) localStorage.setItem(key, value);
    if (parameters.signedIn) localStorage.setItem(STORAGE_KEYS.authToken, 'story-token');
    return { store: resetWidgetStore(), api: storyApi(parameters) };
  });
  return (
    <HorecaProvider store={runtime.store} config={{ ...parameters.config, api: runtime.api }}>
      {/* Only what the story or the toolbar chose: an element reads the nearest dir and lang, and with none takes its own language's direction (lang="ar" alone is right to left, as on a partner's page). */}
      <div dir={parameters.config?.dir} lang={parameters.config?.lang}>
        {children}
      </div>
    </HorecaProvider>
  );
}

/** Theme controls: every --horeca-* custom property of the element contracts as a Storybook control. */
export const themeArgTypes = Object.fromEntries(
  themeProperties.map(({ name, description, default: fallback }) => [
    name,
    {
      description,
      control: fallback.startsWith('#') ? 'color' : 'text',
      table: { category: 'CSS custom properties', defaultValue: { summary: fallback } },
    },
  ]),
);

/** Splits the theme controls (set as CSS properties on a wrapper) from the component's props. */
export function splitThemeArgs<T extends object>(args: T): { style: Record<string, string>; props: T } {
  const style: Record<string, string> = {};
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (key.startsWith('--horeca-')) {
      if (typeof value === 'string' && value !== '') style[key] = value;
    } else props[key] = value;
  }
  return { style, props: props as T };
}
