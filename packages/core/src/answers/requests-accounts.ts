// The bodies of the address book (docs/behaviour.md §7): the guest checkout's address form
// (schemas/guest.ts) plus who receives it, as the book and checkout's new address send it.
import { guestAddressSchema } from '../schemas/guest';
import { nameField, singleLineText } from '../schemas/text-fields';

/** POST and PUT /frontend/customer-address, and place-order's new `address`. Whether the country, state and city exist and belong together is the API's to check (its database). */
export const addressRequest = guestAddressSchema.shape({
  /** Who receives it; '' when left out. `.default('')` again only for the type: nameField's return type does not say which of its two forms it is. */
  name: nameField().default(''),
  phone: singleLineText().max(30).default(''),
});
