// Shoppers in the Gulf often type with an Arabic keyboard: ٠١٢٣٤٥٦٧٨٩ (Arabic-Indic) or
// ۰۱۲۳۴۵۶۷۸۹ (Eastern Arabic-Indic, Persian/Urdu layouts). Every phone rule reads ASCII.
import { toAsciiDigits } from '../fields/digits';

/** ASCII digits only: Arabic digits converted, spaces, dashes, plus signs and letters dropped. */
export function normalizeDigits(text: string | null | undefined): string {
  if (text == null) return '';
  return toAsciiDigits(String(text)).replace(/\D/g, '');
}
