// HTML from the API (descriptions, FAQ answers, pages) is sanitised with DOMPurify, which
// needs a DOM: the window's in the browser, a jsdom window on the server (the one DOMPurify
// supports there), set by entry-server.tsx. Both produce the same clean HTML, so the server's
// HTML is what hydration finds.
import type { WindowLike } from 'dompurify';

let serverWindow: WindowLike | undefined;

export function setServerDom(win: WindowLike): void {
  serverWindow = win;
}

/** The DOM to sanitise with: undefined in the browser (its own window is used). */
export function sanitizingWindow(): WindowLike | undefined {
  return typeof window === 'undefined' ? serverWindow : undefined;
}
