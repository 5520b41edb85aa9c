// The open panel is its own chunk: a header's search box loads only the box; pointing at it
// fetches the panel's code, a failed fetch offers a retry, and a panel opened again shows at
// once. In its own file because the panel module is mocked here to count (and fail) its imports.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { Search } from './search';
import { defaultResults } from './search.fixtures';

const panelModule = vi.hoisted(() => ({ imports: 0, offline: false }));

// Each import of the panel module is counted; while 'offline' it fails as a chunk fetch does.
vi.mock('./search-panel', async (importOriginal) => {
  panelModule.imports += 1;
  if (panelModule.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

it("fetches the panel's code on the way to the first use, retries a failed fetch, and shows it at once when reopened", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  renderWidget(<Search />, { api: fakeApi({ nlpSearch: () => Promise.resolve(defaultResults) }) });
  const box = screen.getByRole('combobox', { name: 'Search products, categories and brands' });
  expect(panelModule.imports).toBe(0);

  panelModule.offline = true;
  await user.hover(box);
  expect(panelModule.imports).toBe(1);
  await user.click(box);
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(alert).toHaveTextContent('The suggestions could not be loaded. Check your connection and try again.');
  expect(box).toHaveValue('');

  panelModule.offline = false;
  await user.type(box, 'fr');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Trending Products' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(box).toHaveValue('fr');

  await user.click(box);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Trending Products' })).not.toBeInTheDocument();
  const imports = panelModule.imports;
  act(() => box.blur());
  await user.click(box);
  // Already loaded: the panel is there in the same render, no 'Searching…' placeholder frame.
  expect(screen.getByRole('region', { name: 'Trending Products' })).toBeInTheDocument();
  expect(panelModule.imports).toBe(imports);
  vi.restoreAllMocks();
}, 60_000);
