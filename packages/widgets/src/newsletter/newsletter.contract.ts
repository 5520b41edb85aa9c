/**
 * <horeca-newsletter>: the footer newsletter signup (docs/behaviour.md §2.8, §4, §5, §8).
 *
 * Attributes: api-base, storefront, lang, dir, link-base.
 * Events (bubbling, composed): horeca:submitted (subscribed), horeca:failed (refused,
 * server error, timeout or offline).
 * CSS custom properties: the --horeca-* theme (see contract.ts).
 * Parts: form, heading, input, button, error, message (with success or error).
 */
import { commonAttributes, themeProperties, type ElementContract } from '../elements/contract';

export const newsletterContract = {
  tag: 'horeca-newsletter',
  className: 'HorecaNewsletterElement',
  display: 'block',
  description: "Newsletter signup: 'Join & Save', the thank-you or the server's message for 4 s.",
  attributes: [...commonAttributes],
  events: [
    { name: 'horeca:submitted', description: 'The email was subscribed.', detail: '{ email: string; message: string }', cancelable: false },
    {
      name: 'horeca:failed',
      description: 'The subscription failed; the message is the one shown under the field.',
      detail: '{ email: string; message: string; status: number }',
      cancelable: false,
    },
  ],
  cssProperties: themeProperties,
  parts: [
    { name: 'form', description: 'The form.' },
    { name: 'heading', description: "'Early Access. Extra Savings. Only for Subscribers.'" },
    { name: 'input', description: 'The email field.' },
    { name: 'button', description: "'Join & Save' / 'Joining...'." },
    { name: 'error', description: 'The validation message.' },
    { name: 'message', description: 'The 4 s message; also has the part success or error.' },
  ],
} as const satisfies ElementContract;
