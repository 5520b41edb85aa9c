// Where a page opens scrolled. React Router keeps each history entry's scroll position in
// session storage under the entry's key, and restores it when the entry is shown again. Every
// freshly loaded document's first entry has the same key, "default", so a shopper who typed
// an address or followed a link from an email opened the page as far down as some earlier
// page of the tab had been scrolled (505 px on a short account page, under the sticky header).
// The first entry is kept under its address instead, and a landing that is neither a reload
// nor Back/Forward forgets it: a new visit opens at the top, a reload where it was. A shopper
// who scrolled the server's page before the router started is put back there after its start
// (followLandingScroll, KeepLandingScroll).

/** Our own session storage entry for React Router's saved positions. */
export const SCROLL_STORAGE_KEY = 'horeca-scroll-positions';

const LANDING = 'default';

interface Place {
  key: string;
  pathname: string;
  search: string;
}

/** The key a history entry's scroll position is kept under (React Router's `getKey`). */
export function scrollKey(place: Place): string {
  return place.key === LANDING ? `${LANDING}:${place.pathname}${place.search}` : place.key;
}

function navigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * Before the router starts: a fresh visit to `place` (the address inside the app, without the
 * language prefix) forgets the position its address was left at earlier in this tab.
 */
export function forgetLandingScroll(place: Omit<Place, 'key'>, type = navigationType(), storage: Storage = sessionStorage): void {
  if (type !== 'navigate') return;
  try {
    const saved = JSON.parse(storage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
    const key = scrollKey({ ...place, key: LANDING });
    if (!(key in saved)) return;
    delete saved[key];
    storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage refused or unreadable: React Router then restores nothing either.
  }
}

/** Where the shopper has scrolled the server's page on a fresh visit before it was adopted; 0 once used. */
let landingScroll = 0;
let stopFollowing = () => {};

/**
 * Before the router starts, on a fresh visit: follows where the shopper scrolls the server's page
 * while the scripts load. The router's start scrolls a fresh visit to the top (ScrollRestoration's
 * first layout effect, inside the hydrating commit), which undid every early scroll: on a 6x slowed
 * phone a tap aimed at a link far down then landed on whatever the top of the page put there (a
 * pagination link's tap opened a product card: listing.spec's flake, 3 taps in 4 here).
 * `KeepLandingScroll`, after ScrollRestoration, puts the shopper back where they were.
 */
export function followLandingScroll(type = navigationType(), win: Window = window): void {
  if (type !== 'navigate') return;
  const follow = () => (landingScroll = win.scrollY);
  follow();
  win.addEventListener('scroll', follow, { passive: true });
  stopFollowing = () => win.removeEventListener('scroll', follow);
}

/** The position followed so far (the router's own reset fires its scroll event only later), once. */
export function takeLandingScroll(): number {
  stopFollowing();
  stopFollowing = () => {};
  const y = landingScroll;
  landingScroll = 0;
  return y;
}
