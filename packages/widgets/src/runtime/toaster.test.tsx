import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequest, normalizeApiError } from '@horeca/core/api';
import { renderWidget } from '../../test/render';
import { loadWidgetLocale } from './locale';
import type { ToastInput } from './toasts';
import { useToast } from './use-toast';

function Raise({ input }: { input: ToastInput }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(input)}>
      Raise
    </button>
  );
}

describe('Toaster', () => {
  it('shows an error toast with its error icon, a success toast without', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWidget(<Raise input={{ channel: 'card', tone: 'error', title: 'error', text: 'Some error occured.' }} />);
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    const region = screen.getByRole('status', { name: 'Notifications' });
    const toast = within(region).getByText('Some error occured.').closest('[data-tone]')!;
    expect(toast).toHaveAttribute('data-tone', 'error');
    expect(toast.querySelector('svg[data-icon="error"]')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    renderWidget(<Raise input={{ channel: 'card', tone: 'success', text: 'Done' }} />);
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    const done = within(screen.getByRole('status', { name: 'Notifications' })).getByText('Done').closest('[data-tone]')!;
    expect(done.querySelector('svg')).toBeNull();
  });

  it('puts library-default toasts in their own top-right region', async () => {
    const user = userEvent.setup();
    renderWidget(<Raise input={{ channel: 'library', tone: 'success', text: 'Saved' }} />);
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(within(screen.getByRole('status', { name: 'Notices' })).getByText('Saved')).toBeInTheDocument();
    expect(within(screen.getByRole('status', { name: 'Notifications' })).queryByText('Saved')).toBeNull();
  });

  it("shows a failure in the page's language: the client's own words for a call asked in Arabic, a server's Arabic as it came", async () => {
    await loadWidgetLocale('ar');
    const offline = createRequest({ baseURL: 'https://catalogue.example', getToken: () => null, getLocale: () => 'ar', fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const failure = normalizeApiError(await offline({ method: 'GET', path: '/frontend/cart' }).catch((error: unknown) => error));
    const user = userEvent.setup();
    const { unmount } = renderWidget(<Raise input={{ channel: 'app', tone: 'error', text: failure.message }} />, { config: { lang: 'ar', storefront: 'ae' } });
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getByText('حدث خطأ ما!')).toBeInTheDocument();
    unmount();
    renderWidget(<Raise input={{ channel: 'app', tone: 'error', text: 'المنتج غير متوفر.' }} />, { config: { lang: 'ar', storefront: 'ae' } });
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getByText('المنتج غير متوفر.')).toBeInTheDocument();
  });
});
