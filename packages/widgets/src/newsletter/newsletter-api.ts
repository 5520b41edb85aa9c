// The newsletter's one call as a narrow port: tests and hosts with their own transport pass
// a NewsletterApi in; otherwise the widget builds one on core's HTTP layer and its auth
// endpoints (not the whole API client: a footer widget would carry every endpoint).
import { authEndpoints, createRequest } from '@horeca/core/api';
import { type NewsletterResponse } from '@horeca/core/forms';
import { type Locale } from '@horeca/core/locale';
import { expectObject } from '../runtime/answer-shape';

export interface NewsletterApi {
  /** POST /newsletters { email, status: 'subscribed' }: the widget shows the answer's message. */
  subscribe(email: string): Promise<Pick<NewsletterResponse, 'message'>>;
}

/**
 * The spec's client has no timeout; a footer form stuck on 'Joining...' helps nobody, so the
 * call gives up after 15 s and the shopper sees the timeout message and can try again.
 */
export const NEWSLETTER_TIMEOUT_MS = 15_000;

export function createHttpNewsletterApi(options: { apiBase: string; getToken: () => string | null; getLocale?: () => Locale }): NewsletterApi {
  const { subscribeNewsletter } = authEndpoints(createRequest({ baseURL: options.apiBase, getToken: options.getToken, getLocale: options.getLocale, timeoutMs: NEWSLETTER_TIMEOUT_MS }));
  // A 200 that is not the API's JSON (a hotel Wi-Fi login page) is no signup: the email stays.
  return { subscribe: async (email) => expectObject<NewsletterResponse>(await subscribeNewsletter(email), 'the newsletter signup') };
}
