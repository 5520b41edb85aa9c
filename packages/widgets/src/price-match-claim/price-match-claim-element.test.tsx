// <horeca-price-match-claim> as a partner page uses it: attributes in, a real multipart
// request through core's client (fetch stubbed), DOM events out, everything in shadow DOM.
import { STORAGE_KEYS } from '@horeca/core/storage';
import { act, configure, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadClaimForm } from './load-claim-form';
import { resetWidgetStore } from '../runtime/store';
import { defineHorecaElements } from '../elements/define-horeca-elements';
import { horecaElements } from '../elements/registry';
import { inShadow, mountElement } from '../../test/mount-html';

/** The claim element's trigger: drawn once its body is in. */
const OPEN_BUTTON = '[part="open-button"]';

// Filling a claim through user-event in a lazily loaded element is slow on a shared machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

let answer: () => Response = () => json({ id: 9, status: 'received', message: 'Received', data: { id: 9 } }, 201);
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const path = new URL(String(input)).pathname;
  if (path.endsWith('/frontend/orders')) return json({ data: [], meta: { page: 1, per_page: 50, total: 0, last_page: 1 } }, 200);
  return answer();
});



/** The text fields of the multipart claim the element sent. */
function sentFields() {
  const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/price-match-claims'))!;
  return Object.fromEntries([...(init?.body as FormData).entries()].filter(([, value]) => typeof value === 'string'));
}

beforeAll(async () => {
  defineHorecaElements();
  await Promise.all([
    horecaElements.find((entry) => entry.contract.tag === 'horeca-price-match-claim')?.load(),
    loadClaimForm(),
    import('../elements/element-shell'),
  ]);
});
beforeEach(() => {
  resetWidgetStore();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Fills a post-purchase claim; `phone` is typed as the storefront's phone field takes it. */
async function fillPostClaim(element: HTMLElement, user: ReturnType<typeof userEvent.setup>, phone = '') {
  const ui = inShadow(element);
  await user.click(ui.getByRole('button', { name: 'Claim My Price Match' }));
  await ui.findByRole('button', { name: 'Submit Claim' });
  await user.type(ui.getByRole('textbox', { name: 'Email' }), 'noor@example.com');
  if (phone) await user.type(ui.getByRole('textbox', { name: 'Phone' }), phone);
  await user.type(ui.getByRole('textbox', { name: 'Order Number' }), 'HC-2001');
  await user.type(ui.getByLabelText('Order Date'), '2026-10-01');
  await user.selectOptions(ui.getByRole('combobox', { name: 'Product' }), 'My product is not listed');
  await user.type(ui.getByRole('spinbutton', { name: 'Product Amount' }), '1600');
  await user.type(ui.getByRole('textbox', { name: 'Competitor Product URL' }), 'https://rival.example/oven');
  await user.type(ui.getByRole('spinbutton', { name: 'Competitor Price' }), '1450');
  await user.upload(ui.getByLabelText(/Upload Screenshot/), new File([new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])], 'offer.webp', { type: 'image/webp' }));
  await ui.findByRole('button', { name: 'Remove screenshot offer.webp' });
  await user.type(ui.getByRole('textbox', { name: 'Address' }), '1 Marina Walk');
  await user.type(ui.getByRole('textbox', { name: 'Country' }), 'United Arab Emirates');
  await user.type(ui.getByRole('textbox', { name: 'City' }), 'Dubai');
  await user.click(ui.getByRole('checkbox', { name: /I confirm the information is accurate/ }));
  await user.click(ui.getByRole('checkbox', { name: /I agree to the Terms/ }));
}

describe('<horeca-price-match-claim>', () => {
  it('sends a post-purchase claim as multipart with the order fields and the ae storefront, then fires horeca:claim-submitted and closes', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-77');
    const user = userEvent.setup({ delay: null });
    const element = await mountElement(
      `<horeca-price-match-claim api-base="https://api.example" claim-type="post" prefill='{"fullName":"Noor Saleh"}'></horeca-price-match-claim>`,
      { ready: OPEN_BUTTON },
    );
    const submitted = vi.fn();
    const openChanges: boolean[] = [];
    document.addEventListener('horeca:claim-submitted', (event) => submitted((event as CustomEvent).detail), { once: true });
    element.addEventListener('horeca:open-change', (event) => openChanges.push((event as CustomEvent<{ open: boolean }>).detail.open));
    await fillPostClaim(element, user, '501234567');
    expect(inShadow(element).getByRole('textbox', { name: 'Full Name' })).toHaveValue('Noor Saleh');
    await user.click(inShadow(element).getByRole('button', { name: 'Submit Claim' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());

    const [url, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/price-match-claims'))!;
    expect(String(url)).toBe('https://api.example/api/frontend/price-match-claims');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-77');
    const body = init?.body as FormData;
    expect(sentFields()).toEqual({
      claim_type: 'post',
      order_number: 'HC-2001',
      order_date: '2026-10-01',
      product_amount: '1600',
      customer_name: 'Noor Saleh',
      customer_email: 'noor@example.com',
      customer_country_code: '',
      customer_mobile_number: '+971501234567',
      customer_address: '1 Marina Walk',
      customer_country: 'United Arab Emirates',
      customer_city: 'Dubai',
      product_url: '',
      product_quantity: '1',
      competitor_product_url: 'https://rival.example/oven',
      competitor_product_price: '1450',
      is_confirm: '1',
      is_agree: '1',
      storefront: 'ae',
    });
    expect((body.get('competitor_screenshot') as File).name).toBe('offer.webp');
    // The documented detail only: the API answer's own data stays inside.
    expect(submitted).toHaveBeenCalledWith({ id: 9, status: 'received', message: 'Received' });
    expect(inShadow(element).queryByRole('dialog')).not.toBeInTheDocument();
    expect(openChanges).toEqual([true, false]);
  });

  it('fires horeca:claim-failed with the banner text when the API answers 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => json({ message: 'boom' }, 500);
    const user = userEvent.setup({ delay: null });
    const element = await mountElement('<horeca-price-match-claim api-base="https://api.example" claim-type="post" storefront="us"></horeca-price-match-claim>', { ready: OPEN_BUTTON });
    const failed = vi.fn();
    element.addEventListener('horeca:claim-failed', (event) => failed((event as CustomEvent).detail));
    await fillPostClaim(element, user, '2125550147');
    await user.type(inShadow(element).getByRole('textbox', { name: 'Full Name' }), 'Noor Saleh');
    await user.click(inShadow(element).getByRole('button', { name: 'Submit Claim' }));
    expect(await inShadow(element).findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    expect(failed).toHaveBeenCalledWith({ message: 'Server error. Please try again later.' });
    // storefront="us": the 10-digit phone, and the API is told which rules to apply.
    expect(sentFields()).toMatchObject({ customer_mobile_number: '(212) 555-0147', storefront: 'us' });
  });

  it("trigger='false' hides the button; open='true' shows the modal, controlled by the host", async () => {
    const host = await mountElement('<horeca-price-match-claim trigger="false" open="true"></horeca-price-match-claim>', { ready: '[role="dialog"]' });
    expect(await inShadow(host).findByRole('dialog', { name: 'Claim My Price Match' })).toBeInTheDocument();
    expect(inShadow(host).queryByRole('button', { name: 'Claim My Price Match' })).not.toBeInTheDocument();
    await act(async () => host.setAttribute('open', 'false'));
    await waitFor(() => expect(inShadow(host).queryByRole('dialog')).not.toBeInTheDocument());
  });
});
