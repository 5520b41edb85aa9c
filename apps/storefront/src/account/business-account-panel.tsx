// "Apply for a business account" on the profile page: the request's state (pending, approved,
// rejected) and, when there is none pending, the form (type of business, company name, trade
// licence or TRN). The type changes only when staff approve (the API's accounts command).
import { BUSINESS_TYPES, businessApplicationSchema } from '@horeca/core/account';
import { normalizeApiError } from '@horeca/core/api';
import { useToast } from '@horeca/widgets';
import { useId } from 'react';
import { api } from '../resources/client';
import { useBusinessAccount } from '../resources/account';
import { TextField } from '../forms/text-field';
import { showFieldErrors, useCoreForm } from '../forms/use-core-form';
import { useWords } from '../lib/words';

export function BusinessAccountPanel() {
  const { commerce: text, account } = useWords();
  const copy = account.business;
  const state = useBusinessAccount();
  const request = state.data?.request ?? null;
  const approved = state.data !== undefined && state.data.type !== 'Private';
  return (
    <section aria-labelledby="business-heading" className="cf-summary">
      <h2 id="business-heading">{copy.heading}</h2>
      {state.isLoading ? <p role="status">{text.loading}</p> : null}
      {state.error ? <p role="alert" className="cf-banner cf-banner-error">{state.error.message}</p> : null}
      <div role="status">
        {approved ? <p>{copy.approved(state.data!.type)}</p> : null}
        {!approved && request?.status === 'pending' ? <p>{copy.pending(request.type, request.company_name)}</p> : null}
        {!approved && request?.status === 'rejected' ? <p>{copy.rejected}</p> : null}
      </div>
      {state.data && !approved && request?.status !== 'pending' ? <ApplicationForm onSent={() => void state.reload()} /> : null}
    </section>
  );
}

function ApplicationForm({ onSent }: { onSent: () => void }) {
  const copy = useWords().account.business;
  const toast = useToast();
  const typeId = useId();
  const form = useCoreForm(businessApplicationSchema, { type: '', company_name: '', trade_licence: '', trn: '' });

  const submit = form.submitWith(async (values) => {
    try {
      const answer = await api.applyForBusinessAccount(values);
      toast({ channel: 'app', tone: 'success', text: answer.message ?? copy.apply });
      onSent();
    } catch (error) {
      const failure = normalizeApiError(error);
      showFieldErrors(form, failure.fieldErrors);
      toast({ channel: 'app', tone: 'error', text: failure.message });
    }
  });
  const typeError = form.errorOf('type');

  return (
    <form className="cf-form" noValidate onSubmit={submit} aria-labelledby={`${typeId}-heading`} aria-busy={form.busy}>
      <h3 id={`${typeId}-heading`}>{copy.apply}</h3>
      <p>{copy.intro}</p>
      <div className="cf-field">
        <label htmlFor={typeId}>{copy.type}</label>
        <select
          id={typeId}
          value={form.values.type}
          onChange={(event) => form.change('type', event.target.value)}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${typeId}-error` : undefined}
        >
          <option value="">{copy.chooseType}</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        {typeError ? (
          <p className="cf-error" id={`${typeId}-error`}>
            {typeError}
          </p>
        ) : null}
      </div>
      <TextField label={copy.company} autoComplete="organization" {...form.field('company_name')} />
      <TextField label={copy.licence} {...form.field('trade_licence')} />
      <TextField label={copy.trn} inputMode="numeric" hint={copy.trnHint} {...form.field('trn')} />
      <button type="submit" className="cf-primary" disabled={form.busy}>
        {form.busy ? copy.applying : copy.apply}
      </button>
    </form>
  );
}
