import { render } from '@testing-library/react';
import type * as React from 'react';

/** The slide as product-slider.tsx draws it, with the props for the React version mocked. */
async function renderSlides(reactVersion: string) {
  vi.resetModules();
  vi.doMock('react', async (importOriginal) => ({ ...(await importOriginal<typeof React>()), version: reactVersion }));
  const { inertProps } = await import('./inert-props');
  const Slides = ({ first }: { first: number }) => (
    <>
      {[0, 1].map((index) => (
        <div key={index} data-testid={`slide-${index}`} {...inertProps(index !== first)} />
      ))}
    </>
  );
  const view = render(<Slides first={0} />);
  return { ...view, again: (first: number) => view.rerender(<Slides first={first} />) };
}

afterEach(() => {
  vi.doUnmock('react');
  vi.resetModules();
});

describe('inertProps', () => {
  it.each(['19.3.1', '18.3.1'])('makes only the hidden slides inert, and follows a move (React %s)', async (reactVersion) => {
    const { getByTestId, again } = await renderSlides(reactVersion);
    expect(getByTestId('slide-0').hasAttribute('inert')).toBe(false);
    expect(getByTestId('slide-1').hasAttribute('inert')).toBe(true);
    again(1);
    expect(getByTestId('slide-0').hasAttribute('inert')).toBe(true);
    expect(getByTestId('slide-1').hasAttribute('inert')).toBe(false);
  });

  it('hands React 18 a ref, since it would drop the boolean attribute', async () => {
    vi.doMock('react', async (importOriginal) => ({ ...(await importOriginal<typeof React>()), version: '18.3.1' }));
    const { inertProps } = await import('./inert-props');
    expect(inertProps(true)).toEqual({ ref: expect.any(Function) });
  });
});
