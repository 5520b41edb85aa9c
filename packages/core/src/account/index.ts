// @horeca/core/account: signing in and up, guest checkout details, the business application,
// addresses and the customer's shapes.
export { pickDefault } from './pick-default';
export { loginSchema, registrationSchema, signUpSchema } from './auth';
export type { LoginInput, RegistrationInput, SignUpInput } from './auth';
export { guestAddressSchema, guestContactSchema } from './guest';
export { BUSINESS_TYPES, businessApplicationSchema, businessMessages } from './business';
export type { BusinessApplicationInput, BusinessType } from './business';
export type { GuestAddressInput, GuestContactInput } from './guest';
export type {
  Customer,
  CustomerType,
  AppleLoginRequest,
  GoogleLoginRequest,
  LoginRequest,
  RegistrationPayload,
  RegistrationResponse,
  SignInResponse,
  UserProfile,
} from './account-types';
export type { Address, AddressRequest, City, Country, DetectedLocation, GuestContact, State } from './address-types';
export type { BusinessApplication } from './request-types';
