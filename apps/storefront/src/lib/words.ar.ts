// Every Arabic word of the storefront's own tables (lib/word-tables.ts), one chunk that only
// Arabic pages load (lib/locale.ts; vite.config.ts keeps it out of what English pages load).
import { arAccountText } from '../commerce/account/account-text.ar';
import { arCartText } from '../commerce/cart/cart-text.ar';
import { arCheckoutText } from '../commerce/checkout/checkout-text.ar';
import { arPaymentText } from '../commerce/checkout/payment-text.ar';
import { arHistoryText } from '../commerce/history/history-text.ar';
import { arInvoiceText } from '../commerce/invoices/invoice-text.ar';
import { arOrdersText } from '../commerce/orders/orders-text.ar';
import { arQuoteEditText, arQuotesText } from '../commerce/quotes/quotes-text.ar';
import { arReturnsText } from '../commerce/returns/returns-text.ar';
import { arReviewsText } from '../commerce/reviews/reviews-text.ar';
import { arText } from '../commerce/text.ar';
import { arPriceMatchCopy } from '../pages/price-match/price-match-copy.ar';
import { arStorefrontMessages } from './messages.ar';
import type { WordTables } from './word-tables';

export const arabicWords = {
  storefront: arStorefrontMessages,
  commerce: arText,
  account: arAccountText,
  cart: arCartText,
  checkout: arCheckoutText,
  payment: arPaymentText,
  history: arHistoryText,
  invoice: arInvoiceText,
  orders: arOrdersText,
  quotes: arQuotesText,
  quoteEdit: arQuoteEditText,
  returns: arReturnsText,
  reviews: arReviewsText,
  priceMatch: arPriceMatchCopy,
} satisfies WordTables;
export type ArabicWords = typeof arabicWords;
