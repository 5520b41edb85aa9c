// The two calls of the claim form as one narrow port: sending the claim and reading the
// signed-in customer's orders for the product picker. Tests and hosts with their own
// transport pass a ClaimApi in; otherwise the form builds one on core's API client.
import { createRequest, formEndpoints, orderEndpoints, type OrderDetail } from '@horeca/core/api';
import { buildClaimRequest, type ClaimForm, type ClaimSubmission } from '@horeca/core/forms';
import { type Locale } from '@horeca/core/locale';
import { type Storefront } from '@horeca/core/storefront';
import { expectObject } from '../runtime/answer-shape';

export interface ClaimApi {
  /** Multipart POST with the 30 s timeout; resolves with status and data for any 2xx. */
  submitClaim(form: ClaimForm): Promise<ClaimSubmission>;
  /** The signed-in customer's recent orders, newest first. */
  getOrders(): Promise<OrderDetail[]>;
}

export interface HttpClaimApiOptions {
  apiBase: string;
  getToken: () => string | null;
  /** The form's language: an Arabic form asks with lang=ar (the API's messages in Arabic). */
  getLocale?: () => Locale;
  /** A fetch implementation; the page's fetch when omitted. */
  fetch?: typeof fetch;
  /** Sent with the claim: the API checks the phone and postal code by the storefront's rules. */
  storefront?: Storefront;
}

/** Enough orders to cover the 120-day claim window of a busy kitchen. */
const ORDERS_PER_PAGE = 50;

export function createHttpClaimApi({ apiBase, getToken, getLocale, fetch, storefront }: HttpClaimApiOptions): ClaimApi {
  // Two groups, not the whole client: the script-tag bundle carries only what widgets call.
  const request = createRequest({ baseURL: apiBase, getToken, getLocale, fetch });
  const { submitClaim } = formEndpoints(request);
  const { getOrders } = orderEndpoints(request);
  return {
    submitClaim: async (form) => {
      const answer = await submitClaim(buildClaimRequest(form, storefront));
      // A 2xx that is not the API's JSON (a hotel Wi-Fi login page) is no claim: 'Submission failed.'
      expectObject(answer.data, 'the price-match claim');
      return answer;
    },
    getOrders: async () => (await getOrders({ per_page: ORDERS_PER_PAGE })).data,
  };
}
