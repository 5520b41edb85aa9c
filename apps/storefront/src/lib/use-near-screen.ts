// True once an element comes within `margin` of the screen (and for good after that), so a
// page can leave below-the-fold work (carousels that fetch and draw dozens of cards) until
// the shopper scrolls towards it. Without IntersectionObserver it is true at once; on the
// server it is false (the server draws the first screen; the browser the rest, when near).
import { useEffect, useRef, useState } from 'react';

export function useNearScreen<E extends Element>(margin = '600px') {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
