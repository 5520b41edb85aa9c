import { gulfMobileMessage } from '@horeca/core/fields';
import { messages } from '@horeca/core/messages';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commerceRoutes } from '../../app/routes';
import { fakeServer } from '../../test/fake-server';
import { currentPath, renderRoutes } from '../../test/render-route';

const places = {
  'GET /api/countries': { body: { data: [{ id: 1, name: 'United Arab Emirates' }] } },
  'GET /api/states/1': { body: { data: [{ id: 10, name: 'Dubai' }] } },
  'GET /api/cities/10': { body: { data: [{ id: 100, name: 'Dubai City' }] } },
};

function registerForm() {
  return screen.getByRole('form', { name: 'New customer? Register with your mobile number' });
}

describe('the login page registration column', { timeout: 30_000 }, () => {
  it('shows the spec messages, including the country rule for the mobile number', async () => {
    const server = fakeServer(places);
    await renderRoutes(commerceRoutes, { path: '/login' });
    const user = userEvent.setup();
    const form = registerForm();
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(within(form).getByText(messages.registration.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(messages.registration.emailRequired)).toBeInTheDocument();
    expect(within(form).getByText(gulfMobileMessage('+971'))).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: /^Country: UAE \+971/ }));
    await user.click(within(form).getByRole('option', { name: /Kuwait/ }));
    await user.type(within(form).getByLabelText('Mobile number'), '1234');
    await user.type(within(form).getByLabelText('Email address'), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(within(form).getByText(gulfMobileMessage('+965'))).toBeInTheDocument();
    expect(within(form).getByText(messages.registration.emailInvalid)).toBeInTheDocument();
    expect(server.callsTo('POST /api/frontend/register')).toHaveLength(0);
  });

  it('says so at the email when it is already registered', async () => {
    fakeServer({
      ...places,
      'POST /api/frontend/register': { status: 422, body: { message: 'The given data was invalid.', errors: { email: [messages.guestCheckout.alreadyRegistered] } } },
    });
    await renderRoutes(commerceRoutes, { path: '/login' });
    const user = userEvent.setup();
    const form = registerForm();
    await user.type(within(form).getByLabelText('Full name'), 'Sara');
    await user.type(within(form).getByLabelText('Email address'), 'sara@example.com');
    await user.type(within(form).getByLabelText('Mobile number'), '501234567');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByText(messages.guestCheckout.alreadyRegistered)).toBeInTheDocument();
    expect(within(form).getByLabelText('Full name')).toHaveValue('Sara');
  });

  it('registers, then saves the delivery address with the pickers and goes on', async () => {
    localStorage.setItem(STORAGE_KEYS.redirectTo, '/my-order');
    const server = fakeServer({
      ...places,
      'POST /api/frontend/register': {
        status: 201,
        body: { success: true, token: 'tok-new', user: { email: 'sara@example.com' }, customer: { name: 'Sara', type: 'Private' }, message: 'Contact details saved. You can continue to checkout.' },
      },
      'POST /api/frontend/customer-address': { status: 201, body: { success: true, data: { id: 5 } } },
    });
    await renderRoutes(commerceRoutes, { path: '/login' });
    const user = userEvent.setup();
    const form = registerForm();
    await user.type(within(form).getByLabelText('Full name'), 'Sara');
    await user.type(within(form).getByLabelText('Email address'), 'sara@example.com');
    await user.type(within(form).getByLabelText('Mobile number'), '501234567');
    expect(within(form).getByLabelText('Mobile number')).toHaveValue('50 123 4567');
    await user.click(within(form).getByRole('button', { name: 'Register' }));

    const address = await screen.findByRole('form', { name: 'Where should we deliver?' });
    expect(server.callsTo('POST /api/frontend/register')[0]?.body).toEqual({
      name: 'Sara', email: 'sara@example.com', is_guest: true, country_code: '+971', mobile_number: '971501234567',
    });
    await user.click(within(address).getByRole('button', { name: 'Save address and continue' }));
    for (const message of Object.values(messages.guestAddress)) expect(within(address).getByText(message)).toBeInTheDocument();

    await user.type(within(address).getByLabelText('Street address'), 'Marina Walk 5');
    await user.selectOptions(within(address).getByLabelText('Country'), await within(address).findByRole('option', { name: 'United Arab Emirates' }));
    await user.selectOptions(within(address).getByLabelText('State / Emirate'), await within(address).findByRole('option', { name: 'Dubai' }));
    await user.selectOptions(within(address).getByLabelText('City'), await within(address).findByRole('option', { name: 'Dubai City' }));
    await user.type(within(address).getByLabelText('Zip code'), '00000');
    await user.click(within(address).getByRole('button', { name: 'Save address and continue' }));

    await waitFor(() => expect(currentPath()).toBe('/my-order'));
    expect(server.callsTo('POST /api/frontend/customer-address')[0]?.body).toMatchObject({
      address: 'Marina Walk 5', country_id: 1, state_id: 10, city_id: 100, zip_code: '00000', is_default: 1,
    });
    expect(server.callsTo('POST /api/frontend/customer-address')[0]?.headers.get('Authorization')).toBe('Bearer tok-new');
  });
});
