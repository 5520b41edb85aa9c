// The signed-in customer's own data: profile, address book, business account, coupons, store
// credit, documents and reviews. This module owns their cache keys; pages call the hooks.
import { api } from './client';
import { useResource } from './use-resource';

export const useMe = () => useResource(['me'], async () => (await api.getMe()).data);

const loadAddressBook = async () => (await api.getCustomerAddresses()).data;
export const useAddressBook = () => useResource(['addresses'], loadAddressBook);
/** The address book only while `wanted` (one cache entry with useAddressBook's). */
export const useAddressBookWhen = (wanted: boolean) => useResource(wanted ? ['addresses'] : null, loadAddressBook);

export const useBusinessAccount = () => useResource(['business-account'], async () => (await api.getBusinessAccount()).data);

export const useCoupons = () => useResource(['coupons'], async () => (await api.getCoupons()).data);

export const useCreditBalance = () => useResource(['credit'], async () => (await api.getCreditBalance()).data);

export const useSavedDocuments = () => useResource(['documents'], async () => (await api.getSavedDocuments()).data);

export const useAccountReviews = () => useResource(['account-reviews'], () => api.getAccountReviews());
