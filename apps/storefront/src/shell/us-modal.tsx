// docs/behaviour.md §2.13 and §4: 'Switch to US Website?' when the detected country is US, unless this
// page already is the US storefront or the shopper dismissed it in this session.
import { SESSION_KEYS, getSafeStorage } from '@horeca/core/storage';
import { useCoreMessages, useHydrated } from '@horeca/widgets';
import { useEffect, useRef, useState } from 'react';
import { switchStorefront } from '../lib/storefront';
import { useStorefront } from '../lib/storefront-context';
import { useDetectedLocation } from '../resources/geo';
import { useWords } from '../lib/words';

export function shouldOfferUsSite(countryCode: string | undefined, storefront: string, dismissed: boolean): boolean {
  return countryCode?.toUpperCase() === 'US' && storefront !== 'us' && !dismissed;
}

export function UsModal() {
  const { storefront: storefrontMessages } = useWords();
  const messages = useCoreMessages();
  const location = useDetectedLocation();
  const storefront = useStorefront();
  const session = getSafeStorage('session');
  const [dismissed, setDismissed] = useState(() => session.getItem(SESSION_KEYS.usModalDismissed) === '1');
  const primary = useRef<HTMLButtonElement>(null);
  // An overlay of this browser's session (its dismissal is in session storage): drawn once
  // hydrated, never in the server's HTML.
  const hydrated = useHydrated();
  const show = hydrated && shouldOfferUsSite(location?.countryCode, storefront, dismissed);

  useEffect(() => {
    if (show) primary.current?.focus();
  }, [show]);

  if (!show) return null;
  const dismiss = () => {
    session.setItem(SESSION_KEYS.usModalDismissed, '1');
    setDismissed(true);
  };
  return (
    <div className="modal-layer" onKeyDown={(event) => event.key === 'Escape' && dismiss()}>
      <div className="modal-backdrop" aria-hidden="true" onClick={dismiss} />
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="us-modal-title" aria-describedby="us-modal-body">
        <h2 id="us-modal-title">{messages.overlays.usModalTitle}</h2>
        <p id="us-modal-body">{storefrontMessages.usModalBody}</p>
        <div className="modal__actions">
          <button ref={primary} type="button" className="button button--primary" onClick={() => switchStorefront('us')}>
            {storefrontMessages.usModalSwitch}
          </button>
          <button type="button" className="button button--outline" onClick={dismiss}>
            {storefrontMessages.usModalStay}
          </button>
        </div>
      </div>
    </div>
  );
}
