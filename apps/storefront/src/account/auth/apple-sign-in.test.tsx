import { messages } from '@horeca/core/messages';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { fakeServer } from '../../test/fake-server';
import { renderRoutes } from '../../test/render-route';
import { APPLE_SCRIPT, AppleSignIn } from './apple-sign-in';

const CLIENT_ID = 'com.horeca.web';

/** Apple's script as the stubbed loader installs it: init and a sign-in answering `answer`. */
function stubAppleScript(answer: () => Promise<unknown>) {
  const auth = { init: vi.fn(), signIn: vi.fn(answer) };
  const loadScript = vi.fn(async () => {
    (window as unknown as { AppleID?: unknown }).AppleID = { auth };
  });
  return { auth, loadScript };
}

/** Renders the button alone and lets the (stubbed) script load settle inside act. */
async function renderButton(props: Parameters<typeof AppleSignIn>[0]) {
  const result = await renderRoutes([{ path: '/login', element: <AppleSignIn {...props} /> }], { path: '/login' });
  await act(async () => {});
  return result;
}

function appleButton() {
  return screen.getByRole('button', { name: 'Sign in with Apple' });
}

describe('Sign in with Apple', () => {
  afterEach(() => {
    delete (window as unknown as { AppleID?: unknown }).AppleID;
  });

  it('without a client id loads no script and explains it is unavailable', async () => {
    const { loadScript } = stubAppleScript(() => Promise.resolve({}));
    const { container } = await renderButton({ clientId: '', loadScript });
    expect(appleButton()).toBeDisabled();
    expect(appleButton()).toHaveAccessibleDescription('Sign in with Apple is not available on this site right now. Please use your email and password.');
    expect(loadScript).not.toHaveBeenCalled();
    expect(document.querySelector(`script[src="${APPLE_SCRIPT}"]`)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('loads the script when configured, and sends the id_token to the API to sign in', async () => {
    const { auth, loadScript } = stubAppleScript(() => Promise.resolve({ authorization: { id_token: 'apple-id-token', code: 'c' } }));
    const server = fakeServer({
      'POST /api/frontend/auth/apple': { body: { token: 'tok-apple', user: { name: 'Apple User', email: 'x@privaterelay.appleid.com' }, customer: { id: 7, name: 'Apple User', email: 'x@privaterelay.appleid.com', type: 'Private' }, message: 'Login successful.' } },
    });
    await renderButton({ clientId: CLIENT_ID, loadScript });
    await waitFor(() => expect(appleButton()).toBeEnabled());
    expect(auth.init).toHaveBeenCalledWith(expect.objectContaining({ clientId: CLIENT_ID, usePopup: true, scope: 'name email' }));

    await userEvent.setup().click(appleButton());
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-apple'));
    expect(server.callsTo('POST /api/frontend/auth/apple')[0]?.body).toEqual({ id_token: 'apple-id-token' });
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
  });

  it('toasts the failure when the API refuses the token, and stays signed out', async () => {
    const { loadScript } = stubAppleScript(() => Promise.resolve({ authorization: { id_token: 'expired' } }));
    fakeServer({ 'POST /api/frontend/auth/apple': { status: 401, body: { message: 'Apple login failed. Please try again.' } } });
    await renderButton({ clientId: CLIENT_ID, loadScript });
    await waitFor(() => expect(appleButton()).toBeEnabled());
    await userEvent.setup().click(appleButton());
    expect(await screen.findByText(messages.login.appleFailed)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("says nothing when the shopper closes Apple's window", async () => {
    const { loadScript } = stubAppleScript(() => Promise.reject({ error: 'popup_closed_by_user' }));
    const server = fakeServer();
    await renderButton({ clientId: CLIENT_ID, loadScript });
    await waitFor(() => expect(appleButton()).toBeEnabled());
    await userEvent.setup().click(appleButton());
    await act(async () => {});
    expect(server.calls).toHaveLength(0);
    expect(screen.queryByText(messages.login.appleFailed)).toBeNull();
  });

  it('explains it is unavailable when the script cannot load', async () => {
    await renderButton({ clientId: CLIENT_ID, loadScript: () => Promise.reject(new Error('blocked')) });
    await waitFor(() => expect(appleButton()).toHaveAccessibleDescription(/not available on this site/));
    expect(appleButton()).toBeDisabled();
  });
});
