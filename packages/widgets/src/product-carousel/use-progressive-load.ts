// Progressive picture loading of docs/behaviour.md §9's default carousel: the slides in view load their
// pictures with the page; the hidden ones follow one slide per tick (1 s), so a slider's
// pictures are ready before it moves to them without all of them competing with the page's
// first pictures. A slide the shopper moves to loads at once, and what has loaded stays so.
import { CAROUSEL } from '@horeca/core/constants';
import { useEffect, useState } from 'react';

/** How many slides, from the first, have their pictures requested (those in view always do). */
export function useProgressiveLoad(total: number, visibleEnd: number): number {
  const [reached, setReached] = useState(visibleEnd);
  if (visibleEnd > reached) setReached(visibleEnd);
  const loaded = Math.min(total, Math.max(reached, visibleEnd));
  const done = loaded >= total;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setReached((count) => count + 1), CAROUSEL.lazyLoadTickMs);
    return () => clearInterval(timer);
  }, [done]);
  return loaded;
}
