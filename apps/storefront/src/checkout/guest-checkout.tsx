// The guest contact step (docs/behaviour.md §2.6): the 'Continue As Guest' panel, then 'Enter Contact
// Details For Delivery' (name, email, mobile, hidden is_guest) with 'Save & Next' showing
// 'Validating...'. The API registers a guest customer and signs them in; the guest cart then
// merges like at login. A known email gets the spec's error notice and a sign-in link.
import { guestContactSchema } from '@horeca/core/account';
import { normalizeApiError } from '@horeca/core/api';
import { useCoreMessages, useToast } from '@horeca/widgets';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { emptyContact, registrationPayload } from '../account/auth/quick-register';
import { useRegisterAndSignIn } from '../account/auth/use-register';
import { ContactFields } from '../forms/contact-fields';
import { showFieldErrors, useCoreForm } from '../forms/use-core-form';
import { rememberRedirect } from '../account/session/session-store';
import { useWords } from '../lib/words';

export function GuestCheckout() {
  const { checkout: checkoutText } = useWords();
  const messages = useCoreMessages();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <div className="cf-form">
      <section className="cf-summary" aria-labelledby="guest-heading">
        <h2 id="guest-heading">{messages.guestCheckout.continueAsGuestTitle}</h2>
        <p>{checkoutText.guestIntro}</p>
        {open ? null : (
          <button type="button" className="cf-primary" onClick={() => setOpen(true)}>
            {messages.guestCheckout.continueAsGuestButton}
          </button>
        )}
        <p className="cf-aside">
          {checkoutText.haveAccount}{' '}
          <Link to="/login" onClick={() => rememberRedirect(pathname)}>
            {checkoutText.signIn}
          </Link>
        </p>
      </section>
      {open ? <ContactForm /> : null}
    </div>
  );
}

function ContactForm() {
  const { checkout: checkoutText } = useWords();
  const messages = useCoreMessages();
  const toast = useToast();
  const registerAndSignIn = useRegisterAndSignIn();
  const { pathname } = useLocation();
  const form = useCoreForm(guestContactSchema, { ...emptyContact, is_guest: true });
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);

  const submit = form.submitWith(
    async (values) => {
      try {
        await registerAndSignIn(registrationPayload(values, true), { redirect: false });
      } catch (error) {
        const failure = normalizeApiError(error);
        const registered = failure.fieldErrors.email?.includes(messages.guestCheckout.alreadyRegistered) ?? false;
        setAlreadyRegistered(registered);
        showFieldErrors(form, registered ? {} : failure.fieldErrors);
        // docs/behaviour.md §8: 'already registered' is an error notice (the library default, top-right).
        if (registered) toast({ channel: 'library', tone: 'error', text: messages.guestCheckout.alreadyRegistered });
        else toast({ channel: 'app', tone: 'error', text: failure.message });
      }
    },
    () => setAlreadyRegistered(false),
  );

  return (
    <form className="cf-form" noValidate onSubmit={submit} aria-labelledby="contact-heading" aria-busy={form.busy}>
      <h2 id="contact-heading">{messages.guestCheckout.contactHeading}</h2>
      <div role="alert">
        {alreadyRegistered ? (
          <p className="cf-banner cf-banner-error">
            {messages.guestCheckout.alreadyRegistered}{' '}
            <Link to="/login" onClick={() => rememberRedirect(pathname)}>
              {checkoutText.signIn}
            </Link>
          </p>
        ) : null}
      </div>
      <input type="hidden" name="is_guest" value="true" />
      <ContactFields
        values={form.values}
        errors={form.messages}
        set={form.change}
        labels={{ name: checkoutText.name, email: checkoutText.email }}
        mobileHint={messages.guestCheckout.mobileHint}
      />
      <button type="submit" className="cf-primary" disabled={form.busy}>
        {form.busy ? messages.guestCheckout.validating : messages.guestCheckout.saveAndNext}
      </button>
    </form>
  );
}
