// Quotations: asking for one, reading and updating them, and the PDF download path.
import type { DataResponse, Id, SuccessResponse } from '../answer-types';
import type { Quote } from '../../answers/accounts';
import type { QuoteRequest } from '../../account/request-types';
import type { RequestFn } from '../http';
import { segment } from './paths';
import { verbs } from './verbs';

/** The bodies are declared once, in answers/requests-accounts.ts. */
export type { QuoteItemInput, QuoteRequest } from '../../account/request-types';

export type { Quote } from '../../answers/accounts';

/** The PDF (a binary answer, fetched by the page with the Bearer header). */
export const quotePdfPath = (quoteId: Id) => `/api/frontend/quotes/${segment(quoteId)}/download`;

export function quoteEndpoints(request: RequestFn) {
  const { get, send } = verbs(request);
  return {
    createQuote: (body: QuoteRequest) => send<SuccessResponse & { data: Quote }>('POST', '/frontend/quotes', body),
    getQuotes: () => get<DataResponse<Quote[]>>('/frontend/quotes'),
    getQuote: (quoteId: Id) => get<DataResponse<Quote>>(`/frontend/quotes/${segment(quoteId)}`),
    updateQuote: (quoteId: Id, body: QuoteRequest) => send<SuccessResponse & { data: Quote }>('PUT', `/frontend/quotes/${segment(quoteId)}`, body),
  };
}
