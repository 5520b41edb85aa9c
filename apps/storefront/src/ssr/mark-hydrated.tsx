// Marks <html data-hydrated> once the page answers clicks (tests and monitoring wait on it).
// Rendered on the server too (as nothing), so the server's and the browser's trees have the
// same shape: React derives useId's ids from it, and hydration needs them equal.
import { useEffect } from 'react';

export function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('horeca:hydrated');
  }, []);
  return null;
}
