// The account entries of spec 2.3 as the header's user menu and the profile drawer list
// them. Account settings take a tab index that depends on the account type.
import { messages, type UserProfile } from '@horeca/core';

export interface AccountLink {
  label: string;
  to: string;
}

export function accountLinks(profile: UserProfile | null): AccountLink[] {
  const isPrivate = (profile?.type ?? 'Private') === 'Private';
  return [
    { label: messages.account.myProfile, to: '/registration/dashboard' },
    { label: messages.account.myOrders, to: '/my-order' },
    { label: messages.account.myQuotes, to: '/my-quotes' },
    { label: messages.account.browsingHistory, to: '/registration/browsing-history' },
    { label: messages.account.savedItems, to: '/registration/wishlist' },
    { label: messages.account.paymentsInvoices, to: '/payment-invoices' },
    { label: messages.account.addresses, to: `/registration/account-settings/${isPrivate ? 0 : 1}` },
    { label: messages.account.documents, to: '/registration/saved-documents' },
    { label: messages.account.security, to: `/registration/account-settings/${isPrivate ? 1 : 2}` },
    { label: messages.account.help, to: '/support-center' },
  ];
}
