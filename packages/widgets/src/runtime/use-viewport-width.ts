import { useSyncExternalStore } from 'react';
import { getServerViewportWidth } from './hydration';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window's width, updated on resize (SKU truncation, narrow toasts, the carousel). On the
 * server and while hydrating, the width the server rendered for.
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, getServerViewportWidth);
}
