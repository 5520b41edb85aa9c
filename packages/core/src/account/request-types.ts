// The bodies of the account's calls (docs/behaviour.md §7), read from their one declaration in
// answers/requests-accounts.ts.
import type { RequestBody } from '../answers/request-body';
import type { businessApplicationRequest, profileRequest, quoteRequest } from '../answers/requests-accounts';

/** Body of PUT /frontend/account/profile. */
export type ProfileUpdate = RequestBody<typeof profileRequest>;

/** Body of POST /frontend/account/business-request. */
export type BusinessApplication = RequestBody<typeof businessApplicationRequest>;

/** Body of POST /frontend/quotes and PUT /frontend/quotes/{id}. */
export type QuoteRequest = RequestBody<typeof quoteRequest>;

/** One listed line of a quotation. */
export type QuoteItemInput = NonNullable<QuoteRequest['items']>[number];
