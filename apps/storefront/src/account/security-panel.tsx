// Password change: the current password (the API checks it) and a new one of at least 8.
import { loginSchema } from '@horeca/core/account';
import { normalizeApiError } from '@horeca/core/api';
import { defineSchema, schemaIn } from '@horeca/core/fields';
import { useToast } from '@horeca/widgets';
import { object, string } from 'yup';
import { api } from '../resources/client';
import { PasswordField } from '../forms/password-field';
import { showFieldErrors, useCoreForm } from '../forms/use-core-form';
import { useWords } from '../lib/words';

const securitySchema = defineSchema((say) =>
  object({ current_password: string().required(say('core.login.passwordRequired')), new_password: schemaIn(loginSchema, say).fields.password }),
);

export function SecurityPanel() {
  const { account: accountText } = useWords();
  const toast = useToast();
  const form = useCoreForm(securitySchema, { current_password: '', new_password: '' });

  const submit = form.submitWith(async (values) => {
    try {
      const answer = await api.changePassword(values.current_password, values.new_password);
      toast({ channel: 'app', tone: 'success', text: answer.message ?? accountText.changePassword });
      form.reset({ current_password: '', new_password: '' });
    } catch (error) {
      const failure = normalizeApiError(error);
      showFieldErrors(form, failure.fieldErrors);
      toast({ channel: 'app', tone: 'error', text: failure.message });
    }
  });

  return (
    <form className="cf-form" noValidate onSubmit={submit} aria-labelledby="security-heading" aria-busy={form.busy}>
      <h2 id="security-heading">{accountText.securityHeading}</h2>
      <PasswordField label={accountText.currentPassword} autoComplete="current-password" {...form.field('current_password')} />
      <PasswordField label={accountText.newPassword} autoComplete="new-password" {...form.field('new_password')} />
      <button type="submit" className="cf-primary" disabled={form.busy}>
        {form.busy ? accountText.saving : accountText.changePassword}
      </button>
    </form>
  );
}
