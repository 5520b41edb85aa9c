// A value that changes as the shopper uses a widget (a slider's offset) reaches the element
// through the CSSOM, after render and before paint, never as a `style` prop: React writes that
// prop as a style attribute in server HTML, which a strict Content-Security-Policy refuses
// (`style-src-attr`). The first render's value must be the element's look without it (an
// offset of 0), as the server's HTML shows it so until hydration.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A ref for the element that is moved `percent` of its width along the inline axis. */
export function useTranslateX<T extends HTMLElement>(percent: number): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    ref.current?.style.setProperty('transform', `translateX(${percent}%)`);
  }, [percent]);
  return ref;
}
