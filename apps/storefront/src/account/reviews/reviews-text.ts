// Review page strings the spec does not quote; the form's rule messages come from core.
import { wordTable } from '../../lib/word-tables';

export const reviewsText = wordTable('reviews', {
  listTitle: 'My Reviews',
  listIntro: 'The reviews you wrote, and the products from your delivered orders waiting for yours.',
  none: 'You have not written a review yet.',
  pendingHeading: 'Waiting for your review',
  nonePending: 'No delivered product is waiting for a review.',
  writeFor: (name: string) => `Write a review of ${name}`,
  fromOrder: (number: string) => `From order ${number}`,
  rated: (rating: number) => `Rated ${rating} out of 5`,
  writtenOn: (date: string) => `Written on ${date}`,
  formTitle: 'Write a review',
  formIntro: 'Tell other kitchens and hotels how the product did for you.',
  product: 'Product',
  chooseProduct: 'Choose a product',
  rating: 'Your rating',
  stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  title: 'Title of your review',
  body: 'Your review',
  submit: 'Publish review',
  submitting: 'Publishing...',
  nothingToReview: 'You can review products once an order of yours has been delivered.',
  myOrders: 'See my orders',
  allMine: 'See my reviews',
} as const);
