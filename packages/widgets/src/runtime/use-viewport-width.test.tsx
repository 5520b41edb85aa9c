import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useViewportWidth } from './use-viewport-width';

function Width({ label }: { label: string }) {
  const width = useViewportWidth();
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders(renders + 1)}>
      {label} {width}
    </button>
  );
}

describe('useViewportWidth', () => {
  it('reads the window width once per resize, however many components render', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    let width = 412;
    let reads = 0;
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => ((reads += 1), width) });
    try {
      render(
        <>
          <Width label="first" />
          <Width label="second" />
        </>,
      );
      expect(screen.getByRole('button', { name: 'first 412' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'second 412' })).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'first 412' }).click());
      expect(reads).toBe(1);

      width = 1280;
      act(() => void window.dispatchEvent(new Event('resize')));
      expect(screen.getByRole('button', { name: 'first 1280' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'second 1280' })).toBeInTheDocument();
      expect(reads).toBe(2);
    } finally {
      if (original) Object.defineProperty(window, 'innerWidth', original);
    }
  });
});
