// A new delivery address under the guest address rules (docs/behaviour.md §5), saved to the customer's
// address book; the login page's guest column and the checkout address step both use it.
import { guestAddressSchema } from '@horeca/core/account';
import { normalizeApiError, type SavedAddress } from '@horeca/core/api';
import { useToast } from '@horeca/widgets';
import { api } from '../resources/client';
import { AddressFields, emptyAddress, type AddressValues } from './address-fields';
import { showFieldErrors, useCoreForm } from './use-core-form';
import { useWords } from '../lib/words';

export interface AddressFormProps {
  heading: string;
  submitLabel?: string;
  makeDefault?: boolean;
  onSaved: (address: SavedAddress) => void;
  /** Told when the address starts being saved and when that is over, saved or not. */
  onSaving?: (saving: boolean) => void;
}

export function AddressForm({ heading, submitLabel: askedSubmitLabel, makeDefault = true, onSaved, onSaving }: AddressFormProps) {
  const { commerce: text } = useWords();
  const submitLabel = askedSubmitLabel ?? text.register.saveAddress;
  const toast = useToast();
  const form = useCoreForm<AddressValues>(guestAddressSchema, { ...emptyAddress });

  const submit = form.submitWith(async (values) => {
    onSaving?.(true);
    try {
      const answer = await api.createAddress({
        type: 'shipping',
        address: values.address.trim(),
        country_id: Number(values.country_id),
        state_id: Number(values.state_id),
        city_id: Number(values.city_id),
        zip_code: values.zip_code.trim(),
        is_default: makeDefault ? 1 : 0,
      });
      onSaved(answer.data);
    } catch (error) {
      const failure = normalizeApiError(error);
      showFieldErrors(form, failure.fieldErrors);
      toast({ channel: 'app', tone: 'error', text: failure.message });
    } finally {
      onSaving?.(false);
    }
  });

  return (
    <form className="cf-form" noValidate onSubmit={submit} aria-label={heading} aria-busy={form.busy}>
      <h2>{heading}</h2>
      <AddressFields
        values={form.values}
        errors={form.messages}
        onChange={(next) => {
          for (const [name, value] of Object.entries(next)) form.change(name as keyof AddressValues, value);
        }}
      />
      <button type="submit" className="cf-primary" disabled={form.busy}>
        {form.busy ? text.register.savingAddress : submitLabel}
      </button>
    </form>
  );
}
