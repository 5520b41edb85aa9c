// Sign-in, registration, newsletter and marketing-lead calls of docs/behaviour.md §7.
import type { AppleLoginRequest, GoogleLoginRequest, LoginRequest, RegistrationPayload, RegistrationResponse, SignInResponse } from '../../account/account-types';
import type { MarketingLead, NewsletterResponse, NewsletterSubscription, StoreLeadResponse } from '../../forms/form-types';
import type { RequestFn } from '../http';

export function authEndpoints(request: RequestFn) {
  const post = async <T>(path: string, body: object) => (await request<T>({ method: 'POST', path, body })).data;

  return {
    login: (body: LoginRequest) => post<SignInResponse>('/frontend/login', body),
    googleLogin: (body: GoogleLoginRequest) => post<SignInResponse>('/frontend/auth/google', body),
    appleLogin: (body: AppleLoginRequest) => post<SignInResponse>('/frontend/auth/apple', body),
    register: (body: RegistrationPayload) => post<RegistrationResponse>('/frontend/register', body),
    subscribeNewsletter: (email: string) =>
      post<NewsletterResponse>('/newsletters', { email, status: 'subscribed' } satisfies NewsletterSubscription),
    /**
     * Registers a lead when the page URL carries utm_source. utm_source and utm_medium are
     * always sent; utm_campaign, utm_term, utm_content and gclid only when present.
     */
    storeLead: async (lead: MarketingLead) =>
      (
        await request<StoreLeadResponse>({
          method: 'POST',
          path: '/store-lead',
          query: {
            utm_source: lead.utm_source,
            utm_medium: lead.utm_medium ?? '',
            utm_campaign: present(lead.utm_campaign),
            utm_term: present(lead.utm_term),
            utm_content: present(lead.utm_content),
            gclid: present(lead.gclid),
          },
          body: { name: null, email: null },
        })
      ).data,
  };
}

function present(value: string | null | undefined): string | undefined {
  return value ? value : undefined;
}
