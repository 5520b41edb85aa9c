import { messages } from '@horeca/core/messages';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { fakeApi } from '../../../../../packages/widgets/test/fake-api';
import { commerceRoutes } from '../../app/routes';
import { text } from '../../lib/words.en';
import type * as GoogleModule from './google-sign-in';

// The providers' client ids are build-time settings (VITE_GOOGLE_CLIENT_ID, VITE_APPLE_CLIENT_ID);
// here one test configures Google.
const configured = vi.hoisted(() => ({ google: '' }));
vi.mock('./google-sign-in', async (importOriginal) => ({ ...(await importOriginal<typeof GoogleModule>()), googleClientId: () => configured.google }));
import { fakeServer } from '../../test/fake-server';
import { currentPath, renderRoutes } from '../../test/render-route';

const guestLine = { product_id: 7, quantity: 3, name: 'Chef Knife' };

function signInForm() {
  return screen.getByRole('form', { name: 'Sign in to your account' });
}

async function typeCredentials(email: string, password: string) {
  const user = userEvent.setup();
  const form = signInForm();
  await user.type(within(form).getByLabelText('Email address'), email);
  await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/login', { timeout: 30_000 }, () => {
  it('shows the spec messages at the fields and keeps what was typed', async () => {
    const server = fakeServer();
    await renderRoutes(commerceRoutes, { path: '/login' });
    const user = userEvent.setup();
    await user.click(within(signInForm()).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(messages.login.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.login.passwordRequired)).toBeInTheDocument();

    await typeCredentials('not-an-email', 'short');
    expect(screen.getByText(messages.login.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.login.passwordMin)).toBeInTheDocument();
    expect(within(signInForm()).getByLabelText('Email address')).toHaveValue('not-an-email');
    expect(within(signInForm()).getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it('signs in, merges the guest cart, toasts the server message and goes to the stored path', async () => {
    localStorage.setItem(STORAGE_KEYS.redirectTo, '/my-order');
    localStorage.setItem(STORAGE_KEYS.CartItems, JSON.stringify([guestLine]));
    const server = fakeServer({
      'POST /api/frontend/login': { body: { token: 'tok-1', customer: { name: 'Lina', email: 'lina@example.com', type: 'Private' }, message: 'Login successful.' } },
    });
    const { widgetApi } = await renderRoutes(commerceRoutes, { path: '/login' });
    await typeCredentials('lina@example.com', 'password123');

    await waitFor(() => expect(currentPath()).toBe('/my-order'));
    expect(server.callsTo('POST /api/frontend/login')[0]?.body).toEqual({ email: 'lina@example.com', password: 'password123' });
    expect(widgetApi.addMultipleToCart).toHaveBeenCalledWith([{ product_id: 7, quantity: 3 }], expect.any(String));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-1');
    expect(localStorage.getItem(STORAGE_KEYS.userNewName)).toBe('Lina');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CartItems) ?? 'null')).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBeNull();
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
  });

  it('keeps the guest cart on this device when the merge fails, and still goes on', async () => {
    localStorage.setItem(STORAGE_KEYS.CartItems, JSON.stringify([guestLine]));
    fakeServer({
      'POST /api/frontend/login': { body: { token: 'tok-2', customer: { name: 'Omar' }, message: 'Login successful.' } },
    });
    const widgetApi = fakeApi({ addMultipleToCart: () => Promise.reject(new Error('offline')) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderRoutes(commerceRoutes, { path: '/login', widgetApi });
    await typeCredentials('omar@example.com', 'password123');

    await waitFor(() => expect(currentPath()).toMatch(/^\/checkout\/cart_\d+_[a-z0-9]{6}$/));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CartItems) ?? '[]')).toEqual([guestLine]);
    expect(await screen.findByText(/They are still saved on this device/)).toBeInTheDocument();
  });

  it('shows a failed login as a toast and under the password field', async () => {
    fakeServer({ 'POST /api/frontend/login': { status: 401, body: { message: 'Login failed. The email or password is incorrect.' } } });
    await renderRoutes(commerceRoutes, { path: '/login' });
    await typeCredentials('lina@example.com', 'wrongpassword');

    const password = within(signInForm()).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Login failed. The email or password is incorrect.'));
    expect(screen.getAllByText('Login failed. The email or password is incorrect.')).toHaveLength(2);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(currentPath()).toBe('/login');
  });

  it('shows the fallback when the API cannot be reached', async () => {
    fakeServer({ 'POST /api/frontend/login': { status: 500, body: '<html>' } });
    await renderRoutes(commerceRoutes, { path: '/login' });
    await typeCredentials('lina@example.com', 'password123');
    expect(await screen.findByText(messages.common.somethingWentWrong)).toBeInTheDocument();
    expect(within(signInForm()).getByLabelText('Password')).toHaveValue('password123');
  });

  it('toggles the password between hidden and shown', async () => {
    fakeServer();
    await renderRoutes(commerceRoutes, { path: '/login' });
    const user = userEvent.setup();
    const password = within(signInForm()).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to sign-up, forgot password and the policies, and shows no sign-in provider the store is not configured for', async () => {
    fakeServer();
    await renderRoutes(commerceRoutes, { path: '/login' });
    expect(screen.getByRole('link', { name: messages.login.signUpLink })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/pages/terms-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/pages/privacy-policy');
    expect(screen.getByRole('link', { name: 'Track an order without an account' })).toHaveAttribute('href', '/TrackYourOrder');
    expect(screen.queryByRole('button', { name: /Google|Apple/ })).not.toBeInTheDocument();
    expect(screen.queryByText(text.login.orWith)).not.toBeInTheDocument();
  });

  it('offers Google once its client id is configured, and Apple only when Apple is', async () => {
    configured.google = 'client-1.apps.googleusercontent.com';
    try {
      fakeServer();
      await renderRoutes(commerceRoutes, { path: '/login' });
      expect(screen.getByText(text.login.orWith)).toBeInTheDocument();
      // The identity script cannot load in this test: the configured button explains why it waits.
      expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in with Apple' })).not.toBeInTheDocument();
    } finally {
      configured.google = '';
    }
  });

  it('sends a shopper who already has a token to a fresh guest checkout', async () => {
    fakeServer();
    await renderRoutes(commerceRoutes, { path: '/login', token: 'tok-3' });
    await waitFor(() => expect(currentPath()).toMatch(/^\/checkout\/cart_guest_\d+_[a-z0-9]{6}$/));
  });

  it('has no accessibility violations', async () => {
    fakeServer({ 'GET /api/countries': { body: { data: [] } } });
    const { container } = await renderRoutes(commerceRoutes, { path: '/login' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
