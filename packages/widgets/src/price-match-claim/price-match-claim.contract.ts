/**
 * <horeca-price-match-claim>: the 'Claim My Price Match' button and modal (docs/behaviour.md §2.14, §4, §5, §8).
 *
 * Attributes: claim-type ('pre' | 'post': the type every open starts with), prefill (JSON of
 * text fields such as { "fullName": "...", "email": "..." }, filled in on every open),
 * open ('true' | 'false': when set, the host owns the open state and updates it from
 * horeca:open-change; unset, the element's button opens it), trigger ('false' hides the
 * open button, for hosts with their own), plus api-base, storefront, lang, dir, link-base
 * (the terms and privacy links point under link-base).
 * Events (bubbling, composed): horeca:claim-submitted (the API accepted the claim; the modal
 * closes), horeca:claim-failed (the banner's message), horeca:open-change.
 * CSS custom properties: the --horeca-* theme (see contract.ts).
 * Parts: open-button, backdrop, dialog.
 */
import { commonAttributes, themeProperties, type ElementContract } from '../elements/contract';

export const priceMatchClaimContract = {
  tag: 'horeca-price-match-claim',
  className: 'HorecaPriceMatchClaimElement',
  display: 'inline-block',
  description:
    "The price-match claim: a 'Claim My Price Match' button opening the claim form as a modal; the form loads when the modal first opens. The storefront sets the phone and postal code rules: on ae the Gulf phone input and any postal code, on us the 10-digit phone and a 5 or 5+4 ZIP.",
  attributes: [
    { name: 'claim-type', type: 'string', values: ['pre', 'post'], description: "'pre' (Pre-purchase) or 'post' (Post-purchase): the type each open starts with.", default: "'pre'" },
    { name: 'prefill', type: 'json', description: "Text fields filled in on every open: fullName, businessName, email, phone (on ae the full Gulf number, '+971501234567'), orderNumber, address, country, city..." },
    {
      name: 'open',
      type: 'string',
      values: ['true', 'false'],
      description: "'true' or 'false' makes the modal controlled: the host sets it from horeca:open-change. Unset: the element's button opens it.",
    },
    { name: 'trigger', type: 'string', values: ['true', 'false'], description: "'false' hides the open button (the host opens the modal with the open attribute).", default: "'true'" },
    ...commonAttributes,
  ],
  events: [
    {
      name: 'horeca:claim-submitted',
      description: 'The API accepted the claim (HTTP 200 or 201); the modal closes.',
      detail: "{ id: number | string; status: 'received' | 'approved' | 'rejected'; message?: string }",
      cancelable: false,
    },
    {
      name: 'horeca:claim-failed',
      description: 'Sending failed; the message is the one the red banner shows (docs/behaviour.md §8).',
      detail: '{ message: string }',
      cancelable: false,
    },
    {
      name: 'horeca:open-change',
      description: 'The modal opened or closed (button, Cancel, close button, Escape, a sent claim).',
      detail: '{ open: boolean }',
      cancelable: false,
    },
  ],
  cssProperties: [...themeProperties],
  parts: [
    { name: 'open-button', description: "The 'Claim My Price Match' button." },
    { name: 'backdrop', description: 'The dimmed layer behind the modal.' },
    { name: 'dialog', description: 'The modal dialog.' },
  ],
} as const satisfies ElementContract;
