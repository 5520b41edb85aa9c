import { messages } from '@horeca/core/messages';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { settingsRoute } from '../../app/routes';
import { fakeServer } from '../../test/fake-server';
import { renderRoutes } from '../../test/render-route';
import { LocationPopup } from '../../shell/location-popup';

const dubai = { city: 'Dubai', regionName: 'Dubai', country: 'United Arab Emirates', countryCode: 'AE', org: 'du', zip: '' };
const address = (id: number, street: string, city: string, isDefault: 0 | 1) => ({
  id, address: street, city, state: city, country: 'United Arab Emirates', zip_code: '00000', is_default: isDefault,
});

// The settings page beside the header's location button, as on the real page.
const settingsWithHeader = [{
  path: 'settings',
  lazy: async () => {
    const { default: Page } = await import('./settings-page');
    return {
      Component: () => (
        <>
          <LocationPopup />
          <Page />
        </>
      ),
    };
  },
}];

describe('/settings', { timeout: 30_000 }, () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  });

  it('stores language and notification choices like the other preferences and says so', async () => {
    fakeServer({ 'GET /api/frontend/location': { body: dubai } });
    const { container } = await renderRoutes([settingsRoute], { path: '/settings' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const language = screen.getByRole('group', { name: 'Language' });
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    const storefront = screen.getByRole('group', { name: 'Storefront and currency' });
    expect(within(storefront).getByRole('radio', { name: 'United Arab Emirates and Gulf (AED, VAT included)' })).toBeChecked();
    expect(within(storefront).getByRole('radio', { name: 'United States (USD, sales tax at checkout)' })).not.toBeChecked();
    const notices = screen.getByRole('group', { name: 'Notifications' });
    expect(within(notices).getByRole('checkbox', { name: 'Order and delivery updates by email' })).toBeChecked();
    expect(within(notices).getByRole('checkbox', { name: 'Offers and price drops by email' })).not.toBeChecked();

    await user.click(within(language).getByRole('radio', { name: 'العربية' }));
    await user.click(within(notices).getByRole('checkbox', { name: 'Offers and price drops by email' }));
    await user.click(within(notices).getByRole('checkbox', { name: 'Order and delivery updates by email' }));
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(screen.getByText('Your settings have been saved.')).toHaveAttribute('role', 'status');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.notificationChoices) ?? '')).toEqual({ orderEmail: false, orderSms: false, offersEmail: true, backInStock: false });
    // Remembered for the server too; the page then opens at its Arabic address (/ar/settings).
    expect(document.cookie).toContain('language=ar');
    // Guests see their detected place and the spec's sign-in prompt for the location.
    expect(await screen.findByText('Detected location: Dubai, United Arab Emirates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.header.signInForLocation })).toHaveAttribute('href', '/login');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers only English on the us storefront, which sells in English only (issue 23)', async () => {
    fakeServer({ 'GET /api/frontend/location': { body: dubai } });
    await renderRoutes([settingsRoute], { path: '/settings', storefront: 'us' });
    const language = await screen.findByRole('group', { name: 'Language' });
    expect(within(language).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent?.trim())).toEqual(['English']);
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('reads the stored choices back on the next visit', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'ar');
    localStorage.setItem(STORAGE_KEYS.notificationChoices, JSON.stringify({ orderSms: true }));
    fakeServer({ 'GET /api/frontend/location': { body: dubai } });
    await renderRoutes([settingsRoute], { path: '/settings' });
    expect(await screen.findByRole('radio', { name: 'العربية' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Order and delivery updates by SMS' })).toBeChecked();
    // A choice never made keeps its default.
    expect(screen.getByRole('checkbox', { name: 'Order and delivery updates by email' })).toBeChecked();
  });

  it('subscribes to the newsletter with the spec form', async () => {
    const server = fakeServer({
      'GET /api/frontend/location': { body: dubai },
      'POST /api/newsletters': { body: { success: true, status: 'subscribed', message: 'Thank you for subscribing!' } },
    });
    await renderRoutes([settingsRoute], { path: '/settings' });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Newsletter' });
    expect(await within(section).findByText(messages.newsletter.heading)).toBeInTheDocument();
    await user.type(within(section).getByRole('textbox'), 'chef@bistro.ae');
    await user.click(within(section).getByRole('button', { name: messages.newsletter.join }));
    await waitFor(() => expect(server.callsTo('POST /api/newsletters')).toHaveLength(1));
    expect(server.callsTo('POST /api/newsletters')[0]?.body).toEqual({ email: 'chef@bistro.ae', status: 'subscribed' });
  });

  it('makes a saved address the delivery default: stored, broadcast to the header at once', async () => {
    let book = [address(1, 'Marina Walk 5', 'Dubai', 1), address(2, 'Corniche Road 9', 'Abu Dhabi', 0)];
    const server = fakeServer({
      'GET /api/frontend/location': { body: dubai },
      'GET /api/frontend/customer-address': () => ({ body: { data: book } }),
      'PUT /api/frontend/customer-address/2/default': () => {
        book = book.map((entry) => ({ ...entry, is_default: entry.id === 2 ? 1 : 0 }));
        return { body: { success: true, data: book[1] } };
      },
    });
    const heard: (string | null)[] = [];
    const listener = (event: StorageEvent) => heard.push(event.key);
    window.addEventListener('storage', listener);
    await renderRoutes(settingsWithHeader, { path: '/settings', token: 'tok' });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Delivery location' });
    await user.click(await within(section).findByRole('button', { name: 'Corniche Road 9, Abu Dhabi, United Arab Emirates' }));
    await waitFor(() => expect(server.callsTo('PUT /api/frontend/customer-address/2/default')).toHaveLength(1));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.defaultAddress) ?? '{}')).toMatchObject({ id: 2, city: 'Abu Dhabi', is_default: 1 }));
    expect(heard).toContain(STORAGE_KEYS.defaultAddress);
    // The header's location button follows the broadcast.
    expect(await screen.findByRole('button', { name: /Deliver to\s*Abu Dhabi, United Arab Emirates/ })).toBeInTheDocument();
    window.removeEventListener('storage', listener);
  });

  describe('a default chosen on a page in the other language', () => {
    const popupOnly = [{ path: 'ar-page', element: <LocationPopup /> }];
    const arabicBook = [{ ...address(1, 'Marina Walk 5', 'دبي', 1), country: 'الإمارات العربية المتحدة' }];
    const storedDefault = (lang?: 'en' | 'ar') =>
      localStorage.setItem(STORAGE_KEYS.defaultAddress, JSON.stringify({ ...address(1, 'Marina Walk 5', lang === 'ar' ? 'دبي' : 'Dubai', 1), ...(lang === 'ar' ? { country: 'الإمارات العربية المتحدة' } : {}), ...(lang ? { lang } : {}) }));

    it.each([['in English', 'en'], ['before languages were stored', undefined]] as const)('stored %s: an Arabic page names its places in Arabic and stores them so', async (_, lang) => {
      storedDefault(lang);
      const server = fakeServer({ 'GET /api/frontend/location': { body: dubai }, 'GET /api/frontend/customer-address': { body: { data: arabicBook } } });
      await renderRoutes(popupOnly, { path: '/ar-page', token: 'tok', lang: 'ar' });
      expect(await screen.findByRole('button', { name: /دبي، الإمارات العربية المتحدة|دبي, الإمارات العربية المتحدة/ })).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.defaultAddress) ?? '{}')).toMatchObject({ id: 1, city: 'دبي', lang: 'ar' });
      expect(server.callsTo('GET /api/frontend/customer-address')).toHaveLength(1);
    });

    it('no longer in the address book (deleted on another device): forgotten, so the next page asks nothing', async () => {
      storedDefault('en');
      const server = fakeServer({ 'GET /api/frontend/location': { body: dubai }, 'GET /api/frontend/customer-address': { body: { data: [] } } });
      await renderRoutes(popupOnly, { path: '/ar-page', token: 'tok', lang: 'ar' });
      await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.defaultAddress)).toBeNull());
      expect(server.callsTo('GET /api/frontend/customer-address')).toHaveLength(1);
    });

    it('stored in Arabic: an Arabic page asks the address book nothing', async () => {
      storedDefault('ar');
      const server = fakeServer({ 'GET /api/frontend/location': { body: dubai }, 'GET /api/frontend/customer-address': { body: { data: arabicBook } } });
      await renderRoutes(popupOnly, { path: '/ar-page', token: 'tok', lang: 'ar' });
      expect(await screen.findByRole('button', { name: /دبي/ })).toBeInTheDocument();
      expect(server.callsTo('GET /api/frontend/customer-address')).toHaveLength(0);
    });
  });
});
