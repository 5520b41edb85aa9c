// The shape of a custom element's public contract. Each element declares its contract once,
// in its own file; registration reads the attributes from it and scripts/manifest.ts turns
// the same objects into custom-elements.json, so docs and behaviour cannot drift apart.
import { STOREFRONT_IDS } from '@horeca/core/storefront';

export interface AttributeContract {
  /** The kebab-case attribute; the element also has the camelCase property. */
  name: string;
  /**
   * string: free text, or one of `values` when they are given. flag: present or absent ('false'
   * counts as absent). language: a language tag whose language is one of `values` ('ar', 'ar-AE').
   * json: JSON text, or the object itself as a property.
   */
  type: 'string' | 'json' | 'flag' | 'language';
  /** The only values the element understands; the typings and editors refuse any other. */
  values?: readonly string[];
  description: string;
  default?: string;
}

/** The TypeScript type of an attribute's value, from its contract (typings, manifest, editors). */
export function attributeTypeText(attribute: AttributeContract): string {
  const quoted = (attribute.values ?? []).map((value) => `'${value}'`);
  switch (attribute.type) {
    case 'json':
      return 'object | string';
    case 'flag':
      return "boolean | '' | 'true' | 'false'";
    case 'language':
      return [...quoted, ...(attribute.values ?? []).map((value) => `\`${value}-\${string}\``)].join(' | ');
    default:
      return quoted.length > 0 ? quoted.join(' | ') : 'string';
  }
}

/** The DOM name a React 19 `on…` prop listens to for an event: 'horeca:add-to-cart' -> 'HorecaAddToCart'. */
export function camelEventName(event: `horeca:${string}`): string {
  return event.replace(/(^|[-:])([a-z])/g, (_, _separator: string, letter: string) => letter.toUpperCase());
}

export interface EventContract {
  name: `horeca:${string}`;
  description: string;
  /** The TypeScript type of `event.detail`. */
  detail: string;
  /** Cancellable events let the host take over (call preventDefault). */
  cancelable: boolean;
}

export interface CssPropertyContract {
  name: `--horeca-${string}`;
  description: string;
  default: string;
}

export interface PartContract {
  name: string;
  description: string;
}

export interface ElementContract {
  tag: `horeca-${string}`;
  className: string;
  description: string;
  /** How the host element flows in the page: cards and sections are blocks, badges inline. */
  display: 'block' | 'inline-block';
  attributes: readonly AttributeContract[];
  events: readonly EventContract[];
  cssProperties: readonly CssPropertyContract[];
  parts: readonly PartContract[];
  /** Opt-in: the element takes part in its <form> like a native field (see form-associated.ts). */
  formAssociated?: FormAssociationContract;
}

export interface FormAssociationContract {
  /** The body's event whose detail (a FormValueDetail) sets the form value and validity. */
  valueEvent: `horeca:${string}`;
}

/** What a form-associated body reports on every change, and once when it mounts. */
export interface FormValueDetail {
  /** Submitted under the element's name attribute. */
  value: string;
  valid: boolean;
  /** Nothing entered: only an error when the element is required. */
  empty: boolean;
  /** Shown by the browser's validation bubble while invalid. */
  message: string | null;
}

/** Attributes every element reads to build its runtime configuration. */
export const commonAttributes: readonly AttributeContract[] = [
  { name: 'api-base', type: 'string', description: 'Catalogue host; calls go to `{api-base}/api/...`. Set it once for the page on `<horeca-config>`.', default: "<horeca-config>'s" },
  { name: 'storefront', type: 'string', values: STOREFRONT_IDS, description: 'Regional storefront: AED with VAT (ae) or USD (us).', default: "'ae'" },
  { name: 'lang', type: 'language', values: ['en', 'ar'], description: "Language of the widget text: English or Arabic (a region may follow: 'ar-AE'); Arabic only on the ae storefront.", default: "'en'" },
  { name: 'dir', type: 'string', values: ['ltr', 'rtl'], description: 'Text direction; rtl mirrors the layout.', default: "'ltr'" },
  {
    name: 'link-base',
    type: 'string',
    description: "Origin prefixed to product, category and search links; on another site than the store's, the store's origin unless set.",
    default: 'the store',
  },
  {
    name: 'store-url',
    type: 'string',
    description: "The store's address: its pages and the cart the badge hands the lines to (`/cart/add`).",
    default: 'the api-base origin',
  },
];

export const navigateEvent: EventContract = {
  name: 'horeca:navigate',
  description: 'A product or category link was clicked. Call preventDefault() to route it yourself; otherwise the link is followed.',
  detail: '{ to: string; state: { productId?: number; categoryId?: number } }',
  cancelable: true,
};

/** Theme properties every widget reads (defaults in runtime/styles.tsx). */
export const themeProperties: readonly CssPropertyContract[] = [
  { name: '--horeca-accent', description: 'Buttons, links and focus rings.', default: '#0b5cad' },
  { name: '--horeca-accent-text', description: 'Text on accent backgrounds.', default: '#ffffff' },
  { name: '--horeca-text', description: 'Body text.', default: '#1b1f24' },
  { name: '--horeca-muted', description: 'Secondary text.', default: '#5b6470' },
  { name: '--horeca-surface', description: 'Card and toast background.', default: '#ffffff' },
  { name: '--horeca-border', description: 'Borders and placeholders.', default: '#d7dce2' },
  { name: '--horeca-sale', description: 'Discount badge, count bubble and error accents.', default: '#c0262d' },
  { name: '--horeca-success', description: 'Delivery promo and success toasts.', default: '#1d7a3a' },
  { name: '--horeca-star', description: 'Rating stars.', default: '#b7791f' },
  { name: '--horeca-radius', description: 'Corner radius.', default: '8px' },
  { name: '--horeca-font', description: 'Font stack.', default: 'system-ui, sans-serif' },
  { name: '--horeca-toast-offset', description: 'Space below the toasts: lift them above a bar fixed at the bottom of the page.', default: '16px' },
];

export function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
