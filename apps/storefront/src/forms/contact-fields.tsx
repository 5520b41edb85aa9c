// Name, email and Gulf mobile: the contact block shared by the registration column of /login,
// /sign-up and the guest checkout step (docs/behaviour.md §2.4, §2.6), so the three forms cannot drift apart.
import type { ContactValues } from '../account/auth/quick-register';
import { MobileField } from './mobile-field';
import { TextField } from './text-field';
import { useWords } from '../lib/words';

type ContactField = 'name' | 'email' | 'country_code' | 'mobile_number';

export interface ContactFieldsProps {
  values: ContactValues;
  errors: Record<string, string | undefined>;
  set: (name: ContactField, value: string) => void;
  labels?: { name: string; email: string };
  /** What the number is for; the mobile field's own tooltip when omitted. */
  mobileHint?: string;
}

export function ContactFields({ values, errors, set, labels: askedLabels, mobileHint }: ContactFieldsProps) {
  const { commerce: text } = useWords();
  const labels = askedLabels ?? text.register;
  return (
    <>
      <TextField label={labels.name} autoComplete="name" value={values.name} onValueChange={(value) => set('name', value)} error={errors.name} />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        value={values.email}
        onValueChange={(value) => set('email', value)}
        error={errors.email}
      />
      <MobileField
        dialCode={values.country_code}
        number={values.mobile_number}
        onChange={(dialCode, number) => {
          set('country_code', dialCode);
          set('mobile_number', number);
        }}
        error={errors.mobile_number}
        {...(mobileHint ? { hint: mobileHint } : {})}
      />
    </>
  );
}
