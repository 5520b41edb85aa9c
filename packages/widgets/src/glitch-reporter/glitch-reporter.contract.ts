/**
 * <horeca-glitch-reporter>: the beta banner with 'Report a Glitch' and the modal 'Submit an
 * Issue Report' (docs/behaviour.md §2.13, §4, §5, §8). Hidden for the session once closed or once a report is
 * sent.
 *
 * Attributes: support-email (named in the failure text), open (present: the form opens at
 * once), plus api-base, storefront, lang, dir, link-base.
 * Events (bubbling, composed): horeca:submitted (report received), horeca:failed.
 * CSS custom properties: the --horeca-* theme (see contract.ts).
 * Parts: root, banner, report-button, banner-close, backdrop, dialog, close, failure, submit,
 * success, screenshots, screenshot-list.
 */
import { commonAttributes, themeProperties, type ElementContract } from '../elements/contract';

export const glitchReporterContract = {
  tag: 'horeca-glitch-reporter',
  className: 'HorecaGlitchReporterElement',
  display: 'block',
  description: "Beta banner with 'Report a Glitch': email, description, screenshots and device class, sent as a glitch report.",
  attributes: [
    { name: 'support-email', type: 'string', description: "Address in the failure text ('email us directly at ...').", default: "'support@horeca.example'" },
    { name: 'open', type: 'flag', description: 'Present: the report form opens at once.' },
    ...commonAttributes,
  ],
  events: [
    {
      name: 'horeca:submitted',
      description: 'The report was received.',
      detail: "{ email: string; device: 'Tablet' | 'Mobile' | 'Desktop'; screenshots: number; withContext: boolean }",
      cancelable: false,
    },
    { name: 'horeca:failed', description: 'Sending the report failed.', detail: '{ message: string; status: number }', cancelable: false },
  ],
  cssProperties: themeProperties,
  parts: [
    { name: 'root', description: 'The wrapper.' },
    { name: 'banner', description: 'The beta banner.' },
    { name: 'report-button', description: "'Report a Glitch'." },
    { name: 'banner-close', description: 'Closes the banner for the session.' },
    { name: 'backdrop', description: 'The modal backdrop.' },
    { name: 'dialog', description: "The dialog 'Submit an Issue Report'." },
    { name: 'close', description: "The dialog's close button." },
    { name: 'failure', description: "The spec's failure text." },
    { name: 'submit', description: 'The send button.' },
    { name: 'success', description: "The spec's thank-you." },
    { name: 'screenshots', description: 'The file input.' },
    { name: 'screenshot-list', description: 'The chosen screenshots with previews.' },
  ],
} as const satisfies ElementContract;
