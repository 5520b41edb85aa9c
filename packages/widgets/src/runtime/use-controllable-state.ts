import { useCallback, useState } from 'react';

/**
 * Radix-style value / defaultValue / onValueChange: controlled when `value` is given,
 * otherwise the component keeps its own state; the consumer hears every change either way.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}
