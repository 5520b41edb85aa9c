import { useStore } from 'jotai/react';
import { useCallback, useContext } from 'react';
import { ToastOriginContext } from './context';
import { showToast, type ToastInput } from './toasts';

/** Raises a toast from the current widget (rendered by its provider's Toaster). */
export function useToast(): (input: ToastInput) => void {
  const store = useStore();
  const origin = useContext(ToastOriginContext);
  return useCallback((input: ToastInput) => void showToast(store, origin, input), [store, origin]);
}
