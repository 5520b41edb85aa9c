import { useEffect, useState } from 'react';

const currentWidth = () => (typeof window === 'undefined' ? 1024 : window.innerWidth);

/** The window's width, updated on resize (SKU truncation, narrow toasts, the carousel). */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(currentWidth);
  useEffect(() => {
    const onResize = () => setWidth(currentWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
