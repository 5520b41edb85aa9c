// /sign-up: a full account (name, email, Gulf mobile, password), signed in at once and sent
// on by the after-login rule; an email already registered is told so at the field.
import { signUpSchema } from '@horeca/core/account';
import { normalizeApiError } from '@horeca/core/api';
import { useToast } from '@horeca/widgets';
import { Link } from 'react-router';
import { ContactFields } from '../../forms/contact-fields';
import { PasswordField } from '../../forms/password-field';
import { showFieldErrors, useCoreForm } from '../../forms/use-core-form';
import { emptyContact, registrationPayload } from './quick-register';
import { useRegisterAndSignIn } from './use-register';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { useWords } from '../../lib/words';

export function SignUpPage() {
  const { commerce: text } = useWords();
  useCommercePage(text.signUp.title);
  const toast = useToast();
  const registerAndSignIn = useRegisterAndSignIn();
  const form = useCoreForm(signUpSchema, { ...emptyContact, password: '' });

  const submit = form.submitWith(async (values) => {
    try {
      await registerAndSignIn({ ...registrationPayload(values, false), password: values.password });
    } catch (error) {
      const failure = normalizeApiError(error);
      showFieldErrors(form, failure.fieldErrors);
      toast({ channel: 'app', tone: 'error', text: failure.message });
    }
  });

  return (
    <div className="cf-page cf-narrow">
      <form className="cf-form" noValidate onSubmit={submit} aria-labelledby="sign-up-heading" aria-busy={form.busy}>
        <h1 id="sign-up-heading">{text.signUp.title}</h1>
        <ContactFields values={form.values} errors={form.messages} set={form.change} />
        <PasswordField
          label={text.signUp.password}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <button type="submit" className="cf-primary" disabled={form.busy}>
          {form.busy ? text.signUp.submitting : text.signUp.submit}
        </button>
        <p className="cf-aside">
          {text.signUp.haveAccount} <Link to="/login">{text.signUp.signIn}</Link>
        </p>
      </form>
    </div>
  );
}
