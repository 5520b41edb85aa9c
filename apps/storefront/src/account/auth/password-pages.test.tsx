import { messages } from '@horeca/core/messages';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { commerceRoutes } from '../../app/routes';
import { fakeServer } from '../../test/fake-server';
import { currentPath, renderRoutes } from '../../test/render-route';

describe('/forgot-password', { timeout: 30_000 }, () => {
  it('checks the email, then shows the server message', async () => {
    const server = fakeServer({
      'POST /api/frontend/forgot-password': { body: { success: true, message: 'If an account exists for this email, we have sent a link to reset the password.' } },
    });
    const { container } = await renderRoutes(commerceRoutes, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(messages.login.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'lina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/we have sent a link to reset the password/)).toBeInTheDocument();
    expect(server.callsTo('POST /api/frontend/forgot-password')[0]?.body).toEqual({ email: 'lina@example.com' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a throttled answer without losing the email', async () => {
    fakeServer({ 'POST /api/frontend/forgot-password': { status: 429, body: { message: 'Too many requests. Please try again later.' } } });
    await renderRoutes(commerceRoutes, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'lina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('lina@example.com');
  });

  it("shows a 422's email error at the field, keeps the email and clears the error on editing", async () => {
    fakeServer({
      'POST /api/frontend/forgot-password': { status: 422, body: { message: 'The given data was invalid.', errors: { email: ['The selected email is invalid.'] } } },
    });
    await renderRoutes(commerceRoutes, { path: '/forgot-password' });
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'lina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const error = await screen.findByText('The selected email is invalid.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toBe(error.id);
    expect(email).toHaveValue('lina@example.com');
    await user.type(email, 'x');
    expect(screen.queryByText('The selected email is invalid.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});

describe('/reset-password', { timeout: 30_000 }, () => {
  it('explains a link without a token', async () => {
    fakeServer();
    await renderRoutes(commerceRoutes, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is incomplete.');
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeDisabled();
  });

  it('sets the new password, signs in with the new token and goes on', async () => {
    const server = fakeServer({
      'POST /api/frontend/reset-password': { body: { success: true, message: 'Your password has been reset. You can now log in.', token: 'tok-reset' } },
      'GET /api/frontend/me': { body: { data: { id: 1, name: 'Lina', email: 'lina@example.com', type: 'Private' } } },
    });
    await renderRoutes(commerceRoutes, { path: '/reset-password?token=abc123&email=lina%40example.com' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText(messages.login.passwordMin)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'er-and-longer');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() => expect(currentPath()).toMatch(/^\/checkout\/cart_\d+_/));
    expect(server.callsTo('POST /api/frontend/reset-password')[0]?.body).toEqual({ token: 'abc123', password: 'shorter-and-longer' });
    expect(server.callsTo('GET /api/frontend/me')[0]?.headers.get('Authorization')).toBe('Bearer tok-reset');
    expect(localStorage.getItem(STORAGE_KEYS.userNewName)).toBe('Lina');
    expect(await screen.findByText('Your password has been reset. You can now log in.')).toBeInTheDocument();
  });

  it('shows why a used or expired link is refused', async () => {
    fakeServer({
      'POST /api/frontend/reset-password': { status: 422, body: { message: 'The given data was invalid.', errors: { token: ['This password reset link is invalid or has expired.'] } } },
    });
    await renderRoutes(commerceRoutes, { path: '/reset-password?token=used' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('/sign-up', { timeout: 30_000 }, () => {
  it('creates the account with the password and signs in', async () => {
    const server = fakeServer({
      'POST /api/frontend/register': {
        status: 201,
        body: { success: true, token: 'tok-up', user: { email: 'ali@example.com' }, customer: { name: 'Ali', type: 'Private' }, message: 'Registration successful.' },
      },
    });
    const { container } = await renderRoutes(commerceRoutes, { path: '/sign-up' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(messages.registration.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.login.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Ali');
    await user.type(screen.getByLabelText('Email address'), 'ali@example.com');
    await user.click(screen.getByRole('button', { name: /^Country: UAE \+971/ }));
    await user.click(screen.getByRole('option', { name: /Saudi/ }));
    await user.type(screen.getByLabelText('Mobile number'), '512345678');
    await user.type(screen.getByLabelText('Password (at least 8 characters)'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration successful.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/frontend/register')[0]?.body).toEqual({
      name: 'Ali', email: 'ali@example.com', is_guest: false, country_code: '+966', mobile_number: '966512345678', password: 'password123',
    });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-up');
    expect(await axeViolations(container)).toEqual([]);
  });
});
