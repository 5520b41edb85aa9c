// Addresses, detected location and the address pickers (docs/behaviour.md §3 and §7). The address
// a client sends is declared once, in answers/requests-accounts.ts; its type here is read from it.
import type { RequestBody } from '../answers/request-body';
import type { addressRequest } from '../answers/requests-accounts';
import type { guestContactSchema } from './guest';
import type { InferType } from 'yup';
import type { Id } from '../api/answer-types';

/** An address of the customer's list (GET /frontend/customer-address) or the stored default. */
export interface Address {
  id?: Id;
  address: string;
  city: string;
  country: string;
  zip_code: string;
  /** 1 marks the default address; the picker looks for exactly 1. */
  is_default?: 0 | 1;
}

/** Answer of GET /frontend/location, stored locally under Address. */
export type { DetectedLocation } from '../answers/content';

/** Body of POST and PUT /frontend/customer-address and place-order's new `address`: the guest checkout's address form and who receives it. */
export type AddressRequest = RequestBody<typeof addressRequest>;

/** The guest checkout contact form (guest.ts), sent as a guest's registration. */
export type GuestContact = InferType<typeof guestContactSchema>;

/** Rows of GET /countries, /states/{countryId}, /cities/{stateId}; the spec hides them. */
export interface Country {
  id: Id;
  name: string;
  code?: string;
}

export interface State {
  id: Id;
  name: string;
  country_id: Id;
}

export interface City {
  id: Id;
  name: string;
  state_id: Id;
}
