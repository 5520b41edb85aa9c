// Every Arabic word of the storefront's own tables (lib/word-tables.ts), one chunk that only
// Arabic pages load (lib/locale.ts; vite.config.ts keeps it out of what English pages load).
import { arAccountText } from '../account/account-text.ar';
import { arCartText } from '../cart/cart-text.ar';
import { arCheckoutText } from '../checkout/checkout-text.ar';
import { arPaymentText } from '../checkout/payment-text.ar';
import { arHistoryText } from '../account/history/history-text.ar';
import { arInvoiceText } from '../account/invoices/invoice-text.ar';
import { arOrdersText } from '../orders/orders-text.ar';
import { arQuoteEditText, arQuotesText } from '../account/quotes/quotes-text.ar';
import { arReturnsText } from '../orders/returns/returns-text.ar';
import { arReviewsText } from '../account/reviews/reviews-text.ar';
import { arText } from './commerce-text.ar';
import { arPriceMatchCopy } from '../content/price-match/price-match-copy.ar';
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
