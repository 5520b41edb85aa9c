// Slider autoplay (docs/behaviour.md §9: autoplay 3000 ms, 500 ms transitions) that pauses while the
// pointer is over it or focus is inside, and never runs for prefers-reduced-motion. The timer
// runs every configured autoplay speed plus 50 ms, as docs/behaviour.md §9's default carousel does: the
// extra 50 ms lets the previous 500 ms move finish before the next one starts.
import { CAROUSEL } from '@horeca/core/constants';
import { useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../runtime/use-prefers-reduced-motion';

export function useAutoplay(enabled: boolean, advance: () => void, autoplayMs: number = CAROUSEL.autoplayMs) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = enabled && !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(advance, autoplayMs + CAROUSEL.autoplayExtraMs);
    return () => clearInterval(timer);
  }, [running, advance, autoplayMs]);

  return {
    running,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
