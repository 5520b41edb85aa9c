// docs/behaviour.md §2.7: the delivery-location popup 'Choose your delivery location'. Guests see the
// detected city and 'Sign in to update your location'; signed-in shoppers pick one of their
// saved addresses, which becomes the default (sent to the API, then stored and broadcast to
// the page, docs/behaviour.md §4) and shows in the header from then on.
import { type Address } from '@horeca/core/account';
import { useCoreMessages, isSignedInAtom, useLocale, useStoredAtomValue } from '@horeca/widgets';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SignInLink } from '../account/session/sign-in-link';
import { api } from '../resources/client';
import { forgetDefaultAddress, storeDefaultAddress, useDefaultAddress } from '../lib/default-address';
import { useAddressBook, useAddressBookWhen } from '../resources/account';
import { useDetectedLocation } from '../resources/geo';
import { PinIcon } from './icons';
import { useDismiss } from './use-dismiss';
import { useWords } from '../lib/words';

export interface LocationPopupProps {
  /** Receives the new default address once the API has taken it. */
  onDefaultAddressChange?: (address: Address) => void;
}

export function LocationPopup({ onDefaultAddressChange }: LocationPopupProps) {
  const { storefront: storefrontMessages } = useWords();
  const messages = useCoreMessages();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const location = useDetectedLocation();
  const signedIn = useStoredAtomValue(isSignedInAtom, false);
  const defaultAddress = useDefaultAddressInPageLanguage(signedIn);
  useDismiss(root, open, close);
  const chosen = signedIn ? defaultAddress : null;
  const place = chosen ? placeOf(chosen) : location ? placeOf(location) : '';

  return (
    <div className="location" ref={root}>
      <button type="button" className="location__button" aria-expanded={open} aria-controls={popupId} onClick={() => setOpen((v) => !v)}>
        <PinIcon />
        <span className="location__text">
          <span className="location__label">{storefrontMessages.deliverTo}</span>
          <span className="location__place">{place || storefrontMessages.chooseLocationShort}</span>
        </span>
      </button>
      {open ? (
        <div className="popup location__popup" id={popupId} role="dialog" aria-label={messages.header.chooseLocation}>
          <h2 className="popup__title">{messages.header.chooseLocation}</h2>
          {signedIn ? <SavedAddresses onChosen={close} onDefaultAddressChange={onDefaultAddressChange} /> : <SignInLink onClick={close} className="button button--primary">{messages.header.signInForLocation}</SignInLink>}
        </div>
      ) : null}
    </div>
  );
}

const placeOf = (place: { city: string; country: string }) => [place.city, place.country].filter(Boolean).join(', ');

/**
 * The stored default address, its places named in this page's language: one stored from a page
 * in the other language is read again from the address book (the API names places in the
 * request's language) and stored anew, so the next page asks nothing. One the book no longer
 * holds (deleted on another device) is forgotten, or every page would ask again.
 */
function useDefaultAddressInPageLanguage(signedIn: boolean) {
  const locale = useLocale();
  const stored = useDefaultAddress();
  const stale = signedIn && stored !== null && stored.lang !== locale;
  const { data: book } = useAddressBookWhen(stale);
  useEffect(() => {
    if (!stale || !book) return;
    const renamed = book.find((address) => address.id === stored.id);
    if (renamed) storeDefaultAddress({ ...renamed, is_default: 1 }, locale);
    else forgetDefaultAddress();
  }, [stale, book, stored, locale]);
  return stored;
}

/** The signed-in shopper's addresses; choosing one makes it the default. */
export function SavedAddresses({ onChosen, onDefaultAddressChange }: { onChosen?: () => void } & LocationPopupProps) {
  const { storefront: storefrontMessages } = useWords();
  const { data, error, reload } = useAddressBook();
  const locale = useLocale();
  const [busyId, setBusyId] = useState<Address['id'] | null>(null);
  const choose = async (address: Address) => {
    if (address.id === undefined) return;
    setBusyId(address.id);
    try {
      await api.setDefaultAddress(address.id);
      storeDefaultAddress({ ...address, is_default: 1 }, locale, onDefaultAddressChange);
      await reload();
      onChosen?.();
    } catch (failure) {
      console.error('Default address could not be changed', failure);
    } finally {
      setBusyId(null);
    }
  };
  if (error) return <p role="status">{storefrontMessages.addressesFailed}</p>;
  if (!data) return <p role="status">{storefrontMessages.loading}</p>;
  if (data.length === 0) return <Link to="/registration/addresses">{storefrontMessages.addAddress}</Link>;
  return (
    <ul className="location__list">
      {data.map((address) => (
        <li key={String(address.id)}>
          <button type="button" className="location__choice" aria-pressed={address.is_default === 1} disabled={busyId !== null} onClick={() => void choose(address)}>
            {[address.address, address.city, address.country].filter(Boolean).join(', ')}
          </button>
        </li>
      ))}
    </ul>
  );
}
