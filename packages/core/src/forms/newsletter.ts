// Footer newsletter: POST /newsletters { email, status: 'subscribed' }.
import { mixed, object, type InferType } from 'yup';
import { newsletterEmailMessages } from '../fields/email';
import { emailField } from '../fields/fields';

export const newsletterSchema = object({
  email: emailField(newsletterEmailMessages.required, newsletterEmailMessages.invalid),
  status: mixed<'subscribed'>().oneOf(['subscribed']).default('subscribed'),
});

export type NewsletterInput = InferType<typeof newsletterSchema>;
