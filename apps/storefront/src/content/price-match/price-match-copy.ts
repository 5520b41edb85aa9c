// The price-match page's marketing copy (docs/behaviour.md §2.14). Spec-quoted strings come from core's
// messages; the rest is ours, kept here as the page's part of the messages table.
import { PRICE_MATCH } from '@horeca/core';
import { wordTable } from '../../lib/word-tables';

export const priceMatchCopy = wordTable('priceMatch', {
  title: 'Price Match Guarantee',
  metaDescription: `Found a lower price within ${PRICE_MATCH.windowDays} days? We refund the difference as cash back to your original payment method.`,
  heroHeading: 'Found it cheaper? We will match it.',
  heroBody: `If you find a lower price within ${PRICE_MATCH.windowDays} days, we refund the difference as cash back to your original payment method, never as store credit.`,
  whyHeading: 'Why our guarantee exists',
  whyBody:
    'Hotels, restaurants and cafes buy on thin margins. You should never have to choose between the best price and a supplier you trust, so we take the price question off the table.',
  benefitsHeading: 'Key benefits',
  benefits: [
    { title: `Valid for ${PRICE_MATCH.windowDays} days`, body: `Claim up to ${PRICE_MATCH.windowDays} days after your order.` },
    { title: 'Eligible products', body: 'Every product with the Price Match Guarantee badge qualifies.' },
    { title: 'Easy claim process', body: 'Send the competitor link and a screenshot; we do the rest.' },
    { title: 'Fast refunds', body: `Approved claims are refunded in ${PRICE_MATCH.refundDays} days.` },
  ],
  stepsHeading: 'How it works',
  steps: [
    { title: 'Find a lower price', body: 'Spot the same product for less at another retailer.' },
    { title: 'Submit your claim', body: 'Tell us your order and the competitor offer, with a screenshot.' },
    { title: 'Get your refund', body: 'We refund the difference to your original payment method.' },
  ],
  testimonialsHeading: 'What our customers say',
  testimonials: [
    { quote: 'We found our combi oven cheaper elsewhere and had the difference back within a week.', author: 'Executive Chef, Dubai Marina hotel', rating: 5 },
    { quote: 'The claim took five minutes. No arguing, no store credit, real money back.', author: 'Owner, specialty cafe in Abu Dhabi', rating: 5 },
    { quote: 'It lets our purchasing team order straight away instead of shopping around.', author: 'Procurement Manager, catering group', rating: 4 },
  ],
  ratingOutOf: '{rating} out of 5',
  comparisonHeading: 'How we compare',
  comparisonCaption: 'Price-match terms of Horeca Store and three competitors',
  comparisonColumns: ['Price match', 'Coverage period', 'Refund type'],
  comparisonRows: [
    { name: 'Horeca Store', values: ['Yes', `${PRICE_MATCH.windowDays} days after purchase`, 'Cash back to original payment'] },
    { name: 'Competitor A', values: ['Yes', '14 days', 'Store credit'] },
    { name: 'Competitor B', values: ['Before purchase only', 'None', 'Not applicable'] },
    { name: 'Competitor C', values: ['No', 'None', 'Not applicable'] },
  ],
  rulesHeading: 'Simple rules',
  rules: [
    'Only products with the Price Match Guarantee badge are eligible.',
    'The competitor product must be the same brand, model and condition.',
    `One claim per product.`,
    'Promotions, clearance, liquidation and used items are excluded.',
  ],
  ctaHeading: 'Ready to claim?',
  ctaBody: 'Have your order number and the competitor link at hand; it takes a few minutes.',
  ceoQuote: 'We would rather refund the difference than lose a customer over a few dirhams. That is a promise, not a promotion.',
  ceoName: 'Chief Executive Officer, Horeca Store',
  submitted: 'Thank you. Your claim has been received and our team will reply by email.',
} as const);
