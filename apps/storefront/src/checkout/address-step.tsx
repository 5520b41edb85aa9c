// Step 1 for a signed-in shopper: pick a saved address (the default is preselected) or add
// a new one with the country, state and city pickers.
import { pickDefault } from '@horeca/core/account';
import { type Id, type SavedAddress } from '@horeca/core/api';
import { useEffect, useMemo, useState } from 'react';
import { useAddressBook } from '../resources/account';
import { AddressForm } from '../forms/address-form';
import { useWords } from '../lib/words';

export function formatAddress(address: Pick<SavedAddress, 'address' | 'city' | 'state' | 'country' | 'zip_code'>): string {
  return [address.address, address.city, address.state, address.country, address.zip_code].filter(Boolean).join(', ');
}

export interface AddressStepProps {
  value: Id | null;
  onChange: (id: Id) => void;
  /** Told while a new address is being saved (it becomes the choice once saved). */
  onSaving?: (saving: boolean) => void;
  error?: string | undefined;
}

export function AddressStep({ value, onChange, onSaving, error }: AddressStepProps) {
  const { checkout: checkoutText } = useWords();
  const book = useAddressBook();
  const addresses = useMemo(() => book.data ?? [], [book.data]);
  const [adding, setAdding] = useState(false);

  const preferred = pickDefault(addresses) ?? addresses[0];
  // The default shows as chosen in the same render the list appears in; the effect then
  // tells the page, so there is no frame with the list and nothing chosen.
  const chosen = value ?? preferred?.id ?? null;
  useEffect(() => {
    if (value === null && preferred) onChange(preferred.id);
  }, [value, preferred, onChange]);

  return (
    <fieldset className="cf-form" aria-describedby={error ? 'address-step-error' : undefined}>
      <legend>
        <h2>{checkoutText.addressStep}</h2>
      </legend>
      {book.isLoading ? <p role="status">{checkoutText.addressStep}…</p> : null}
      {book.error ? <p className="cf-error">{book.error.message}</p> : null}
      {!book.isLoading && addresses.length === 0 && !book.error ? <p>{checkoutText.noAddresses}</p> : null}
      {addresses.map((address) => (
        <label key={String(address.id)} className="cf-choice">
          <input type="radio" name="address" checked={chosen === address.id} onChange={() => onChange(address.id)} />
          <span>{formatAddress(address)}</span>
        </label>
      ))}
      {error ? (
        <p className="cf-error" id="address-step-error">
          {error}
        </p>
      ) : null}
      {adding || (!book.isLoading && addresses.length === 0 && !book.error) ? (
        <AddressForm
          heading={checkoutText.newAddressHeading}
          submitLabel={checkoutText.useAddress}
          makeDefault={addresses.length === 0}
          onSaving={onSaving}
          onSaved={(saved) => {
            setAdding(false);
            void book.reload();
            onChange(saved.id);
          }}
        />
      ) : (
        <button type="button" className="cf-secondary" onClick={() => setAdding(true)}>
          {checkoutText.addNewAddress}
        </button>
      )}
    </fieldset>
  );
}
