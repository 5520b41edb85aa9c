// The bodies of the account's calls (docs/behaviour.md §7): the address book (the guest
// checkout's address form, account/guest.ts, plus who receives it), the profile, the business
// application and quotations, built from the forms' own field rules.
import { array, boolean, object, string } from 'yup';
import { messages } from '../messages/messages';
import { registrationSchema } from '../account/auth';
import { businessApplicationSchema } from '../account/business';
import { guestAddressSchema } from '../account/guest';
import { multiLineText, nameField, singleLineText } from '../fields/text-fields';
import { storefrontSchema } from '../storefront/storefront-schema';
import { cartLineRequest } from './requests-cart';

/** POST and PUT /frontend/customer-address, and place-order's new `address`. Whether the country, state and city exist and belong together is the API's to check (its database). */
export const addressRequest = guestAddressSchema.shape({
  /** Who receives it; '' when left out. `.default('')` again only for the type: nameField's return type does not say which of its two forms it is. */
  name: nameField().default(''),
  phone: singleLineText().max(30).default(''),
});

/** PUT /frontend/account/profile: the registration's name and mobile. */
export const profileRequest = registrationSchema.pick(['name', 'country_code', 'mobile_number']).shape({
  /** Read only: a business type comes from an approved business request, never from here. */
  type: string().optional(),
});

/** POST /frontend/account/business-request: the business application form. */
export const businessApplicationRequest = businessApplicationSchema;

/** A quotation's lines: one at least; how many at most is the API's own limit, added there (`.max`). */
export const quoteItems = () => array(cartLineRequest).min(1, messages.cart.productRequired);

/** POST /frontend/quotes and PUT /frontend/quotes/{id}: listed lines, or the cart's (from_cart). */
export const quoteRequest = object({
  items: quoteItems().optional(),
  /** Build the quote from the current cart instead of listing items. */
  from_cart: boolean().default(false),
  notes: multiLineText().max(2000).default(''),
  storefront: storefrontSchema(),
});
