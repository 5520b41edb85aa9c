import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater } from './hydrate-later';

function Page({ label, onPress }: { label: string; onPress: () => void }) {
  const [presses, setPresses] = useState(0);
  return (
    <main>
      <h1>First screen</h1>
      <HydrateLater>
        <button
          type="button"
          onClick={() => {
            setPresses(presses + 1);
            onPress();
          }}
        >
          {label} {presses}
        </button>
      </HydrateLater>
    </main>
  );
}

// Each test's page its own ids, as each page load has: regions are known by their id.
let pageCount = 0;

/** The server's HTML of `page`, drawn where there is no document, as on the server. */
function serverHtml(page: React.ReactElement, identifierPrefix = ''): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(page, { identifierPrefix });
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: Root | undefined;
/** Idle periods come when a test says so. */
const idle: (() => void)[] = [];
const nextIdlePeriod = () => act(async () => idle.shift()?.());

afterEach(async () => {
  // Ends the idle loop, as the page's own idle periods would.
  while (idle.length > 0) await nextIdlePeriod();
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function hydrate(page: React.ReactElement): Promise<{ container: HTMLElement; serverButton: HTMLElement }> {
  const identifierPrefix = `page${(pageCount += 1)}-`;
  const container = document.createElement('div');
  container.innerHTML = serverHtml(page, identifierPrefix);
  document.body.append(container);
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  const serverButton = screen.getByRole('button');
  await act(async () => {
    root = hydrateRoot(container, page, { identifierPrefix });
  });
  return { container, serverButton };
}

describe('HydrateLater', () => {
  it('is drawn by the server like any other part of the page', () => {
    const html = serverHtml(<Page label="Later" onPress={() => {}} />);
    // Inside the wrapper, a Suspense boundary (<!--$-->) holding the content.
    expect(html).toMatch(/<div class="hydrate-later" data-hydrate-later="[^"]+"><!--\$--><button type="button">Later<!-- --> <!-- -->0<\/button><!--\/\$--><\/div>/);
  });

  it("keeps the server's HTML while it waits, and a press inside it is answered at once", async () => {
    const onPress = vi.fn();
    const { serverButton } = await hydrate(<Page label="Later" onPress={onPress} />);
    await userEvent.click(serverButton);
    expect(onPress).toHaveBeenCalledTimes(1);
    // Adopted, not drawn anew: the very element the server sent.
    expect(screen.getByRole('button', { name: 'Later 1' })).toBe(serverButton);
  });

  it('ignores its parent while it waits, then takes the latest render once it opens', async () => {
    const onPress = vi.fn();
    const page = (label: string) => <Page label={label} onPress={onPress} />;
    const { container, serverButton } = await hydrate(page('Later'));
    // A render reaching a waiting region would make React throw its HTML away.
    await act(async () => root?.render(page('Renamed')));
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton.textContent).toBe('Later 0');
    // The region opens on its own once the page is idle, and shows the latest render.
    await nextIdlePeriod();
    expect(serverButton.textContent).toBe('Renamed 0');
    expect(screen.getByRole('button')).toBe(serverButton);
  });

  it('never waits when drawn in the browser alone (a later navigation)', () => {
    const onPress = vi.fn();
    render(<Page label="Drawn here" onPress={onPress} />);
    expect(screen.getByRole('button', { name: 'Drawn here 0' })).toBeInTheDocument();
  });
});
