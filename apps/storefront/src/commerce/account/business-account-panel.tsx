// "Apply for a business account" on the profile page: the request's state (pending, approved,
// rejected) and, when there is none pending, the form (type of business, company name, trade
// licence or TRN). The type changes only when staff approve (the API's accounts command).
import { BUSINESS_TYPES, businessApplicationSchema, normalizeApiError } from '@horeca/core';
import { useToast } from '@horeca/widgets';
import { useId, type FormEvent } from 'react';
import { api } from '../../resources/client';
import { useBusinessAccount } from '../../resources/account';
import { TextField } from '../forms/text-field';
import { useSchemaForm } from '../forms/use-schema-form';
import { text } from '../text';
import { accountText } from './account-text';

// Read at render: the words follow the page's language (lib/word-tables.ts).
const businessCopy = () => accountText.business;

export function BusinessAccountPanel() {
  const copy = businessCopy();
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
  const copy = businessCopy();
  const toast = useToast();
  const typeId = useId();
  const form = useSchemaForm(businessApplicationSchema, { type: '', company_name: '', trade_licence: '', trn: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    void form.run(async () => {
      try {
        const answer = await api.applyForBusinessAccount(form.values);
        toast({ channel: 'app', tone: 'success', text: answer.message ?? copy.apply });
        onSent();
      } catch (error) {
        const failure = normalizeApiError(error);
        form.showErrors(failure.fieldErrors);
        toast({ channel: 'app', tone: 'error', text: failure.message });
      }
    });
  };

  return (
    <form className="cf-form" noValidate onSubmit={submit} aria-labelledby={`${typeId}-heading`} aria-busy={form.busy}>
      <h3 id={`${typeId}-heading`}>{copy.apply}</h3>
      <p>{copy.intro}</p>
      <div className="cf-field">
        <label htmlFor={typeId}>{copy.type}</label>
        <select
          id={typeId}
          value={form.values.type}
          onChange={(event) => form.set('type', event.target.value)}
          aria-invalid={form.errors.type ? true : undefined}
          aria-describedby={form.errors.type ? `${typeId}-error` : undefined}
        >
          <option value="">{copy.chooseType}</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        {form.errors.type ? (
          <p className="cf-error" id={`${typeId}-error`}>
            {form.errors.type}
          </p>
        ) : null}
      </div>
      <TextField label={copy.company} autoComplete="organization" value={form.values.company_name} onValueChange={(value) => form.set('company_name', value)} error={form.errors.company_name} />
      <TextField label={copy.licence} value={form.values.trade_licence} onValueChange={(value) => form.set('trade_licence', value)} error={form.errors.trade_licence} />
      <TextField label={copy.trn} inputMode="numeric" hint={copy.trnHint} value={form.values.trn} onValueChange={(value) => form.set('trn', value)} error={form.errors.trn} />
      <button type="submit" className="cf-primary" disabled={form.busy}>
        {form.busy ? copy.applying : copy.apply}
      </button>
    </form>
  );
}
