// Footer newsletter: POST /newsletters { email, status: 'subscribed' }.
import { mixed, object, type InferType } from 'yup';
import { messages } from '../messages';
import { emailField } from './fields';

export const newsletterSchema = object({
  email: emailField(messages.newsletter.emailRequired, messages.newsletter.emailInvalid),
  status: mixed<'subscribed'>().oneOf(['subscribed']).default('subscribed'),
});

export type NewsletterInput = InferType<typeof newsletterSchema>;
