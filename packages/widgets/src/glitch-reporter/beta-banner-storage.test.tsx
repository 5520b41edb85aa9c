// In its own file: core's safe storage remembers an unusable storage for the whole module
// graph, which would hide the banner in every later test of the main file.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../test/render';
import { GlitchReporter } from './glitch-reporter';

it('the beta banner still closes when session storage refuses to write', async () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const user = userEvent.setup();
  renderWidget(<GlitchReporter api={{ submitReport: vi.fn() }} />);
  await user.click(screen.getByRole('button', { name: 'Close the beta banner' }));
  expect(screen.queryByRole('region', { name: 'Beta' })).not.toBeInTheDocument();
  vi.restoreAllMocks();
}, 30_000);
