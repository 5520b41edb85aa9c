// The phone's sticky buy bar (issue 33): below 1024 px, where the shell shows its bottom bar,
// a product page whose own buy box is out of view (scrolled past, or still below the first
// screen) keeps its price, quantity and Add To Cart in a bar just above the bottom bar. The
// buy box hands it its own controls, so both add through one code path with one quantity.
// While it shows, <html data-buy-bar> lets styles/shell.css lift the footer's last line and
// the toasts above it.
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';

/** The attribute on <html> while the bar shows (styles/shell.css reads it). */
export const BUY_BAR_ATTRIBUTE = 'data-buy-bar';

/** The height of the shell's bottom bar, which covers the bottom of a phone's screen. */
function bottomBarHeight(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--bottom-bar-height')) || 0;
}

/** Whether `target` is off the screen's visible part (the part the bottom bar leaves free). */
function useOutOfView(target: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') {
      setOutOfView(false);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last) setOutOfView(!last.isIntersecting);
      },
      { rootMargin: `0px 0px -${bottomBarHeight()}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, watching]);
  return outOfView;
}

export function StickyBuyBar({ watched, label, children }: { watched: RefObject<HTMLElement | null>; label: string; children: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const shown = useOutOfView(watched, phone) && phone;
  useEffect(() => {
    if (!shown) return;
    document.documentElement.setAttribute(BUY_BAR_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(BUY_BAR_ATTRIBUTE);
  }, [shown]);
  if (!shown) return null;
  return (
    <section className="buy-bar" aria-label={label}>
      {children}
    </section>
  );
}
