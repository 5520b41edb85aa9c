// The English words an Arabic page must not show (issue 23): every string of the storefront's
// own tables (lib/word-tables.ts) and of core's and the widgets' messages, but those the Arabic
// catalogues keep as they are (brand names, 'PDF') and templates (their values vary).
import { messages } from '@horeca/core';
import { widgetMessages } from '../../packages/widgets/src/runtime/messages';
import { arMessages } from '../../packages/core/src/locale/messages.ar';
import { arWidgetMessages } from '../../packages/widgets/src/runtime/messages.ar';
import { accountText } from '../../apps/storefront/src/account/account-text';
import { cartText } from '../../apps/storefront/src/cart/cart-text';
import { checkoutText } from '../../apps/storefront/src/checkout/checkout-text';
import { paymentText } from '../../apps/storefront/src/checkout/payment-text';
import { invoiceText } from '../../apps/storefront/src/account/invoices/invoice-text';
import { ordersText } from '../../apps/storefront/src/orders/orders-text';
import { quoteEditText, quotesText } from '../../apps/storefront/src/account/quotes/quotes-text';
import { returnsText } from '../../apps/storefront/src/orders/returns/returns-text';
import { reviewsText } from '../../apps/storefront/src/account/reviews/reviews-text';
import { text } from '../../apps/storefront/src/lib/commerce-text';
import { storefrontMessages } from '../../apps/storefront/src/lib/messages';
import { arabicWords } from '../../apps/storefront/src/lib/words.ar';
import { priceMatchCopy } from '../../apps/storefront/src/content/price-match/price-match-copy';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(strings);
}

const english = [
  messages,
  widgetMessages,
  storefrontMessages,
  text,
  accountText,
  cartText,
  checkoutText,
  paymentText,
  invoiceText,
  ordersText,
  quotesText,
  quoteEditText,
  returnsText,
  reviewsText,
  priceMatchCopy,
];
const keptInArabic = new Set(strings([arMessages, arWidgetMessages, arabicWords]));

/** Whole English phrases and words of the catalogues, as an Arabic page would show them. */
export const ENGLISH_WORDS: readonly string[] = [
  ...new Set(strings(english).filter((word) => /[A-Za-z]{3}/.test(word) && !word.includes('{') && !keptInArabic.has(word))),
];
