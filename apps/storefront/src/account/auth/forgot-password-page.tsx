// /forgot-password: asks the API to mail a one-time reset link. The answer is the same for
// unknown emails (the API's choice), so the page shows the server's message either way.
import { loginSchema } from '@horeca/core/account';
import { normalizeApiError } from '@horeca/core/api';
import { defineSchema, schemaIn } from '@horeca/core/fields';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../resources/client';
import { TextField } from '../../forms/text-field';
import { showFieldErrors, useCoreForm } from '../../forms/use-core-form';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { useWords } from '../../lib/words';

// The login form's email rule and messages, so both screens refuse the same input alike.
const forgotSchema = defineSchema((say) => schemaIn(loginSchema, say).pick(['email']));

export function ForgotPasswordPage() {
  const { commerce: text } = useWords();
  useCommercePage(text.forgot.title);
  const form = useCoreForm(forgotSchema, { email: '' });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = form.submitWith(
    async (values) => {
      try {
        const answer = await api.forgotPassword(values.email.trim());
        setNotice({ tone: 'success', text: answer.message ?? text.forgot.intro });
      } catch (error) {
        const failure = normalizeApiError(error);
        showFieldErrors(form, failure.fieldErrors);
        setNotice({ tone: 'error', text: failure.message });
      }
    },
    () => setNotice(null),
  );

  return (
    <div className="cf-page cf-narrow">
      <form className="cf-form" noValidate onSubmit={submit} aria-labelledby="forgot-heading" aria-busy={form.busy}>
        <h1 id="forgot-heading">{text.forgot.title}</h1>
        <p>{text.forgot.intro}</p>
        <div role="status" aria-live="polite">
          {notice ? <p className={notice.tone === 'error' ? 'cf-banner cf-banner-error' : 'cf-banner'}>{notice.text}</p> : null}
        </div>
        <TextField
          label={text.login.email}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <button type="submit" className="cf-primary" disabled={form.busy}>
          {form.busy ? text.forgot.submitting : text.forgot.submit}
        </button>
        <p className="cf-aside">
          <Link to="/login">{text.forgot.back}</Link>
        </p>
      </form>
    </div>
  );
}
