// An amount as an Arabic document writes it: AED through core's ar-AE format ('1,234.50 د.إ.');
// another currency (an order of the us storefront, which sells in English) by its code.
import { formatArabicMoney } from '@horeca/core';

export function arabicMoney(amount: number, currency: string): string {
  return currency === 'AED' ? formatArabicMoney(amount) : `${amount.toFixed(2)} ${currency}`;
}
