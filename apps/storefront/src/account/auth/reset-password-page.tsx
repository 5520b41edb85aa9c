// /reset-password?token=…&email=…: the link from the reset mail. A new password of at least
// 8 characters signs the customer in (the API revokes every older token) and sends them on.
import { loginSchema } from '@horeca/core/account';
import { normalizeApiError } from '@horeca/core/api';
import { defineSchema, schemaIn } from '@horeca/core/fields';
import { authTokenAtom } from '@horeca/widgets';
import { useStore } from 'jotai/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../resources/client';
import { PasswordField } from '../../forms/password-field';
import { showFieldErrors, useCoreForm } from '../../forms/use-core-form';
import { useSession } from '../session/use-session';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { useWords } from '../../lib/words';

const resetSchema = defineSchema((say) => schemaIn(loginSchema, say).pick(['password']));

export function ResetPasswordPage() {
  const { commerce: text } = useWords();
  useCommercePage(text.reset.title);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const store = useStore();
  const { signIn } = useSession();
  const form = useCoreForm(resetSchema, { password: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.submitWith(
    async (values) => {
      try {
        const answer = await api.resetPassword(token, values.password);
        // The new token must be in place before /me can say whose it is.
        store.set(authTokenAtom, answer.token);
        const { data: me } = await api.getMe();
        await signIn({ token: answer.token, name: me.name, email: me.email, type: me.type }, answer.message ?? text.reset.title);
      } catch (error) {
        const problem = normalizeApiError(error);
        showFieldErrors(form, problem.fieldErrors);
        setFailure(problem.fieldErrors.token?.[0] ?? problem.message);
      }
    },
    () => setFailure(null),
  );

  return (
    <div className="cf-page cf-narrow">
      <form className="cf-form" noValidate onSubmit={submit} aria-labelledby="reset-heading" aria-busy={form.busy}>
        <h1 id="reset-heading">{text.reset.title}</h1>
        <div role="alert">
          {token === '' || failure ? (
            <p className="cf-banner cf-banner-error">
              {token === '' ? text.reset.missingToken : failure} <Link to="/forgot-password">{text.reset.askAgain}</Link>
            </p>
          ) : null}
        </div>
        <PasswordField
          label={text.reset.password}
          autoComplete="new-password"
          {...form.field('password')}
          disabled={token === ''}
        />
        <button type="submit" className="cf-primary" disabled={form.busy || token === ''}>
          {form.busy ? text.reset.submitting : text.reset.submit}
        </button>
      </form>
    </div>
  );
}
