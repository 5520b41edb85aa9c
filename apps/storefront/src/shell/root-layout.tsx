// The shell around every route (docs/behaviour.md §2.7, §2.8, §2.13): beta banner, top strip, header,
// category bar, the page, footer, the mobile bottom bar with its panels, the US modal and
// the chat slot. Pages render into <Outlet/>; a route hides the top strip with
// `handle: { hideTopStrip: true }` (product and subcategory routes, docs/behaviour.md §2.7).
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { HydrateLater } from '../ssr/hydrate-later';
import { MarkHydrated } from '../ssr/mark-hydrated';
import { KeepLandingScroll } from './keep-landing-scroll';
import { LazyBetaBanner } from './lazy-beta-banner';
import { CategoryBar } from './category-bar';
import { ChatSlot } from './chat-slot';
import { MenuDrawer } from './menu-drawer';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileSearchPanel } from './mobile-search-panel';
import { PageLoading } from './page-loading';
import { ProfileDrawer } from './profile-drawer';
import { SCROLL_STORAGE_KEY, scrollKey } from './scroll-memory';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopStrip } from './top-strip';
import { UsModal } from './us-modal';
import { usePanels } from './use-panels';
import { useWords } from '../lib/words';

export interface RouteHandle {
  hideTopStrip?: boolean;
}

function useHideTopStrip(): boolean {
  return useMatches().some((match) => Boolean((match.handle as RouteHandle | undefined)?.hideTopStrip));
}

/**
 * The bottom bar and the panels it opens hold the open panel's state here, not in the layout:
 * a press on Menu or Search then renders the bar and the panel, not the header, footer and the
 * whole page again (about 100 ms of a slowed phone's press, the INP bench).
 */
function BottomBarWithPanels() {
  const panels = usePanels();
  return (
    <>
      <HydrateLater>
        <MobileBottomBar panels={panels} />
      </HydrateLater>
      {panels.open === 'menu' ? <MenuDrawer onClose={panels.close} /> : null}
      {panels.open === 'profile' ? <ProfileDrawer onClose={panels.close} /> : null}
      {panels.open === 'search' ? <MobileSearchPanel onClose={panels.close} /> : null}
    </>
  );
}

export function RootLayout() {
  const { storefront: storefrontMessages } = useWords();
  const hideTopStrip = useHideTopStrip();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {storefrontMessages.skipToContent}
      </a>
      <LazyBetaBanner />
      {hideTopStrip ? null : <TopStrip />}
      {/* The header, the category bar and the bottom bar each hydrate in a task of their own
          once on screen (or at a press inside), not in the page's first commit; a phone
          never shows the category bar, so it waits for the browser's idle time. */}
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <HydrateLater>
        <CategoryBar />
      </HydrateLater>
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          {/* Inside the page's boundary: the mark waits for the page itself, which React
              adopts a commit after the shell (a tap in between made React hydrate the page
              inside the tap, 50-80 ms of a slowed phone's pointerdown). */}
          <MarkHydrated />
        </Suspense>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <BottomBarWithPanels />
      <UsModal />
      <ChatSlot />
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_STORAGE_KEY} />
      <KeepLandingScroll />
    </div>
  );
}
