export { Newsletter } from './newsletter';
export type { NewsletterFailedDetail, NewsletterProps, NewsletterSubmittedDetail } from './newsletter';
export { createHttpNewsletterApi, NEWSLETTER_TIMEOUT_MS } from './newsletter-api';
export type { NewsletterApi } from './newsletter-api';
