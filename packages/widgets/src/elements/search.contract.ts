/**
 * <horeca-search>: the search-as-you-type box (spec sections 2.7, 4, 5, 7, 9).
 *
 * Attributes: placeholder, label, initial-query, search-url (results-page template with
 * '{query}', for partner sites that link to the main store), open ('true' | 'false': when
 * set, the host owns the panel state and updates it from horeca:open-change), plus api-base,
 * storefront, lang, dir, link-base.
 * Events (bubbling, composed): horeca:navigate (cancellable: preventDefault() to route
 * yourself; otherwise the browser goes there), horeca:open-change (the panel opened or
 * closed: close your menu and profile panels, spec 2.7).
 * CSS custom properties: the --horeca-* theme (see contract.ts).
 * Parts: search, form, input, submit, close, panel, section, section-title, option,
 * option-active, match, price, trending, trending-product, add-to-cart, quantity.
 */
import { commonAttributes, navigateEvent, themeProperties, type ElementContract } from './contract';

export const searchContract = {
  tag: 'horeca-search',
  className: 'HorecaSearchElement',
  display: 'block',
  description:
    'Search as you type: product, category and brand suggestions, trending products with Add To Cart, a full-screen panel on small screens.',
  attributes: [
    { name: 'placeholder', type: 'string', description: 'Placeholder of the box.', default: "'Search from 100,000+ products'" },
    { name: 'label', type: 'string', description: 'Accessible name of the box.', default: "'Search products, categories and brands'" },
    { name: 'initial-query', type: 'string', description: 'Text in the box at first (e.g. on a results page).', default: "''" },
    {
      name: 'search-url',
      type: 'string',
      description: "Results page with '{query}', e.g. 'https://store.example/search/{query}'; default /search/{query} under link-base.",
    },
    {
      name: 'open',
      type: 'string',
      description: "'true' or 'false' makes the panel controlled: the host sets it from horeca:open-change. Unset: the element keeps its own state.",
    },
    ...commonAttributes,
  ],
  events: [
    navigateEvent,
    {
      name: 'horeca:open-change',
      description: 'The panel opened or closed (focus, typing, Escape, an outside press, a navigation).',
      detail: '{ open: boolean }',
      cancelable: false,
    },
  ],
  cssProperties: [...themeProperties],
  parts: [
    { name: 'search', description: 'The widget root.' },
    { name: 'form', description: 'The search form around the box and buttons.' },
    { name: 'input', description: 'The text box (ARIA combobox).' },
    { name: 'submit', description: 'The search button.' },
    { name: 'close', description: 'Close button of the full-screen panel (small screens).' },
    { name: 'panel', description: 'The dropdown, or the full-screen panel body.' },
    { name: 'section', description: 'A suggestion section (products, categories, brands, popular suggestions).' },
    { name: 'section-title', description: 'A section title.' },
    { name: 'option', description: 'A suggestion.' },
    { name: 'option-active', description: 'The suggestion the arrow keys are on.' },
    { name: 'match', description: 'The typed text inside a suggestion.' },
    { name: 'price', description: 'A price block.' },
    { name: 'trending', description: "The 'Trending Products' section." },
    { name: 'trending-product', description: 'One trending product.' },
    { name: 'add-to-cart', description: 'Add To Cart button of a trending product.' },
    { name: 'quantity', description: 'Quantity control shown after adding.' },
  ],
} as const satisfies ElementContract;
