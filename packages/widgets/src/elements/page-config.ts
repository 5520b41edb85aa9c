// Page-wide settings for every <horeca-*> element (docs/behaviour.md §7): one
// <horeca-config api-base storefront lang link-base store-url> on the page, or configure({...})
// from a script, as <shopify-store> does. An element's own attribute still wins. This runs in
// the script-tag bundle's initial script, so it holds no React and nothing from core.
import { warnOnce } from '../runtime/warn-once';

export interface PageConfig {
  /** The catalogue host; calls go to `{apiBase}/api/...`. */
  apiBase?: string;
  /** 'ae' or 'us'. */
  storefront?: string;
  lang?: string;
  /** Prefix of product, category and search links; the store's origin when unset. */
  linkBase?: string;
  /** The store's own address (its cart, its pages); the api-base origin when unset. */
  storeUrl?: string;
}

const KEYS = ['apiBase', 'storefront', 'lang', 'linkBase', 'storeUrl'] as const satisfies readonly (keyof PageConfig)[];
const ATTRIBUTES: Record<(typeof KEYS)[number], string> = { apiBase: 'api-base', storefront: 'storefront', lang: 'lang', linkBase: 'link-base', storeUrl: 'store-url' };

let fromScript: PageConfig = {};
let fromElement: PageConfig = {};
let snapshot: PageConfig = {};
const listeners = new Set<() => void>();

function publish(): void {
  // configure() wins over the element: a script runs on purpose, after the markup.
  snapshot = { ...fromElement, ...fromScript };
  for (const listener of listeners) listener();
}

function picked(given: PageConfig): PageConfig {
  const out: PageConfig = {};
  for (const key of KEYS) {
    const value = given[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * Sets page-wide settings from a script: `configure({ apiBase: 'https://shop.example' })`.
 * Each call merges into the last; `undefined` leaves a setting as it was.
 */
export function configure(settings: PageConfig): void {
  fromScript = { ...fromScript, ...picked(settings) };
  publish();
}

export function pageConfig(): PageConfig {
  return snapshot;
}

export function subscribePageConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every page-wide setting (tests). */
export function resetPageConfig(): void {
  fromScript = {};
  fromElement = {};
  publish();
}

const configElements = new Set<HTMLElement>();

function readElements(): void {
  // Connected order: the last <horeca-config> on the page wins, as later markup does.
  const last = [...configElements].pop();
  const next: PageConfig = {};
  if (last) {
    for (const key of KEYS) {
      const value = last.getAttribute(ATTRIBUTES[key]);
      if (value !== null) next[key] = value;
    }
  }
  fromElement = next;
  publish();
}

/** Base class resolved lazily: this module must load where HTMLElement does not exist (SSR). */
function configElementClass(): CustomElementConstructor {
  return class HorecaConfigElement extends HTMLElement {
    static observedAttributes = Object.values(ATTRIBUTES);

    connectedCallback(): void {
      configElements.add(this);
      if (configElements.size > 1) warnOnce('config-twice', 'More than one <horeca-config> on the page: the last one is used. Keep one.');
      readElements();
    }

    disconnectedCallback(): void {
      configElements.delete(this);
      readElements();
    }

    attributeChangedCallback(): void {
      if (configElements.has(this)) readElements();
    }
  };
}

export const CONFIG_TAG = 'horeca-config';

/** Registers <horeca-config> (before the widgets, so they find its settings on first render). */
export function defineConfigElement(registry: CustomElementRegistry): void {
  if (!registry.get(CONFIG_TAG)) registry.define(CONFIG_TAG, configElementClass());
}
