// Runs work once the page is idle (requestIdleCallback, or a short timer where there is
// none), so it never competes with the first paint; the returned function cancels it.
export function whenIdle(work: () => void, fallbackDelayMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: fallbackDelayMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, fallbackDelayMs);
  return () => window.clearTimeout(handle);
}

/** Resolves in a later task, so the browser can handle input and paint in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
