// The client's types of the bodies it sends are read from the schemas the API validates them
// with (request-body.ts): checked by the typecheck, and at run time where a default matters.
import { expectTypeOf } from 'vitest';
import type { ProfileUpdate, QuoteRequest, Storefront, AddressInput, AddressRequest, AddMultipleToCartRequest, AddMultipleToWishlistRequest, AppleLoginRequest, CartLineRequest, GoogleLoginRequest, LoginRequest, NewsletterSubscription, RegistrationPayload, StoreLeadRequest } from '../index';
import { gulfMobileMessage } from '../fields/fields';
import type { RequestBody } from './request-body';
import { registrationRequest, type appleSignInRequest, type CUSTOMER_TYPES, type googleSignInRequest, type loginRequest } from './requests-auth';

it('types each sign-in body from its schema', () => {
  expectTypeOf<LoginRequest>().toEqualTypeOf<RequestBody<typeof loginRequest>>();
  expectTypeOf<GoogleLoginRequest>().toEqualTypeOf<RequestBody<typeof googleSignInRequest>>();
  expectTypeOf<AppleLoginRequest>().toEqualTypeOf<RequestBody<typeof appleSignInRequest>>();
  expectTypeOf<RegistrationPayload>().toEqualTypeOf<RequestBody<typeof registrationRequest>>();
});

it('lets a client leave out what the API fills in, and judges what it filled in', async () => {
  // A guest's details: no password, no type, no is_guest, no country_code (each has a default or is optional).
  const guest = { name: 'Amal Haddad', email: 'amal@example.com', mobile_number: '971501234567' } satisfies RegistrationPayload;
  expectTypeOf<{ email: string; mobile_number: string }>().not.toMatchTypeOf<RegistrationPayload>();
  expectTypeOf<RegistrationPayload['type']>().toEqualTypeOf<(typeof CUSTOMER_TYPES)[number] | undefined>();
  expectTypeOf<LoginRequest>().toEqualTypeOf<{ email: string; password: string }>();
  await expect(registrationRequest.validate(guest)).resolves.toMatchObject({ type: 'Private', is_guest: false, country_code: '+971' });
  // A default is judged like a sent value: a mobile number left out is refused as an empty one is.
  await expect(registrationRequest.validate({ name: 'Amal Haddad', email: 'amal@example.com' } satisfies RegistrationPayload)).rejects.toThrow(gulfMobileMessage('+971'));
});

it('types the form, cart and wishlist bodies from their schemas', () => {
  expectTypeOf<NewsletterSubscription>().toEqualTypeOf<{ email: string; status?: 'subscribed' }>();
  expectTypeOf<StoreLeadRequest>().toEqualTypeOf<{ name?: string | null; email?: string | null }>();
  expectTypeOf<CartLineRequest>().toEqualTypeOf<{ product_id: number; quantity: number }>();
  expectTypeOf<AddMultipleToCartRequest>().toEqualTypeOf<{ products: { product_id: number; quantity: number }[] }>();
  expectTypeOf<AddMultipleToWishlistRequest>().toEqualTypeOf<{ products: { product_id: number }[] }>();
  expectTypeOf<AddressInput>().toEqualTypeOf<AddressRequest>();
  expectTypeOf<ProfileUpdate>().toEqualTypeOf<{ name: string; country_code?: string; mobile_number?: string; type?: string }>();
  expectTypeOf<QuoteRequest>().toEqualTypeOf<{ items?: { product_id: number; quantity: number }[]; from_cart?: boolean; notes?: string; storefront?: Storefront }>();
  expectTypeOf<AddressRequest>().toEqualTypeOf<{ address: string; country_id: number; state_id: number; city_id: number; zip_code: string; type?: string; name?: string; phone?: string; is_default?: number }>();
});
