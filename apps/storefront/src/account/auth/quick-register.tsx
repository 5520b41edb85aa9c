// The login page's second column (docs/behaviour.md §2.4): register with name, email and a Gulf mobile
// (no password: a guest account the customer can later claim by resetting the password),
// then give a delivery address; afterwards the after-login redirect applies.
import { registrationSchema } from '@horeca/core/account';
import { normalizeApiError } from '@horeca/core/api';
import { gulfCountryByDialCode, internationalGulfNumber, DEFAULT_GULF_DIAL_CODE } from '@horeca/core/phone';
import { afterLoginPath } from '@horeca/core/routing';
import { useToast } from '@horeca/widgets';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AddressForm } from '../../forms/address-form';
import { ContactFields } from '../../forms/contact-fields';
import { showFieldErrors, useCoreForm } from '../../forms/use-core-form';
import { takeRedirect } from '../session/session-store';
import { useRegisterAndSignIn } from './use-register';
import { useWords } from '../../lib/words';

export interface ContactValues extends Record<string, unknown> {
  name: string;
  email: string;
  country_code: string;
  mobile_number: string;
}

export const emptyContact: ContactValues = { name: '', email: '', country_code: DEFAULT_GULF_DIAL_CODE, mobile_number: '' };

/** The registration payload of docs/behaviour.md §3: full international number without the plus. */
export function registrationPayload(values: ContactValues, isGuest: boolean) {
  const country = gulfCountryByDialCode(values.country_code);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    is_guest: isGuest,
    country_code: values.country_code,
    mobile_number: country ? internationalGulfNumber(country.code, values.mobile_number) : values.mobile_number,
  };
}

export function QuickRegister() {
  const { commerce: text } = useWords();
  const [registered, setRegistered] = useState(false);
  const navigate = useNavigate();
  if (registered) {
    return (
      <AddressForm heading={text.register.addressHeading} onSaved={() => navigate(afterLoginPath(takeRedirect()), { replace: true })} />
    );
  }
  return <RegisterForm onRegistered={() => setRegistered(true)} />;
}

function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { commerce: text } = useWords();
  const toast = useToast();
  const registerAndSignIn = useRegisterAndSignIn();
  const form = useCoreForm(registrationSchema, emptyContact);

  const submit = form.submitWith(async (values) => {
    try {
      await registerAndSignIn(registrationPayload(values, true), { redirect: false });
      onRegistered();
    } catch (error) {
      const failure = normalizeApiError(error);
      showFieldErrors(form, failure.fieldErrors);
      toast({ channel: 'app', tone: 'error', text: failure.message });
    }
  });

  return (
    <form className="cf-form" noValidate onSubmit={submit} aria-labelledby="register-heading" aria-busy={form.busy}>
      <h2 id="register-heading">{text.register.heading}</h2>
      <ContactFields values={form.values} errors={form.messages} set={form.change} />
      <button type="submit" className="cf-primary" disabled={form.busy}>
        {form.busy ? text.register.submitting : text.register.submit}
      </button>
    </form>
  );
}
