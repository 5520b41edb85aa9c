// Closes the panel on a press outside the widget (docs/behaviour.md §4). The widget may live in a shadow
// root, where the document sees the host as the event target, so the test is whether the
// widget's root is on the event's composed path, never `event.target`.
import { useEffect, type RefObject } from 'react';

export function useOutsideClose(root: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPress = (event: Event) => {
      const element = root.current;
      if (element && !event.composedPath().includes(element)) close();
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, [root, open, close]);
}
