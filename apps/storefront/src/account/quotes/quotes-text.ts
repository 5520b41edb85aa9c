// Quotation strings the spec does not quote.
import type { Quote } from '@horeca/core';
import { wordTable } from '../../lib/word-tables';

export const quotesText = wordTable('quotes', {
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
} as const);

/** /update-quotation/{id} and /download-quotation (no id). */
export const quoteEditText = wordTable('quoteEdit', {
  title: (number: string) => `Edit quotation ${number}`,
  intro: 'Change quantities, remove items or add products, then save: we price the new list for you.',
  quantityOf: (name: string) => `Quantity of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  emptyList: 'Add at least one product to the quotation.',
  addHeading: 'Add products',
  searchLabel: 'Find a product by name or item number',
  search: 'Find products',
  searching: 'Searching...',
  noResults: 'No products match your search.',
  add: (name: string) => `Add ${name}`,
  save: 'Save quotation',
  saving: 'Saving...',
  cancel: 'Back to the quotation',
  locked: 'This quotation has been priced already, so it can no longer be changed.',
  edit: (number: string) => `Edit quotation ${number}`,
  fixErrors: 'Please correct the highlighted quantities.',
  searchFailed: 'The search did not answer. Please try again.',
  downloadTitle: 'Download a quotation',
  downloadIntro: 'Every quotation you requested, ready to download as a PDF.',
  guest: 'Quotations are kept in your account: sign in to download yours, or request a new one from your cart.',
  signIn: 'Sign in to download your quotations',
  createLink: 'Request a quotation',
  customLink: 'Ask for a customised quotation without an account',
} as const);
