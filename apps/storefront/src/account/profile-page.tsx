// /registration/dashboard: the customer's details from the API, editable (name and Gulf
// mobile, checked by the registration rules); the stored profile and display name follow.
import { registrationSchema } from '@horeca/core/account';
import { normalizeApiError, type CustomerProfile } from '@horeca/core/api';
import { defineSchema, schemaIn } from '@horeca/core/fields';
import { formatGulfMobile, gulfCountryByDialCode, parseGulfPhone, DEFAULT_GULF_DIAL_CODE } from '@horeca/core/phone';
import { displayNameAtom, userProfileAtom, useToast } from '@horeca/widgets';
import { useSetAtom } from 'jotai/react';
import { api } from '../resources/client';
import { useMe } from '../resources/account';
import { registrationPayload } from './auth/quick-register';
import { MobileField } from '../forms/mobile-field';
import { TextField } from '../forms/text-field';
import { showFieldErrors, useCoreForm } from '../forms/use-core-form';
import { useCommercePage } from '../lib/commerce-page-meta';
import { BusinessAccountPanel } from './business-account-panel';
import { useWords } from '../lib/words';

const profileSchema = defineSchema((say) => schemaIn(registrationSchema, say).pick(['name', 'country_code', 'mobile_number']));

export function ProfilePage() {
  const { commerce: text, account: accountText } = useWords();
  useCommercePage(accountText.dashboardTitle);
  const me = useMe();
  return (
    <section aria-labelledby="profile-heading">
      <h1 id="profile-heading">{accountText.dashboardTitle}</h1>
      {me.isLoading ? <p role="status">{text.loading}</p> : null}
      {me.error ? <p role="alert" className="cf-banner cf-banner-error">{me.error.message}</p> : null}
      {me.data ? <ProfileForm profile={me.data} onSaved={() => void me.reload()} /> : null}
      {me.data ? <BusinessAccountPanel /> : null}
    </section>
  );
}

function ProfileForm({ profile, onSaved }: { profile: CustomerProfile; onSaved: () => void }) {
  const { account: accountText } = useWords();
  const toast = useToast();
  const setProfile = useSetAtom(userProfileAtom);
  const setName = useSetAtom(displayNameAtom);
  const dialCode = profile.country_code ?? DEFAULT_GULF_DIAL_CODE;
  const phone = parseGulfPhone(profile.mobile_number ?? '', gulfCountryByDialCode(dialCode)?.code);
  const form = useCoreForm(profileSchema, {
    name: profile.name,
    country_code: gulfCountryByDialCode(dialCode) ? dialCode : DEFAULT_GULF_DIAL_CODE,
    mobile_number: formatGulfMobile(phone.country, phone.digits),
  });

  const submit = form.submitWith(async (values) => {
    try {
      const payload = registrationPayload({ ...values, email: profile.email }, false);
      const answer = await api.updateProfile({ name: payload.name, country_code: payload.country_code, mobile_number: payload.mobile_number });
      setProfile({ name: answer.data.name, email: answer.data.email, type: answer.data.type });
      setName(answer.data.name);
      toast({ channel: 'app', tone: 'success', text: answer.message ?? accountText.saveProfile });
      onSaved();
    } catch (error) {
      const failure = normalizeApiError(error);
      showFieldErrors(form, failure.fieldErrors);
      toast({ channel: 'app', tone: 'error', text: failure.message });
    }
  });

  return (
    <form className="cf-form" noValidate onSubmit={submit} aria-label={accountText.profileHeading} aria-busy={form.busy}>
      <dl className="cf-summary">
        <dt>{accountText.email}</dt>
        <dd>{profile.email}</dd>
        <dt>{accountText.accountType}</dt>
        <dd>{profile.type}</dd>
      </dl>
      <TextField label={accountText.name} autoComplete="name" {...form.field('name')} />
      <MobileField
        dialCode={form.values.country_code}
        number={form.values.mobile_number}
        onChange={(code, number) => {
          form.change('country_code', code);
          form.change('mobile_number', number);
        }}
        error={form.errorOf('mobile_number')}
      />
      <button type="submit" className="cf-primary" disabled={form.busy}>
        {form.busy ? accountText.saving : accountText.saveProfile}
      </button>
    </form>
  );
}
