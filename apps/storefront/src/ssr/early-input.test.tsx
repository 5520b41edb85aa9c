import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_BUSY_ATTRIBUTE, HYDRATED_ATTRIBUTE, installEarlyInput } from './early-input';
import { MarkHydrated } from './mark-hydrated';

function Page({ onAdd, onSearch }: { onAdd: () => void; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <main>
      <button type="button" onClick={onAdd}>
        Add To Cart
      </button>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
        {/* happy-dom hides React's properties on a form element (its indexed access), so the
            form's own submit is left to the browser test (e2e/storefront/early-input.spec.ts). */}
        <button type="button" onClick={() => onSearch(text)}>
          Search
        </button>
      </form>
      <MarkHydrated />
    </main>
  );
}

const early = installEarlyInput(window);

/** The server's HTML of the page in #root, before any React runs in the browser. */
function serverPage(props: Parameters<typeof Page>[0]) {
  document.body.innerHTML = `<div id="root">${renderToString(<Page {...props} />)}</div>`;
  return document.getElementById('root') as HTMLElement;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('the early-input script', () => {
  it('holds a press before hydration, shows it busy, and does it once when React has the page, also when pressed twice', async () => {
    const onAdd = vi.fn();
    const root = serverPage({ onAdd, onSearch: () => {} });
    const button = root.querySelector('button') as HTMLButtonElement;
    button.click();
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute(EARLY_BUSY_ATTRIBUTE)).toBe(true);
    expect(early.pending()).toEqual([button]);

    await act(async () => {
      hydrateRoot(root, <Page onAdd={onAdd} onSearch={() => {}} />);
      await nextTask();
    });
    await act(nextTask);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(early.pending()).toEqual([]);

    // Once hydrated, presses go to React directly.
    button.click();
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it('keeps text typed before hydration, gives it to React, and searches for it once after', async () => {
    const onSearch = vi.fn();
    const root = serverPage({ onAdd: () => {}, onSearch });
    const input = root.querySelector('input') as HTMLInputElement;
    const submit = root.querySelectorAll('button')[1] as HTMLButtonElement;
    fireEvent.input(input, { target: { value: 'chef knife' } });
    submit.click();
    submit.click();

    await act(async () => {
      hydrateRoot(root, <Page onAdd={() => {}} onSearch={onSearch} />);
      await nextTask();
    });
    for (let task = 0; task < 5; task += 1) await act(nextTask);
    expect(input.value).toBe('chef knife');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('chef knife');
  });
});
