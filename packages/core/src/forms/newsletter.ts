// Footer newsletter: POST /newsletters { email, status: 'subscribed' }.
import { mixed, object, type InferType } from 'yup';
import { emailField } from '../fields/fields';
import { defineSchema } from '../fields/schema-in';

export const newsletterSchema = defineSchema((say) =>
  object({
    email: emailField(say('newsletter.emailRequired'), say('newsletter.emailInvalid')),
    status: mixed<'subscribed'>().oneOf(['subscribed']).default('subscribed'),
  }),
);

export type NewsletterInput = InferType<typeof newsletterSchema>;
