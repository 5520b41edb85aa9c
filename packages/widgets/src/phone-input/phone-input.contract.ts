/**
 * <horeca-phone-input>: the Gulf mobile number field (docs/behaviour.md §5), form-associated: inside
 * a plain <form> it submits the full international number ('+971501234567') under its name,
 * and a required or invalid number blocks the submit with the country's message.
 *
 * Attributes: name, value (any text: '+971 50 123 4567', '00971...', a national number),
 * default-country (AE | SA | KW | QA | OM | BH; UAE by default), label, required, disabled
 * (present, or 'true'), plus api-base, storefront, lang, dir, link-base.
 * Events (bubbling, composed): horeca:change on every change and once on load (the form
 * value, validity and country).
 * CSS custom properties: the --horeca-* theme (see contract.ts).
 * Parts: root, label, field, country, country-list, input, hint, error, tooltip-button, tooltip.
 */
import type { GulfCountryCode } from '@horeca/core/phone';
import { commonAttributes, themeProperties, type ElementContract } from '../elements/contract';

/** core's GULF_COUNTRIES codes, restated so the contract loads without core (a test keeps them equal). */
export const gulfCountryCodes = ['AE', 'SA', 'KW', 'QA', 'OM', 'BH'] as const satisfies readonly GulfCountryCode[];

export const phoneInputContract = {
  tag: 'horeca-phone-input',
  className: 'HorecaPhoneInputElement',
  display: 'block',
  description: 'Gulf mobile number field with a searchable country list; submits the international number inside a plain form.',
  attributes: [
    { name: 'name', type: 'string', description: 'Form field name the international number is submitted under.' },
    { name: 'value', type: 'string', description: 'Initial number; any format is parsed, its dial code picks the country.' },
    { name: 'default-country', type: 'string', values: gulfCountryCodes, description: 'AE, SA, KW, QA, OM or BH while no number says otherwise.', default: "'AE'" },
    { name: 'label', type: 'string', description: 'Visible label.', default: "'Mobile number'" },
    { name: 'required', type: 'flag', description: "Present (or 'true'): an empty number blocks the form." },
    { name: 'disabled', type: 'flag', description: "Present (or 'true'): the field cannot be used." },
    ...commonAttributes,
  ],
  events: [
    {
      name: 'horeca:change',
      description: 'The number or the country changed (also fired once when the element loads).',
      detail: "{ value: string; valid: boolean; empty: boolean; message: string | null; country: 'AE' | 'SA' | 'KW' | 'QA' | 'OM' | 'BH'; nationalNumber: string }",
      cancelable: false,
    },
  ],
  cssProperties: themeProperties,
  parts: [
    { name: 'root', description: 'The field wrapper.' },
    { name: 'label', description: 'The label.' },
    { name: 'field', description: 'The box holding the country button and the input.' },
    { name: 'country', description: 'The country button (flag and dial code).' },
    { name: 'country-list', description: 'The popup with the search box and the countries.' },
    { name: 'input', description: 'The number input.' },
    { name: 'hint', description: "'Format: ...' hint while the number is invalid." },
    { name: 'error', description: "The country's message." },
    { name: 'tooltip-button', description: 'The info button.' },
    { name: 'tooltip', description: "'In case we need to contact you about your order'." },
  ],
  formAssociated: { valueEvent: 'horeca:change' },
} as const satisfies ElementContract;
