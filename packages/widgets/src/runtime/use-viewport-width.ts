import { useSyncExternalStore } from 'react';
import { getServerViewportWidth } from './hydration';

// The width is read once and kept until the next resize: reading window.innerWidth makes the
// browser finish any pending style and layout first, and React asks for the snapshot on every
// render of every card, so while a page hydrates each read cost a full layout of the page.
let knownWidth: number | undefined;
const listeners = new Set<() => void>();

function onResize(): void {
  knownWidth = undefined;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    // With nobody listening for resizes, a kept width could go stale: read it afresh next time.
    knownWidth = undefined;
  };
}

function currentWidth(): number {
  knownWidth ??= window.innerWidth;
  return knownWidth;
}

/**
 * The window's width, updated on resize (SKU truncation, narrow toasts, the carousel). On the
 * server and while hydrating, the width the server rendered for.
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, currentWidth, getServerViewportWidth);
}
