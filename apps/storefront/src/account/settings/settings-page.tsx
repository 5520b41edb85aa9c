// /settings (docs/behaviour.md §2.1): language, storefront (ae/us, which sets the currency), delivery
// location, newsletter and notification choices. Choices live in this browser like the other
// preferences (lib/preferences.ts, lib/storefront.ts); the delivery location is the signed-in
// shopper's default address (the API's), and the newsletter is the footer's widget.
import { localeFor } from '@horeca/core/locale';
import { STOREFRONTS, type Storefront } from '@horeca/core/storefront';
import { useCoreMessages, isSignedInAtom, useStoredAtomValue } from '@horeca/widgets';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatText } from '../../lib/messages';
import {
  LANGUAGES,
  NOTIFICATION_CHOICES,
  readLanguage,
  readNotifications,
  saveLanguage,
  saveNotifications,
  type Language,
  type NotificationChoice,
} from '../../lib/preferences';
import { switchStorefront } from '../../lib/storefront';
import { useStorefront } from '../../lib/storefront-context';
import { useDetectedLocation } from '../../resources/geo';
import { usePageMeta } from '../../lib/use-page-meta';
import { SavedAddresses } from '../../shell/location-popup';
import { useWords, type StorefrontWords } from '../../lib/words';

const Newsletter = lazy(() => import('../../shell/newsletter-slot'));

// The page's words (useWords) in, the labels out.
const storefrontLabels = (storefrontMessages: StorefrontWords['storefront']): Record<Storefront, string> => ({ ae: storefrontMessages.storefrontAe, us: storefrontMessages.storefrontUs });
const notificationLabels = (storefrontMessages: StorefrontWords['storefront']): Record<NotificationChoice, string> => ({
  orderEmail: storefrontMessages.notifyOrderEmail,
  orderSms: storefrontMessages.notifyOrderSms,
  offersEmail: storefrontMessages.notifyOffersEmail,
  backInStock: storefrontMessages.notifyBackInStock,
});

/** The languages `storefront` sells in: the us storefront is English only (issue 23). */
const languagesOf = (storefront: Storefront) => (Object.keys(LANGUAGES) as Language[]).filter((code) => localeFor(storefront, code) === code);

export default function SettingsPage() {
  const { storefront: storefrontMessages } = useWords();
  usePageMeta({ title: storefrontMessages.settingsTitle, description: storefrontMessages.settingsDescription, canonical: '/settings' });
  const current = useStorefront();
  const [language, setLanguage] = useState<Language>(() => localeFor(current, readLanguage()));
  const [storefront, setStorefront] = useState<Storefront>(current);
  const [notifications, setNotifications] = useState(readNotifications);
  const [saved, setSaved] = useState(false);
  const ids = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    saveLanguage(language);
    saveNotifications(notifications);
    setSaved(true);
    // Every price on the page follows the storefront: switching reloads.
    if (storefront !== current) switchStorefront(storefront);
  };
  const changed = () => setSaved(false);

  return (
    <div className="settings-page">
      <h1>{storefrontMessages.settingsTitle}</h1>
      <form className="settings-page__form" onSubmit={save} onChange={changed}>
        <fieldset aria-describedby={`${ids}-language-hint`}>
          <legend>{storefrontMessages.languageLegend}</legend>
          {languagesOf(current).map((code) => (
            <label key={code} lang={code}>
              <input type="radio" name="language" value={code} checked={language === code} onChange={() => setLanguage(code)} /> {LANGUAGES[code].label}
            </label>
          ))}
          <p id={`${ids}-language-hint`} className="settings-page__hint">{storefrontMessages.languageHint}</p>
        </fieldset>
        <fieldset aria-describedby={`${ids}-storefront-hint`}>
          <legend>{storefrontMessages.storefrontLegend}</legend>
          {(Object.keys(STOREFRONTS) as Storefront[]).map((code) => (
            <label key={code}>
              <input type="radio" name="storefront" value={code} checked={storefront === code} onChange={() => setStorefront(code)} /> {storefrontLabels(storefrontMessages)[code]}
            </label>
          ))}
          <p id={`${ids}-storefront-hint`} className="settings-page__hint">{storefrontMessages.storefrontHint}</p>
        </fieldset>
        <fieldset>
          <legend>{storefrontMessages.notificationsLegend}</legend>
          {NOTIFICATION_CHOICES.map((choice) => (
            <label key={choice}>
              <input
                type="checkbox"
                name={choice}
                checked={notifications[choice]}
                onChange={(event) => setNotifications((previous) => ({ ...previous, [choice]: event.target.checked }))}
              />{' '}
              {notificationLabels(storefrontMessages)[choice]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">{storefrontMessages.saveSettings}</button>
        <p role="status">{saved ? storefrontMessages.settingsSaved : ''}</p>
      </form>
      <section aria-labelledby={`${ids}-location`} className="settings-page__section">
        <h2 id={`${ids}-location`}>{storefrontMessages.deliveryLocation}</h2>
        <DeliveryLocation />
      </section>
      <section aria-labelledby={`${ids}-newsletter`} className="settings-page__section">
        <h2 id={`${ids}-newsletter`}>{storefrontMessages.newsletterSection}</h2>
        <Suspense fallback={<p role="status">{storefrontMessages.loading}</p>}>
          <Newsletter />
        </Suspense>
      </section>
    </div>
  );
}

/** Signed in: the saved addresses, one press makes the default; guests: the detected place. */
function DeliveryLocation() {
  const { storefront: storefrontMessages } = useWords();
  const messages = useCoreMessages();
  const signedIn = useStoredAtomValue(isSignedInAtom, false);
  const location = useDetectedLocation();
  if (signedIn) return <SavedAddresses />;
  const place = location ? [location.city, location.country].filter(Boolean).join(', ') : '';
  return (
    <>
      <p>{place ? formatText(storefrontMessages.detectedLocation, { place }) : storefrontMessages.noDetectedLocation}</p>
      <Link to="/login" className="button button--primary">{messages.header.signInForLocation}</Link>
    </>
  );
}
