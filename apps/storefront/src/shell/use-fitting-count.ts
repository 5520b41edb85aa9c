// How many of a row's items fit on its one line, following the row's width. Items carry
// `data-fold`; those past the count stay laid out (hidden) so they can be measured again
// when the row widens. `reserve` is the room kept for the "More" button when some fold.
// Without ResizeObserver (tests without layout) every item counts as fitting.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

export function useFittingCount(row: RefObject<HTMLElement | null>, count: number, reserve: number): number {
  const [fit, setFit] = useState(count);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const style = getComputedStyle(element);
      const available = element.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      const widths = [...element.querySelectorAll<HTMLElement>(':scope > [data-fold]')].map((item) => item.getBoundingClientRect().width);
      if (widths.reduce((sum, width) => sum + width, 0) <= available) return setFit(widths.length);
      let used = reserve;
      let fitting = 0;
      while (fitting < widths.length && used + (widths[fitting] ?? 0) <= available) used += widths[fitting++] ?? 0;
      setFit(fitting);
    };
    // Measured when the observer first reports, right after the browser's own layout and
    // before it paints, rather than here, where reading sizes would force a layout of the whole
    // page in the middle of hydrating it. flushSync draws the folded row in that same frame.
    // The row's width and each item's: an item widens when the category tree arrives
    // (its submenu toggle appears) while the row stays as wide as it was.
    // A row that is not shown (the phone layout) has nothing to fold: no re-render for it.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0) flushSync(measure);
    });
    observer.observe(element);
    element.querySelectorAll(':scope > [data-fold]').forEach((item) => observer.observe(item));
    return () => observer.disconnect();
  }, [row, count, reserve]);
  return fit;
}
