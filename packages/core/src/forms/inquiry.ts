// The maintenance page's inquiry form; it opens the mail client, so the rules are all it has.
import { mixed, object, type InferType } from 'yup';
import { messages } from '../messages/messages';
import { emailField } from '../fields/fields';
import { defineSchema } from '../fields/schema-in';
import { multiLineText, nameField } from '../fields/text-fields';

export const INQUIRY_SUBJECTS = [
  messages.inquiry.subjects.quotation,
  messages.inquiry.subjects.technicalSupport,
  messages.inquiry.subjects.feedback,
] as const;

export type InquirySubject = (typeof INQUIRY_SUBJECTS)[number];

export const inquirySchema = defineSchema((say) =>
  object({
    name: nameField(say('core.inquiry.nameRequired'), undefined, say),
    email: emailField(say('core.inquiry.emailRequired'), say('core.inquiry.emailInvalid')),
    // The subjects are values sent as they are (English), whatever the form's language.
    subject: mixed<InquirySubject>()
      .oneOf(INQUIRY_SUBJECTS, say('core.inquiry.subjectInvalid'))
      .default(messages.inquiry.subjects.quotation),
    message: multiLineText(say).required(say('core.inquiry.messageRequired')),
  }),
);

export type InquiryInput = InferType<typeof inquirySchema>;
