// The beta banner sits above the header on every page, but its widget (with the report
// form's react-hook-form and yup) is a chunk of its own, fetched in parallel with the
// page. Until it arrives, a placeholder with the banner's box and words holds its height
// at every width, so the header does not jump down when the widget takes over (CLS). A
// shopper who closed the banner this session gets no placeholder, as the widget shows none.
import { getSafeStorage, messages, readString, SESSION_KEYS } from '@horeca/core';
import { widgetMessages } from '@horeca/widgets';
import { lazy, Suspense } from 'react';

const BetaBannerSlot = lazy(() => import('./beta-banner-slot'));

function bannerClosedThisSession(): boolean {
  return readString(getSafeStorage('session'), SESSION_KEYS.betaBannerClosed, '') === '1';
}

function BetaBannerPlaceholder() {
  if (bannerClosedThisSession()) return null;
  return (
    <div className="beta-banner-placeholder" aria-hidden="true">
      <p>{widgetMessages.glitch.banner}</p>
      <span className="beta-banner-placeholder__button">{messages.issueReport.bannerButton}</span>
    </div>
  );
}

export function LazyBetaBanner() {
  return (
    <Suspense fallback={<BetaBannerPlaceholder />}>
      <BetaBannerSlot />
    </Suspense>
  );
}
