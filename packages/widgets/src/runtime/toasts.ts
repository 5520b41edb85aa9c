// Toasts of docs/behaviour.md §9: the card helper shows one at a time for 3000 ms, the app-level
// one keeps at most 3 for 2000 ms each, both bottom-right; the library default ('library')
// stays 5000 ms, top-right, stacked at most 12 px apart, with no limit on how many. The queue is page-wide (in the
// shared store) so "one at a time" holds across every card; each toast renders inside the
// widget that raised it, where its styles live.
import { TOASTS } from '@horeca/core/constants';
import { atom } from 'jotai/vanilla';
import type { WidgetStore } from './store';

export type ToastChannel = 'card' | 'app' | 'library';
export type ToastTone = 'success' | 'error';

export interface ToastInput {
  channel: ToastChannel;
  tone: ToastTone;
  text: string;
  /** Shown above the text, as the spec's error toast titled 'error'. */
  title?: string;
}

export interface Toast extends ToastInput {
  id: number;
  /** The provider that raised it, so only that widget renders it. */
  origin: string;
}

export const toastsAtom = atom<Toast[]>([]);

let nextToastId = 1;

export function showToast(store: WidgetStore, origin: string, input: ToastInput): Toast {
  const toast: Toast = { ...input, id: nextToastId++, origin };
  const settings = TOASTS[input.channel];
  const max = 'max' in settings ? settings.max : Number.POSITIVE_INFINITY;
  const { durationMs } = settings;
  store.set(toastsAtom, (current) => {
    const sameChannel = current.filter((item) => item.channel === input.channel);
    const overflow = new Set(sameChannel.slice(0, Math.max(0, sameChannel.length - (max - 1))).map((item) => item.id));
    return [...current.filter((item) => !overflow.has(item.id)), toast];
  });
  setTimeout(() => dismissToast(store, toast.id), durationMs);
  return toast;
}

export function dismissToast(store: WidgetStore, id: number): void {
  store.set(toastsAtom, (current) => current.filter((item) => item.id !== id));
}
