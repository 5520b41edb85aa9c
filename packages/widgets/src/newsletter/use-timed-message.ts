// A message that shows for a fixed time (the newsletter's 4 s), replaced by the next one.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
}

export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: TimedMessage) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}
