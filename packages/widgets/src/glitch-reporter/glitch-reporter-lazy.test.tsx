// The report form is its own chunk: the banner on every page does not fetch it, opening the
// dialog does, and a fetch that fails offers a retry. In its own file because the form module
// is mocked here to count (and fail) its imports.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../test/render';
import { GlitchReporter } from './glitch-reporter';

const formModule = vi.hoisted(() => ({ imports: 0, offline: false }));

// Each import of the form module is counted; while 'offline' it fails as a chunk fetch does.
vi.mock('./issue-report-form', async (importOriginal) => {
  formModule.imports += 1;
  if (formModule.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

it('fetches the form when the dialog opens; a failed fetch shows a retry that loads it', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  renderWidget(<GlitchReporter api={{ submitReport: vi.fn() }} />);
  const open = screen.getByRole('button', { name: 'Report a Glitch' });
  expect(formModule.imports).toBe(0);

  // The hover and focus on the way to the click try to prefetch it too, and fail the same way.
  formModule.offline = true;
  await user.click(open);
  const dialog = screen.getByRole('dialog', { name: 'Submit an Issue Report' });
  const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
  expect(alert).toHaveTextContent('The report form could not be loaded. Check your connection and try again.');
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  const failedImports = formModule.imports;
  expect(failedImports).toBeGreaterThan(0);

  formModule.offline = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  const email = await within(dialog).findByRole('textbox', { name: /Email/ }, { timeout: 10_000 });
  expect(email).toHaveFocus();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(formModule.imports).toBe(failedImports + 1);
  vi.restoreAllMocks();
}, 60_000);
