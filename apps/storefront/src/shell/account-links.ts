// The account entries of docs/behaviour.md §2.3 as the header's user menu and the profile drawer list
// them. Account settings take a tab index that depends on the account type.
import { type UserProfile } from '@horeca/core/account';
import { messages } from '@horeca/core/messages';

export interface AccountLink {
  label: string;
  to: string;
}

/** `labels`: the account words in the page's language (useCoreMessages().account). */
export function accountLinks(profile: UserProfile | null, labels: { readonly [Key in keyof typeof messages.account]: string } = messages.account): AccountLink[] {
  const isPrivate = (profile?.type ?? 'Private') === 'Private';
  return [
    { label: labels.myProfile, to: '/registration/dashboard' },
    { label: labels.myOrders, to: '/my-order' },
    { label: labels.myQuotes, to: '/my-quotes' },
    { label: labels.browsingHistory, to: '/registration/browsing-history' },
    { label: labels.savedItems, to: '/registration/wishlist' },
    { label: labels.paymentsInvoices, to: '/payment-invoices' },
    { label: labels.addresses, to: `/registration/account-settings/${isPrivate ? 0 : 1}` },
    { label: labels.documents, to: '/registration/saved-documents' },
    { label: labels.security, to: `/registration/account-settings/${isPrivate ? 1 : 2}` },
    { label: labels.help, to: '/support-center' },
  ];
}
