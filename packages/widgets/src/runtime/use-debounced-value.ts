import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed unchanged for `delayMs` (docs/behaviour.md §9: the search's 300 ms, the
 * carousel's 50 ms resize debounce). A value `immediate` accepts applies at once: clearing the
 * search box should show the default suggestions without a wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, immediate: (value: T) => boolean = () => false): T {
  const [settled, setSettled] = useState(value);
  const now = immediate(value);
  useEffect(() => {
    if (now) {
      // Remembered too, so the next typed value does not briefly fall back to an older one.
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, now]);
  return now ? value : settled;
}
