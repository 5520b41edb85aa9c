import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { defaultDisplayToInline } from './happy-dom-display';

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

// Testing Library drains React's work with a setTimeout(0) and advances it only when it sees
// Jest's fake timers. Vitest's fake timers are the same sinon clock; this bridge lets
// user-event and Testing Library run under vi.useFakeTimers() without hanging.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// Widgets and storefront run in happy-dom (about 5x faster than jsdom for these tests).
if (typeof navigator !== 'undefined' && navigator.userAgent.includes('HappyDOM')) {
  defaultDisplayToInline();
  // happy-dom has no window.print (jsdom and browsers do); tests spy on it.
  if (typeof window.print !== 'function') window.print = () => undefined;
  // A browser saves a link with a `download` attribute as a file and stays on the page;
  // happy-dom navigates the window to its href instead (a blob: URL leaves later tests
  // with an opaque origin). Listening on window runs after the page's own handlers.
  window.addEventListener('click', (event) => {
    const target = event.target;
    if (target instanceof HTMLAnchorElement && target.hasAttribute('download')) event.preventDefault();
  });
}
