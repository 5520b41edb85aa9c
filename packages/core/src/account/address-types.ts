// Addresses, detected location and the address pickers (docs/behaviour.md §3 and §7).
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

/** The guest checkout address form. */
export interface GuestAddress {
  type: string;
  address: string;
  country_id: Id;
  state_id: Id;
  city_id: Id;
  zip_code: string;
  is_default: 0 | 1;
}

/** The guest checkout contact form. */
export interface GuestContact {
  name: string;
  email: string;
  mobile_number: string;
  is_guest: boolean;
}

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
