// The address book: every saved address, the default marked, make-default and delete, and a
// new address with the country, state and city pickers.
import { normalizeApiError, type SavedAddress } from '@horeca/core/api';
import { useLocale, useToast } from '@horeca/widgets';
import { useState } from 'react';
import { storeDefaultAddress } from '../lib/default-address';
import { api } from '../resources/client';
import { useAddressBook } from '../resources/account';
import { formatAddress } from '../checkout/address-step';
import { AddressForm } from '../forms/address-form';
import { useWords } from '../lib/words';

export function AddressesPanel() {
  const { account: accountText } = useWords();
  const book = useAddressBook();
  const toast = useToast();
  const locale = useLocale();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const addresses = book.data ?? [];

  const makeDefault = async (address: SavedAddress) => {
    const answer = await api.setDefaultAddress(address.id);
    storeDefaultAddress({ ...address, is_default: 1 }, locale);
    return answer;
  };

  const act = async (call: () => Promise<{ message?: string }>) => {
    setBusy(true);
    try {
      const answer = await call();
      if (answer.message) toast({ channel: 'app', tone: 'success', text: answer.message });
      await book.reload();
    } catch (error) {
      toast({ channel: 'app', tone: 'error', text: normalizeApiError(error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="addresses-heading" className="cf-form">
      <h2 id="addresses-heading">{accountText.addressesHeading}</h2>
      {book.error ? <p role="alert" className="cf-banner cf-banner-error">{book.error.message}</p> : null}
      {book.data && addresses.length === 0 ? <p>{accountText.noAddresses}</p> : null}
      <ul className="cf-plain cf-form">
        {addresses.map((address: SavedAddress) => {
          const line = formatAddress(address);
          return (
            <li key={String(address.id)} className="cf-summary">
              <p>{line}</p>
              {address.is_default === 1 ? <p className="cf-line-name">{accountText.defaultAddress}</p> : null}
              <div className="cf-actions">
                {address.is_default === 1 ? null : (
                  <button type="button" className="cf-secondary" disabled={busy} onClick={() => void act(() => makeDefault(address))}>
                    {accountText.makeDefault(line)}
                  </button>
                )}
                <button type="button" className="cf-link" disabled={busy} onClick={() => void act(() => api.deleteAddress(address.id))}>
                  {accountText.deleteAddress(line)}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {adding ? (
        <AddressForm
          heading={accountText.newAddress}
          submitLabel={accountText.saveAddress}
          makeDefault={addresses.length === 0}
          onSaved={() => {
            setAdding(false);
            void book.reload();
          }}
        />
      ) : (
        <button type="button" className="cf-secondary" onClick={() => setAdding(true)}>
          {accountText.addAddress}
        </button>
      )}
    </section>
  );
}
