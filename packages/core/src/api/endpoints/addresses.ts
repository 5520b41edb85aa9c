// The signed-in customer's address book.
import type { addressAnswer } from '../../answers/accounts';
import type { Answer } from '../../answers/fields';
import type { AddressRequest as AddressInput } from '../../account/address-types';
import type { DataResponse, Id, SuccessResponse } from '../answer-types';
import type { RequestFn } from '../http';
import { segment } from './paths';
import { verbs } from './verbs';

/** What the book's calls send (answers/requests-accounts.ts declares it). */
export type { AddressRequest as AddressInput } from '../../account/address-types';

/** An address of the book as the API answers it (answers/accounts.ts). */
export type SavedAddress = Answer<typeof addressAnswer>;

export function addressEndpoints(request: RequestFn) {
  const { get, send } = verbs(request);
  return {
    getCustomerAddresses: () => get<DataResponse<SavedAddress[]>>('/frontend/customer-address'),
    createAddress: (body: AddressInput) => send<SuccessResponse & { data: SavedAddress }>('POST', '/frontend/customer-address', body),
    updateAddress: (addressId: Id, body: AddressInput) =>
      send<SuccessResponse & { data: SavedAddress }>('PUT', `/frontend/customer-address/${segment(addressId)}`, body),
    setDefaultAddress: (addressId: Id) =>
      send<SuccessResponse & { data: SavedAddress }>('PUT', `/frontend/customer-address/${segment(addressId)}/default`),
    deleteAddress: (addressId: Id) => send<SuccessResponse>('DELETE', `/frontend/customer-address/${segment(addressId)}`),
  };
}
