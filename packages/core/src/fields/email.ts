// The email rule as plain functions, free of yup: a widget with one email field (the
// newsletter) checks it without loading a schema library, and the yup schemas build their
// email fields on the same function, so the rule and its messages cannot drift apart.
import { newsletterMessages } from '../messages/messages';
import type { SaidMessage } from '../messages/say';

/**
 * name@domain.tld: the WHATWG local part, and a domain with at least one dot, because
 * 'name@localhost' is never a shopper's address and the mail would bounce.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export interface EmailMessages<M extends SaidMessage = string> {
  required: M;
  invalid: M;
}

/** The message for a typed email (trimmed; empty is `required`), or null when it is fine. */
export function emailProblem<M extends SaidMessage>(value: string | null | undefined, { required, invalid }: EmailMessages<M>): M | null {
  const text = (value ?? '').trim();
  if (!text) return required;
  return EMAIL_PATTERN.test(text) ? null : invalid;
}

/** The footer newsletter's field: its two messages, one place. */
export const newsletterEmailMessages: EmailMessages = {
  required: newsletterMessages.emailRequired,
  invalid: newsletterMessages.emailInvalid,
};
