// Cart and checkout strings the spec does not quote; quoted ones come from core's messages.
import { wordTable } from '../../lib/word-tables';

export const cartText = wordTable('cart', {
  title: 'Your cart',
  linesLabel: 'Products in your cart',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  each: (price: string) => `${price} each`,
  unavailable: 'This product is no longer available. Remove it to place your order.',
  quantityOf: (name: string) => `Quantity of ${name}`,
  increase: (name: string) => `Add one more ${name}`,
  decrease: (name: string) => `Remove one ${name}`,
  remove: (name: string) => `Remove ${name}`,
  saveForLater: (name: string) => `Save ${name} for later`,
  savedTitle: 'Saved for later',
  savedForLater: (name: string) => `${name} has been saved for later.`,
  loadFailed: 'Your cart could not be loaded.',
  subtotal: 'Subtotal',
  tier: (percent: number, min: number) => `Buy More, Save More: ${percent}% off from ${min} units`,
  listPrice: (price: string) => `was ${price}`,
  tierSaved: (amount: string) => `You save ${amount} with Buy More, Save More.`,
  vatIncluded: 'Prices include 5% VAT.',
  taxAtCheckout: 'Sales tax is calculated at checkout.',
  signInPrompt: 'Have an account?',
  signIn: 'Sign in for faster checkout',
  requestQuote: 'Request a quote for this cart',
} as const);
