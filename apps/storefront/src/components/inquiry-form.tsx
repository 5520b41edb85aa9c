// The inquiry form (docs/behaviour.md §2.12, §7): name, email, subject (Request For Quotation, Technical
// Support, Feedback) and message, checked with core's inquiry schema. It sends no call: a
// valid form opens the mail client addressed to the storefront with subject and body.
// Errors show at their field on submit and clear as the field is corrected; text is kept.
import { collectErrors, schemaIn, type FieldErrors } from '@horeca/core/fields';
import { INQUIRY_SUBJECTS, inquirySchema, type InquirySubject } from '@horeca/core/forms';
import { useId, useState, type FormEvent } from 'react';
import { SITE_INFO } from '../lib/site-info';
import { useStorefront } from '../lib/storefront-context';
import { useCoreMessages, useSay } from '@horeca/widgets';
import { useWords } from '../lib/words';

const SUBJECT_KEYS = { quotation: 0, technicalSupport: 1, feedback: 2 } as const;

interface Values {
  name: string;
  email: string;
  subject: InquirySubject;
  message: string;
}

export function mailtoHref(to: string, values: Values): string {
  const body = `${values.message}\n\n${values.name}\n${values.email}`;
  return `mailto:${to}?subject=${encodeURIComponent(values.subject)}&body=${encodeURIComponent(body)}`;
}

export interface InquiryFormProps {
  defaultSubject?: keyof typeof SUBJECT_KEYS;
  /** Opens the mail client; replaced in tests. */
  openMail?: (href: string) => void;
}

export function InquiryForm({ defaultSubject = 'quotation', openMail = (href) => window.location.assign(href) }: InquiryFormProps) {
  const { storefront: storefrontMessages } = useWords();
  const messages = useCoreMessages();
  const say = useSay();
  const id = useId();
  const { email: to } = SITE_INFO[useStorefront()];
  const [values, setValues] = useState<Values>({ name: '', email: '', subject: INQUIRY_SUBJECTS[SUBJECT_KEYS[defaultSubject]], message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _dropped, ...rest }) => rest);
    setSent(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors(schemaIn(inquirySchema, say), values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'email', 'subject', 'message'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    openMail(mailtoHref(to, values));
    setSent(true);
  };
  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof Values) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field__error">
        {errors[name]?.[0]}
      </p>
    ) : null;

  return (
    <form className="inquiry-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>{storefrontMessages.yourName}</label>
        <input {...field('name')} type="text" autoComplete="name" value={values.name} onChange={(e) => set('name', e.target.value)} />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{storefrontMessages.yourEmail}</label>
        <input {...field('email')} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
        {error('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{storefrontMessages.subject}</label>
        <select {...field('subject')} value={values.subject} onChange={(e) => set('subject', e.target.value)}>
          {INQUIRY_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
        {error('subject')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{storefrontMessages.message}</label>
        <textarea {...field('message')} value={values.message} onChange={(e) => set('message', e.target.value)} />
        {error('message')}
      </div>
      <button type="submit" className="button button--primary">
        {storefrontMessages.sendInquiry}
      </button>
      {sent ? (
        <p role="status" className="inquiry-form__sent">
          {storefrontMessages.mailOpened}
        </p>
      ) : null}
      <p className="field__hint">{messages.inquiry.subjects.quotation === values.subject ? storefrontMessages.quoteHint : null}</p>
    </form>
  );
}
