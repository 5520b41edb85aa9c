// The bodies of the account's calls (docs/behaviour.md §7): the address book (the guest
// checkout's address form, account/guest.ts, plus who receives it), the profile, the business
// application and quotations, built from the forms' own field rules.
import { array, boolean, object, string } from 'yup';
import type { Say } from '../messages/say';
import { sayInEnglish } from '../messages/say-english';
import { registrationSchema } from '../account/auth';
import { businessApplicationSchema } from '../account/business';
import { guestAddressSchema } from '../account/guest';
import { defineSchema, schemaIn } from '../fields/schema-in';
import { multiLineText, nameField, singleLineText } from '../fields/text-fields';
import { storefrontSchema } from '../storefront/storefront-schema';
import { cartLineRequest } from './requests-cart';

/** POST and PUT /frontend/customer-address, and place-order's new `address`. Whether the country, state and city exist and belong together is the API's to check (its database). */
export const addressRequest = defineSchema((say) =>
  schemaIn(guestAddressSchema, say).shape({
    /** Who receives it; '' when left out. `.default('')` again only for the type: nameField's return type does not say which of its two forms it is. */
    name: nameField(undefined, undefined, say).default(''),
    phone: singleLineText(say).max(30).default(''),
  }),
);

/** PUT /frontend/account/profile: the registration's name and mobile. */
export const profileRequest = defineSchema((say) =>
  schemaIn(registrationSchema, say).pick(['name', 'country_code', 'mobile_number']).shape({
    /** Read only: a business type comes from an approved business request, never from here. */
    type: string().optional(),
  }),
);

/** POST /frontend/account/business-request: the business application form. */
export const businessApplicationRequest = businessApplicationSchema;

/** A quotation's lines: one at least; how many at most is the API's own limit, added there (`.max`). */
export const quoteItems = (say: Say = sayInEnglish) => array(schemaIn(cartLineRequest, say)).min(1, say('core.cart.productRequired'));

/** POST /frontend/quotes and PUT /frontend/quotes/{id}: listed lines, or the cart's (from_cart). */
export const quoteRequest = defineSchema((say) =>
  object({
    items: quoteItems(say).optional(),
    /** Build the quote from the current cart instead of listing items. */
    from_cart: boolean().default(false),
    notes: multiLineText(say).max(2000).default(''),
    storefront: storefrontSchema(),
  }),
);
