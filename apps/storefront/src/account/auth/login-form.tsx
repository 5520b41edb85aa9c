// Email and password sign-in (docs/behaviour.md §2.4, §5, §8): the schema's messages at the fields, the
// server's message (or the fallback) as a toast, and a message mentioning 'Login' also under
// the password field, as the spec's page does.
import { loginSchema } from '@horeca/core/account';
import { normalizeApiError } from '@horeca/core/api';
import { useCoreMessages, useToast } from '@horeca/widgets';
import { Link } from 'react-router';
import { api } from '../../resources/client';
import { PasswordField } from '../../forms/password-field';
import { TextField } from '../../forms/text-field';
import { showFieldErrors, useCoreForm } from '../../forms/use-core-form';
import { useSession } from '../session/use-session';
import { useWords } from '../../lib/words';

export function LoginForm() {
  const { commerce: text } = useWords();
  const messages = useCoreMessages();
  const { signIn } = useSession();
  const toast = useToast();
  const form = useCoreForm(loginSchema, { email: '', password: '' });

  const submit = form.submitWith(async (values) => {
    try {
      const answer = await api.login({ email: values.email.trim(), password: values.password });
      await signIn(
        { token: answer.token, name: answer.customer.name, email: answer.customer.email, type: answer.customer.type },
        answer.message,
      );
    } catch (error) {
      const failure = normalizeApiError(error);
      toast({ channel: 'app', tone: 'error', text: failure.message });
      showFieldErrors(form, {
        ...failure.fieldErrors,
        ...(failure.message.includes('Login') ? { password: [failure.message] } : {}),
      });
    }
  });

  return (
    <form className="cf-form" noValidate onSubmit={submit} aria-labelledby="login-heading" aria-busy={form.busy}>
      <h1 id="login-heading">{text.login.heading}</h1>
      <TextField
        label={text.login.email}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <PasswordField
        label={text.login.password}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <p className="cf-aside">
        <Link to="/forgot-password">{text.login.forgot}</Link>
      </p>
      <button type="submit" className="cf-primary" disabled={form.busy}>
        {form.busy ? text.login.submitting : text.login.submit}
      </button>
      <p className="cf-aside">
        {text.login.newHere} <Link to="/sign-up">{messages.login.signUpLink}</Link>
      </p>
    </form>
  );
}
