// The maintenance page's inquiry form; it opens the mail client, so the rules are all it has.
import { mixed, object, type InferType } from 'yup';
import { messages } from '../messages/messages';
import { emailField } from '../fields/fields';
import { multiLineText, nameField } from '../fields/text-fields';

export const INQUIRY_SUBJECTS = [
  messages.inquiry.subjects.quotation,
  messages.inquiry.subjects.technicalSupport,
  messages.inquiry.subjects.feedback,
] as const;

export type InquirySubject = (typeof INQUIRY_SUBJECTS)[number];

export const inquirySchema = object({
  name: nameField(messages.inquiry.nameRequired),
  email: emailField(messages.inquiry.emailRequired, messages.inquiry.emailInvalid),
  subject: mixed<InquirySubject>()
    .oneOf(INQUIRY_SUBJECTS, messages.inquiry.subjectInvalid)
    .default(messages.inquiry.subjects.quotation),
  message: multiLineText().required(messages.inquiry.messageRequired),
});

export type InquiryInput = InferType<typeof inquirySchema>;
