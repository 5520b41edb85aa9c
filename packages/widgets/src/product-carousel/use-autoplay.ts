// Slider autoplay (spec section 9: every 3000 ms, 500 ms transitions) that pauses while the
// pointer is over it or focus is inside, and never runs for prefers-reduced-motion.
import { CAROUSEL } from '@horeca/core';
import { useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../runtime/use-prefers-reduced-motion';

export function useAutoplay(enabled: boolean, advance: () => void) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = enabled && !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(advance, CAROUSEL.autoplayMs);
    return () => clearInterval(timer);
  }, [running, advance]);

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
