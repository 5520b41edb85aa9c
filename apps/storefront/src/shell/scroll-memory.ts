// Where a page opens scrolled. React Router keeps each history entry's scroll position in
// session storage under the entry's key, and restores it when the entry is shown again. Every
// freshly loaded document's first entry has the same key, "default", so a shopper who typed
// an address or followed a link from an email opened the page as far down as some earlier
// page of the tab had been scrolled (505 px on a short account page, under the sticky header).
// The first entry is kept under its address instead, and a landing that is neither a reload
// nor Back/Forward forgets it: a new visit opens at the top, a reload where it was.

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
