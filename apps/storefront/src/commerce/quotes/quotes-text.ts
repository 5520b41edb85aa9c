// Quotation strings the spec does not quote.
import type { Quote } from '@horeca/core';

export const quotesText = {
  listTitle: 'My Quotes',
  none: 'You have not requested a quotation yet.',
  createTitle: 'Request a quotation',
  createIntro: 'We price every item of your cart for your volumes and reply with a quotation you can download.',
  notes: 'Notes for our sales team (optional)',
  submit: 'Request quotation',
  submitting: 'Sending...',
  emptyCart: 'Your cart is empty: add the products you want priced first.',
  quoteTitle: (number: string) => `Quotation ${number}`,
  view: (number: string) => `View quotation ${number}`,
  download: (number: string) => `Download quotation ${number} (PDF)`,
  validUntil: (date: string) => `Valid until ${date}`,
  status: { requested: 'Requested', quoted: 'Quoted', accepted: 'Accepted', expired: 'Expired' } satisfies Record<Quote['status'], string>,
  product: 'Product',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  total: 'Total',
} as const;
