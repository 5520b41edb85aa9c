/**
 * <horeca-search>: the search-as-you-type box (docs/behaviour.md §2.7, §4, §5, §7, §9).
 *
 * Attributes: placeholder, label, initial-query, search-url (results-page template with
 * '{query}', for partner sites that link to the main store), open ('true' | 'false': when
 * set, the host owns the panel state and updates it from horeca:open-change), plus api-base,
 * storefront, lang, dir, link-base.
 * Events (bubbling, composed): horeca:navigate (cancellable: preventDefault() to route
 * yourself; otherwise the browser goes there), horeca:open-change (the panel opened or
 * closed: close your menu and profile panels, docs/behaviour.md §2.7).
 * CSS custom properties: the --horeca-* theme (see contract.ts).
 * Parts: search, form, input, submit, close, panel, section, section-title, option,
 * option-active, match, price, trending, trending-product, add-to-cart, quantity.
 */
import { commonAttributes, navigateEvent, themeProperties, type ElementContract } from '../elements/contract';

export const searchContract = {
  tag: 'horeca-search',
  className: 'HorecaSearchElement',
  display: 'block',
  description: 'Search as you type: suggestions, trending products, full screen on small screens.',
  attributes: [
    { name: 'placeholder', type: 'string', description: 'Placeholder.' },
    { name: 'label', type: 'string', description: 'Accessible name.' },
    { name: 'initial-query', type: 'string', description: 'Text at first.' },
    { name: 'search-url', type: 'string', description: "Results page, '{query}' replaced." },
    { name: 'open', type: 'string', values: ['true', 'false'], description: "'true'/'false': the host owns the panel state." },
    ...commonAttributes,
  ],
  events: [
    navigateEvent,
    { name: 'horeca:open-change', description: 'The panel opened or closed.', detail: '{ open: boolean }', cancelable: false },
  ],
  cssProperties: [...themeProperties],
  parts: [
    { name: 'search', description: 'Root.' },
    { name: 'form', description: 'Form.' },
    { name: 'input', description: 'Text box.' },
    { name: 'submit', description: 'Search button.' },
    { name: 'close', description: 'Close button (small screens).' },
    { name: 'panel', description: 'Panel.' },
    { name: 'section', description: 'Suggestion section.' },
    { name: 'section-title', description: 'Section title.' },
    { name: 'option', description: 'Suggestion.' },
    { name: 'option-active', description: 'Active suggestion.' },
    { name: 'match', description: 'Typed text in a suggestion.' },
    { name: 'price', description: 'Price.' },
    { name: 'trending', description: 'Trending Products.' },
    { name: 'trending-product', description: 'Trending product.' },
    { name: 'add-to-cart', description: 'Add To Cart.' },
    { name: 'quantity', description: 'Quantity control.' },
  ],
} as const satisfies ElementContract;
