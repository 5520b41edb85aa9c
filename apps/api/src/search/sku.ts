import { foldArabic } from './arabic';

/** SKUs are a 3-character brand code, a hyphen and 6 digits ('VUL-000881'). */
const SKU_PATTERN = /^([a-z0-9]{3})-?(\d{0,6})$/;

/** 'VUL-0045', 'vul0045' or 'VUL-٠٠٤٥' as typed -> the canonical SKU prefix 'vul-0045'. */
export function skuPrefix(text: string): string | null {
  const compact = foldArabic(text).trim().toLowerCase();
  const match = SKU_PATTERN.exec(compact);
  if (!match || !/\d|-/.test(compact)) return null;
  return `${match[1]}-${match[2] ?? ''}`;
}
