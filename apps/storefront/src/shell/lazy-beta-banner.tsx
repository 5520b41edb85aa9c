// The beta banner sits above the header on every page, but its widget (with the report
// form's react-hook-form and yup) is a chunk of its own, fetched once the page is idle so
// its download and start-up stay out of the first paint. Until it arrives, a placeholder with the banner's box and words holds its height
// at every width, so the header does not jump down when the widget takes over (CLS). A
// shopper who closed the banner this session gets no placeholder, as the widget shows none.
import { getSafeStorage, readString, SESSION_KEYS } from '@horeca/core/storage';
import { useCoreMessages, useHydrated, useWidgetMessages } from '@horeca/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

const BetaBannerSlot = lazy(() => import('./beta-banner-slot'));

function bannerClosedThisSession(): boolean {
  return readString(getSafeStorage('session'), SESSION_KEYS.betaBannerClosed, '') === '1';
}

function BetaBannerPlaceholder() {
  const messages = useCoreMessages();
  const widgetWords = useWidgetMessages();
  // While hydrating it is drawn as the server drew it (index.html's class hides it then).
  const hydrated = useHydrated();
  if (hydrated && bannerClosedThisSession()) return null;
  return (
    <div className="beta-banner-placeholder" aria-hidden="true">
      <p>{widgetWords.glitch.banner}</p>
      <span className="beta-banner-placeholder__button">{messages.issueReport.bannerButton}</span>
    </div>
  );
}

export function LazyBetaBanner() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 1000), []);
  if (!idle) return <BetaBannerPlaceholder />;
  return (
    <Suspense fallback={<BetaBannerPlaceholder />}>
      <BetaBannerSlot />
    </Suspense>
  );
}
