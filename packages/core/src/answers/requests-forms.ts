// The bodies of the public forms (docs/behaviour.md §7): the newsletter and a marketing lead.
// The glitch report and the price-match claim are multipart: their fields are checked where
// they are read (the API's forms/), not here.
import { object } from 'yup';
import { newsletterSchema } from '../forms/newsletter';
import { defineSchema } from '../fields/schema-in';
import { nameField, singleLineText } from '../fields/text-fields';

/** POST /newsletters: the footer form's email, and status 'subscribed' (the default). */
export const newsletterRequest = newsletterSchema;

/** POST /store-lead: who the visitor is when known (the UTM values travel as the query). */
export const storeLeadRequest = defineSchema((say) => object({ name: nameField(undefined, undefined, say).nullable().default(null), email: singleLineText(say).max(320).nullable().default(null) }));
