import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { defaultDisplayToInline } from './happy-dom-display';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Testing Library drains React's work with a setTimeout(0) and advances it only when it sees
// Jest's fake timers. Vitest's fake timers are the same sinon clock; this bridge lets
// user-event and Testing Library run under vi.useFakeTimers() without hanging.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// The widgets project runs in happy-dom (about 5x faster than jsdom for these tests).
if (navigator.userAgent.includes('HappyDOM')) defaultDisplayToInline();
