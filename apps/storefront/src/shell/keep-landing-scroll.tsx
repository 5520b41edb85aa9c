// Rendered after ScrollRestoration: its layout effect runs after the router's, in the same
// commit, and puts a shopper who scrolled the server's page while it loaded back where they were
// (scroll-memory.ts, followLandingScroll).
import { useLayoutEffect } from 'react';
import { takeLandingScroll } from './scroll-memory';

export function KeepLandingScroll() {
  useLayoutEffect(() => {
    const y = takeLandingScroll();
    if (y > 0 && window.location.hash === '') window.scrollTo(0, y);
  }, []);
  return null;
}
