import { messages } from '@horeca/core/messages';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../packages/widgets/test/axe';
import { commerceRoutes } from '../app/routes';
import { fakeServer } from '../test/fake-server';
import { renderRoutes } from '../test/render-route';

function signedInAs(type: string) {
  localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ name: 'Lina', email: 'lina@example.com', type }));
  localStorage.setItem(STORAGE_KEYS.userNewName, 'Lina H.');
  return { data: { id: 1, name: 'Lina', email: 'lina@example.com', type, mobile_number: '971501234567', country_code: '+971', is_guest: false } };
}

const address = (id: number, street: string, isDefault: 0 | 1) => ({
  id, address: street, city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', zip_code: '00000', is_default: isDefault,
});

describe('the account area', { timeout: 30_000 }, () => {
  it('greets by the display name and lists the spec entries with the Private tab indexes, highlighting the current one', async () => {
    const me = signedInAs('Private');
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/account/coupons': { body: { data: [] } } });
    const { container } = await renderRoutes(commerceRoutes, { path: '/registration/coupons-offers', token: 'tok' });
    expect(screen.getByText('Hello, Lina H.')).toBeInTheDocument();
    expect(screen.getAllByText('lina@example.com')[0]).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Account menu' });
    const hrefs = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      [messages.account.myProfile, '/registration/dashboard'],
      [messages.account.myOrders, '/my-order'],
      [messages.account.myQuotes, '/my-quotes'],
      [messages.account.browsingHistory, '/registration/browsing-history'],
      [messages.account.savedItems, '/registration/wishlist'],
      [messages.account.paymentsInvoices, '/payment-invoices'],
      [messages.account.addresses, '/registration/account-settings/0'],
      [messages.account.documents, '/registration/saved-documents'],
      [messages.account.security, '/registration/account-settings/1'],
      [messages.account.help, '/support-center'],
    ]);
    expect(await screen.findByText('There are no coupons for you right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.header.signOut })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives business accounts the shifted tabs and highlights Addresses on its tab', async () => {
    const me = signedInAs('Hotel');
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/customer-address': { body: { data: [] } } });
    await renderRoutes(commerceRoutes, { path: '/registration/account-settings/1', token: 'tok' });
    const nav = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(nav).getByRole('link', { name: messages.account.addresses })).toHaveAttribute('href', '/registration/account-settings/1');
    expect(within(nav).getByRole('link', { name: messages.account.addresses })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: messages.account.security })).toHaveAttribute('href', '/registration/account-settings/2');
    const tabs = screen.getByRole('navigation', { name: 'Account settings sections' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual([messages.account.myProfile, messages.account.addresses, messages.account.security]);
    expect(await screen.findByText('You have no saved address yet.')).toBeInTheDocument();
  });

  it('makes an address the default and deletes another', async () => {
    const me = signedInAs('Private');
    let book = [address(1, 'Marina Walk 5', 1), address(2, 'Deira Street 9', 0)];
    const server = fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/customer-address': () => ({ body: { data: book } }),
      'PUT /api/frontend/customer-address/2/default': () => {
        book = [address(1, 'Marina Walk 5', 0), address(2, 'Deira Street 9', 1)];
        return { body: { success: true, message: 'Default address updated.' } };
      },
      'DELETE /api/frontend/customer-address/1': () => {
        book = book.filter((entry) => entry.id !== 1);
        return { body: { success: true, message: 'Address deleted.' } };
      },
    });
    await renderRoutes(commerceRoutes, { path: '/registration/addresses', token: 'tok' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Make Deira Street 9/ }));
    expect(await screen.findByText('Default address updated.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Delete Marina Walk 5/ }));
    await waitFor(() => expect(screen.queryByText(/Marina Walk 5/)).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/frontend/customer-address/1')).toHaveLength(1);
  });

  it('changes the password with the spec rules and shows a wrong current password at the field', async () => {
    const me = signedInAs('Private');
    const server = fakeServer({
      'GET /api/frontend/me': { body: me },
      'PUT /api/frontend/account/password': { status: 422, body: { message: 'The given data was invalid.', errors: { current_password: ['The current password is incorrect.'] } } },
    });
    await renderRoutes(commerceRoutes, { path: '/registration/AccountSecurity', token: 'tok' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText(messages.login.passwordMin)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '-but-longer');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('The current password is incorrect.')).not.toHaveLength(0);
    expect(server.callsTo('PUT /api/frontend/account/password')[0]?.body).toEqual({ current_password: 'old-password', new_password: 'short-but-longer' });
  });

  it('edits the profile and the display name follows', async () => {
    const me = signedInAs('Private');
    const server = fakeServer({
      'GET /api/frontend/me': { body: me },
      'PUT /api/frontend/account/profile': { body: { success: true, message: 'Your profile has been updated.', data: { ...me.data, name: 'Lina Haddad' } } },
      'GET /api/frontend/account/business-request': { body: { data: { type: 'Private', request: null } } },
    });
    await renderRoutes(commerceRoutes, { path: '/registration/dashboard', token: 'tok' });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full name');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('50 123 4567');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText(messages.registration.nameRequired)).toBeInTheDocument();
    await user.type(name, 'Lina Haddad');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Hello, Lina Haddad')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/frontend/account/profile')[0]?.body).toEqual({ name: 'Lina Haddad', country_code: '+971', mobile_number: '971501234567' });
  });
});

describe('applying for a business account', { timeout: 30_000 }, () => {
  it('checks the fields at the field, sends the request and shows it pending', async () => {
    const me = signedInAs('Private');
    const pending = { status: 'pending', type: 'Hotel', company_name: 'Blue Fig LLC', trade_licence: null, trn: '100123456700003', created_at: '2026-11-24T08:00:00Z', decided_at: null };
    let state: { type: string; request: typeof pending | null } = { type: 'Private', request: null };
    const server = fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/account/business-request': () => ({ body: { data: state } }),
      'POST /api/frontend/account/business-request': () => {
        state = { type: 'Private', request: pending };
        return { status: 201, body: { success: true, message: 'Thank you. Your request for a business account is pending review.', data: pending } };
      },
    });
    const { container } = await renderRoutes(commerceRoutes, { path: '/registration/dashboard', token: 'tok' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Apply for a business account' });
    await user.click(within(form).getByRole('button', { name: 'Apply for a business account' }));
    expect(within(form).getByLabelText('Type of business')).toHaveAccessibleDescription('Please choose your type of business.');
    expect(within(form).getByLabelText('Company name')).toHaveAccessibleDescription('Company name is required.');
    expect(within(form).getByLabelText('Trade licence number')).toHaveAccessibleDescription('Please enter your trade licence number or your TRN.');
    expect(server.callsTo('POST /api/frontend/account/business-request')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Type of business'), 'Hotel');
    await user.type(within(form).getByLabelText('Company name'), 'Blue Fig LLC');
    await user.type(within(form).getByLabelText(/^TRN/), '12345');
    await user.click(within(form).getByRole('button', { name: 'Apply for a business account' }));
    expect(within(form).getByLabelText(/^TRN/)).toHaveAccessibleDescription(/A TRN has 15 digits\./);
    await user.clear(within(form).getByLabelText(/^TRN/));
    await user.type(within(form).getByLabelText(/^TRN/), '100123456700003');
    await user.click(within(form).getByRole('button', { name: 'Apply for a business account' }));
    expect(await screen.findByText('Your request for a Hotel business account (Blue Fig LLC) is pending review.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply for a business account' })).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/frontend/account/business-request')[0]?.body).toEqual({ type: 'Hotel', company_name: 'Blue Fig LLC', trade_licence: '', trn: '100123456700003' });
  });

  it('shows an approved business account without the form', async () => {
    const me = signedInAs('Hotel');
    fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/account/business-request': { body: { data: { type: 'Hotel', request: null } } },
    });
    await renderRoutes(commerceRoutes, { path: '/registration/dashboard', token: 'tok' });
    expect(await screen.findByText('Your business account (Hotel) is approved.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply for a business account' })).not.toBeInTheDocument();
  });
});

describe('/wishlist for a guest', { timeout: 30_000 }, () => {
  it('lists the wishlist kept on this device without calling the API', async () => {
    localStorage.setItem(
      STORAGE_KEYS.wishListItems,
      JSON.stringify([{ customer_id: 1, product_id: 11, product: { id: 11, name: 'Chef Knife', images: [], front_sale_price: 80 } }]),
    );
    const server = fakeServer();
    await renderRoutes(commerceRoutes, { path: '/wishlist' });
    expect(screen.getByRole('heading', { name: 'Saved Items (Wishlist)' })).toBeInTheDocument();
    expect(screen.getByText('Chef Knife')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
