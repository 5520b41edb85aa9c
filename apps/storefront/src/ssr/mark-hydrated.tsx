// Marks <html data-hydrated> once the page answers clicks (tests and monitoring wait on it,
// and so does the early-input script, early-input.ts). Rendered in the page's own Suspense
// boundary (root-layout.tsx; ShellError for a failed shell), so it waits for the page, not
// only for the shell around it.
// Rendered on the server too (as nothing), so the server's and the browser's trees have the
// same shape: React derives useId's ids from it, and hydration needs them equal.
import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE, earlyInput } from './early-input';

export function MarkHydrated() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    performance.mark('horeca:hydrated');
    // A press or typed text the page's early-input script held for the first screen.
    earlyInput()?.replay();
  }, []);
  return null;
}
