import { STORAGE_KEYS } from '@horeca/core/storage';
import { totalCartItemsAtom } from '@horeca/widgets';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { commerceRoutes } from '../../app/routes';
import { fakeServer } from '../../test/fake-server';
import { currentPath, renderRoutes } from '../../test/render-route';
import { ProtectedRoute } from './protected-route';
import { SIGN_OUT_RELOAD_DELAY_MS } from './use-session';
import { SignOutButton } from './sign-out-button';

const me = { data: { id: 1, name: 'Lina', email: 'lina@example.com', type: 'Business', mobile_number: null, country_code: null, is_guest: false } };

function routes(reload?: () => void): RouteObject[] {
  return [
    { path: 'login', element: <h1>Login page</h1> },
    {
      element: <ProtectedRoute />,
      children: [
        { path: 'my-order', element: <h1>My orders</h1> },
        { path: 'registration/dashboard', element: <SignOutButton reload={reload} /> },
      ],
    },
  ];
}

describe('the protected wrapper', { timeout: 30_000 }, () => {
  it('stores the path and goes to /login without a token', async () => {
    fakeServer();
    await renderRoutes(routes(), { path: '/my-order?page=2' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/my-order?page=2');
  });

  it('stores the dashboard as /', async () => {
    fakeServer();
    await renderRoutes(routes(), { path: '/registration/dashboard' });
    await screen.findByRole('heading', { name: 'Login page' });
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/');
  });

  it('shows the page for a token the server accepts and refreshes the profile', async () => {
    const server = fakeServer({ 'GET /api/frontend/me': { body: me } });
    await renderRoutes(routes(), { path: '/my-order', token: 'tok-ok' });
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userProfile) ?? '{}')).toMatchObject({ type: 'Business' }));
    expect(server.callsTo('GET /api/frontend/me')[0]?.headers.get('Authorization')).toBe('Bearer tok-ok');
  });

  it('signs out cleanly when the server has revoked the token, keeping the guest cart', async () => {
    localStorage.setItem(STORAGE_KEYS.CartItems, JSON.stringify([{ product_id: 3, quantity: 1 }]));
    fakeServer({ 'GET /api/frontend/me': { status: 401, body: { message: 'Unauthenticated.' } } });
    await renderRoutes(routes(), { path: '/my-order', token: 'tok-revoked' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/my-order');
    expect(localStorage.getItem(STORAGE_KEYS.CartItems)).not.toBeNull();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('tells the shopper on the real login page why they were signed out', async () => {
    fakeServer({ 'GET /api/frontend/me': { status: 401, body: { message: 'Unauthenticated.' } } });
    await renderRoutes([...commerceRoutes.filter((route) => route.path === 'login'), ...routes().slice(1)], { path: '/my-order', token: 'tok-revoked' });
    expect(await screen.findByText('Your session has ended. Please sign in again.', { selector: '.cf-banner' })).toHaveAttribute('role', 'status');
    expect(screen.getByRole('form', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('stays signed in when the check fails for another reason (offline)', async () => {
    const server = fakeServer({ 'GET /api/frontend/me': { status: 503, body: {} } });
    await renderRoutes(routes(), { path: '/my-order', token: 'tok-ok' });
    await waitFor(() => expect(server.callsTo('GET /api/frontend/me')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-ok');
    expect(currentPath()).toBe('/my-order');
  });
});

describe('Sign Out', { timeout: 30_000 }, () => {
  it('revokes the token, clears local storage, resets counters, confirms and reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(STORAGE_KEYS.TotalCartItems, '4');
    localStorage.setItem(STORAGE_KEYS.wishListItems, '[]');
    const server = fakeServer({
      'GET /api/frontend/me': { body: me },
      'POST /api/frontend/logout': { body: { success: true, message: 'You have been logged out.' } },
    });
    const reload = vi.fn();
    const { store } = await renderRoutes(routes(reload), { path: '/registration/dashboard', token: 'tok-out' });
    expect(store.get(totalCartItemsAtom)).toBe(4);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/frontend/logout')[0]?.headers.get('Authorization')).toBe('Bearer tok-out');
    expect(Object.keys(localStorage)).toEqual([]);
    expect(store.get(totalCartItemsAtom)).toBe(0);
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIGN_OUT_RELOAD_DELAY_MS);
    });
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
