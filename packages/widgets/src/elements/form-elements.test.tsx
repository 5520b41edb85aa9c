// <horeca-phone-input>, <horeca-newsletter> and <horeca-glitch-reporter> as a partner page
// uses them: attributes in, horeca: events out, and the phone input inside a plain <form>.
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetWidgetStore } from '../runtime/store';
import { defineHorecaElements } from './define-horeca-elements';
import { horecaElements } from './registry';
import { inShadow, mountElement } from '../../test/mount-html';

vi.setConfig({ testTimeout: 60_000 });

const TAGS = ['horeca-phone-input', 'horeca-newsletter', 'horeca-glitch-reporter'];



beforeAll(async () => {
  defineHorecaElements();
  await Promise.all([...horecaElements.filter((entry) => TAGS.includes(entry.contract.tag)).map((entry) => entry.load()), import('./element-shell')]);
});
beforeEach(() => resetWidgetStore());
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

// jsdom has no ElementInternals.setFormValue: the form half is proven in real Chromium
// (e2e/forms/phone-form.spec.ts); here, the events that feed it.
describe('<horeca-phone-input>', () => {
  it('is declared form-associated and reports the value and validity as horeca:change', async () => {
    const changes: Record<string, unknown>[] = [];
    document.addEventListener('horeca:change', (event) => changes.push((event as CustomEvent).detail));
    const element = await mountElement('<form><horeca-phone-input name="mobile" value="+965 9012 3456" required></horeca-phone-input></form>', { ready: 'input[type="tel"]', select: TAGS.join(',') });
    expect((element.constructor as unknown as { formAssociated: boolean }).formAssociated).toBe(true);
    await waitFor(() => expect(changes.at(-1)).toEqual({ value: '+96590123456', valid: true, empty: false, message: null, country: 'KW', nationalNumber: '90123456' }));

    const user = userEvent.setup();
    const input = inShadow(element).getByRole('textbox', { name: /Mobile number/ });
    expect(input).toBeRequired();
    // user.clear checks document.activeElement, which is the host inside a shadow root.
    await user.type(input, '7012', { initialSelectionStart: 0, initialSelectionEnd: (input as HTMLInputElement).value.length });
    expect(changes.at(-1)).toEqual({ value: '+9657012', valid: false, empty: false, message: 'Enter valid Kuwait mobile (e.g., 9012 3456)', country: 'KW', nationalNumber: '7012' });
  });

  it('takes its country from default-country and can be disabled', async () => {
    const element = await mountElement('<horeca-phone-input default-country="qa" disabled></horeca-phone-input>', { ready: 'input[type="tel"]', select: TAGS.join(',') });
    expect(inShadow(element).getByRole('button', { name: /^Country: Qatar/ })).toBeDisabled();
    expect(inShadow(element).getByRole('textbox', { name: /Mobile number/ })).toBeDisabled();
  });
});

describe('<horeca-newsletter>', () => {
  it('posts to the api-base and fires horeca:submitted, or horeca:failed on a 500', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Thank you for subscribing!' }), { status: 200, headers: { 'content-type': 'application/json' } }))
      .mockResolvedValueOnce(new Response('<html>oops</html>', { status: 500, headers: { 'content-type': 'text/html' } }));
    vi.stubGlobal('fetch', fetch);
    const submitted = vi.fn();
    const failed = vi.fn();
    document.addEventListener('horeca:submitted', (event) => submitted((event as CustomEvent).detail));
    document.addEventListener('horeca:failed', (event) => failed((event as CustomEvent).detail));
    const element = await mountElement('<horeca-newsletter api-base="https://api.example"></horeca-newsletter>', { ready: 'form', select: TAGS.join(',') });
    const user = userEvent.setup();
    const input = inShadow(element).getByRole('textbox', { name: 'Email address' });
    await user.type(input, 'chef@example.com');
    await user.click(inShadow(element).getByRole('button', { name: 'Join & Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ email: 'chef@example.com', message: 'Thank you for subscribing!' }));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://api.example/api/newsletters');

    await user.type(input, 'chef@example.com');
    await user.click(inShadow(element).getByRole('button', { name: 'Join & Save' }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith({ email: 'chef@example.com', message: 'Something went wrong!', status: 500 }));
    expect(inShadow(element).getByText('Something went wrong!')).toBeInTheDocument();
  });
});

describe('<horeca-glitch-reporter>', () => {
  it('opens from the banner inside its shadow root and names the support address on failure', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const failed = vi.fn();
    document.addEventListener('horeca:failed', (event) => failed((event as CustomEvent).detail));
    const element = await mountElement('<horeca-glitch-reporter support-email="help@shop.example"></horeca-glitch-reporter>', { ready: 'button', select: TAGS.join(',') });
    const user = userEvent.setup();
    await user.click(inShadow(element).getByRole('button', { name: 'Report a Glitch' }));
    const dialog = inShadow(element).getByRole('dialog', { name: 'Submit an Issue Report' });
    // The report form is its own chunk, fetched on open.
    await user.type(await within(dialog).findByRole('textbox', { name: /Email/ }), 'chef@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /What went wrong/ }), 'The banner overlaps the menu.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('email us directly at help@shop.example');
    expect(failed).toHaveBeenCalledWith({ message: 'Something went wrong!', status: 0 });
  });
});
