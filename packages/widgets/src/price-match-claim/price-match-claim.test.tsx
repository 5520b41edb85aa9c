import { type OrderDetail } from '@horeca/core/api';
import { messages } from '@horeca/core/messages';
import { type Storefront } from '@horeca/core/storefront';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../test/axe';
import { renderWidget } from '../../test/render';
import {
  accepted,
  fakeClaimApi,
  field,
  completeClaim,
  formReady,
  httpFailure,
  numberField,
  png,
  renamedText,
  timeoutFailure,
  validPrefill,
  type FakeClaimApi,
} from './claim-test-kit';
import { loadClaimForm } from './load-claim-form';
import { PriceMatchClaim, type PriceMatchClaimProps } from './price-match-claim';

const m = messages.claim;

// A claim is long to type with user-event, and the machine is shared: generous limits keep
// a slow run from failing (these tests assert behaviour, never speed).
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

// The form body is a lazy chunk; its first import (and transform) is not what these tests wait for.
beforeAll(async () => {
  await loadClaimForm();
});

/** Opens the claim form on the ae storefront (the widgets' default) unless `storefront` says 'us'. */
function openClaim(props: Partial<PriceMatchClaimProps> = {}, options: { signedIn?: boolean; api?: FakeClaimApi; storefront?: Storefront } = {}) {
  const api = options.api ?? fakeClaimApi();
  const onSubmitted = vi.fn();
  const onFailed = vi.fn();
  const view = renderWidget(<PriceMatchClaim defaultOpen api={api} onSubmitted={onSubmitted} onFailed={onFailed} {...props} />, {
    signedIn: options.signedIn,
    config: options.storefront ? { storefront: options.storefront } : {},
  });
  // A customer can switch the file dialog to "All files": the accept filter is not applied.
  return { ...view, api, onSubmitted, onFailed, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

/** The red banner; validation and sending are asynchronous, so it is awaited. */
const banner = () => screen.findByRole('alert');
const submit = () => screen.getByRole('button', { name: 'Submit Claim' });

describe('PriceMatchClaim: the modal (docs/behaviour.md §2.14)', () => {
  it('opens from its button as a labelled modal dialog with the steps 1, 2, 3, 4, 6, 7 and no step 5', async () => {
    const user = userEvent.setup({ delay: null });
    renderWidget(<PriceMatchClaim api={fakeClaimApi()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim My Price Match' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim My Price Match' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await formReady();
    const legends = within(dialog).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(legends).toEqual([
      '1Claim Type',
      '2Customer Information',
      '3Product Information',
      '4Competitor Information',
      '6Shipping Information',
      '7Confirmation',
    ]);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/pages/terms-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/pages/privacy-policy');
  });

  it('marks the required fields of a pre-purchase claim, with the spec input hints', async () => {
    openClaim();
    await formReady();
    const required = ['Full Name', 'Email', 'Product URL', 'Competitor Product URL', 'Address', 'Country', 'City'];
    for (const name of required) expect(field(name)).toBeRequired();
    for (const name of ['Business Name', 'Phone', 'Variant', 'State', 'Postal Code']) expect(field(name)).not.toBeRequired();
    expect(numberField('Quantity')).toBeRequired();
    expect(numberField('Quantity')).toHaveAttribute('min', '1');
    expect(numberField('Quantity')).toHaveValue(1);
    expect(numberField('Competitor Price')).toHaveAttribute('min', '1');
    expect(numberField('Competitor Price')).toHaveAttribute('step', '0.01');
    expect(numberField('Shipping Fees')).toHaveAttribute('min', '0');
    expect(numberField('Shipping Fees')).toHaveAttribute('step', '0.01');
    const upload = screen.getByLabelText(/Upload Screenshot/);
    expect(upload).toHaveAttribute('aria-required', 'true');
    expect(upload.getAttribute('accept')).toContain('image/webp');
    expect(screen.getByRole('checkbox', { name: m.accuracyLabel })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: m.termsLabel })).not.toBeChecked();
  });

  it('shows Order Number, Order Date, the product picker and Product Amount for a post-purchase claim', async () => {
    const { user } = openClaim();
    await formReady();
    await user.click(screen.getByRole('radio', { name: 'Post-purchase' }));
    expect(field('Order Number')).toBeRequired();
    expect(screen.getByLabelText('Order Date')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('combobox', { name: 'Product' })).toBeRequired();
    expect(numberField('Product Amount')).toHaveAttribute('min', '1');
    expect(screen.queryByRole('textbox', { name: 'Product URL' })).not.toBeInTheDocument();
    expect(screen.getByText('Sign in to pick the product from your orders.')).toBeInTheDocument();
  });
});

describe('PriceMatchClaim: checks on leaving a field, cleared on entering it (docs/behaviour.md §4, §5)', () => {
  it.each([
    ['Full Name', '', m.fullNameRequired],
    ['Full Name', 'A', m.fullNameMin],
    ['Email', '', m.emailRequired],
    ['Email', 'amal@', m.emailInvalid],
    ['Product URL', '', m.productUrlRequired],
    ['Product URL', 'not a url', m.urlInvalid],
    ['Competitor Product URL', '', m.competitorUrlRequired],
    ['Competitor Product URL', 'rival', m.urlInvalid],
    ['Address', '', m.addressRequired],
    ['Country', '', m.countryRequired],
    ['City', '', m.cityRequired],
  ])('%s "%s" -> "%s"', async (label, value, message) => {
    const { user } = openClaim();
    await formReady();
    const input = field(label);
    await user.click(input);
    if (value) await user.type(input, value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    await user.click(input);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['Quantity', '0', m.quantityPositive],
    ['Competitor Price', '', m.competitorPriceRequired],
    ['Competitor Price', '0', m.pricePositive],
  ])('%s "%s" -> "%s"', async (label, value, message) => {
    const { user } = openClaim();
    await formReady();
    const input = numberField(label);
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(input);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('post-purchase: an empty Order Number is reported on leaving it', async () => {
    const { user } = openClaim({ initialType: 'post' });
    await formReady();
    await user.click(field('Order Number'));
    await user.tab();
    expect(await screen.findByText(m.orderNumberRequired)).toBeInTheDocument();
  });

  it('leaves the submit-only fields alone on blur: phone, shipping fees and postal code (us)', async () => {
    const { user } = openClaim({}, { storefront: 'us' });
    await formReady();
    await user.type(field('Phone'), '123');
    await user.type(numberField('Shipping Fees'), '-1');
    await user.type(field('Postal Code'), '123');
    await user.tab();
    expect(screen.queryByText(m.phoneInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(m.shippingFeesInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(m.postalCodeInvalid)).not.toBeInTheDocument();
  });
});

describe('PriceMatchClaim on the us storefront: the 10-digit phone (docs/behaviour.md §5)', () => {
  it.each([
    ['1234567890', '(123) 456-7890'],
    ['1234', '(123) 4'],
    ['123', '123'],
    ['123456789012', '(123) 456-7890'],
  ])('typing %s shows %s', async (typed, shown) => {
    const { user } = openClaim({}, { storefront: 'us' });
    await formReady();
    await user.type(field('Phone'), typed);
    expect(field('Phone')).toHaveValue(shown);
    expect(field('Phone')).toHaveAttribute('maxLength', '14');
  });

  it('reports an incomplete phone on submit and clears the message as soon as it is edited', async () => {
    const { user, api } = openClaim({ prefill: validPrefill }, { storefront: 'us' });
    await formReady();
    await completeClaim(user);
    await user.type(field('Phone'), '12345');
    await user.click(submit());
    expect(await banner()).toHaveTextContent(m.phoneInvalid);
    expect(within(field('Phone').parentElement!).getByText(m.phoneInvalid)).toBeInTheDocument();
    await user.type(field('Phone'), '6');
    expect(within(field('Phone').parentElement!).queryByText(m.phoneInvalid)).not.toBeInTheDocument();
    expect(api.submitClaim).not.toHaveBeenCalled();
  });
});

describe('PriceMatchClaim on the ae storefront: the Gulf phone input and no ZIP format (issue 33, docs/behaviour.md §5)', () => {
  const gulfPrefill = { ...validPrefill, country: 'United Arab Emirates', city: 'Dubai' };
  const phone = messages.phone.invalid;
  /** The banner is the form's first alert; the phone input's own message is another. */
  const firstAlert = async () => (await screen.findAllByRole('alert'))[0];
  async function chooseCountry(user: ReturnType<typeof userEvent.setup>, name: string) {
    await user.click(screen.getByRole('button', { name: /^Country:/ }));
    await user.click(screen.getByRole('option', { name: new RegExp(name) }));
  }

  it("asks for a Gulf mobile with the store's phone input (UAE by default) and shows no US hints", async () => {
    openClaim();
    await formReady();
    expect(screen.getByRole('button', { name: /^Country: UAE \+971/ })).toBeInTheDocument();
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Phone')).toHaveAttribute('placeholder', '50 123 4567');
    expect(field('Phone')).not.toBeRequired();
    expect(screen.queryByText(/\(123\) 456-7890/)).not.toBeInTheDocument();
    expect(screen.queryByText('12345 or 12345-6789')).not.toBeInTheDocument();
  });

  it.each<[string, string | null, string, string]>([
    ['a UAE mobile typed', null, '501234567', '+971501234567'],
    ['a UAE mobile with its local 0', null, '0551234567', '+971551234567'],
    ['a Saudi mobile', 'Saudi', '551234567', '+966551234567'],
    ['a Kuwaiti mobile', 'Kuwait', '90123456', '+96590123456'],
  ])('sends %s as the full international number', async (_label, country, typed, sent) => {
    const { user, api } = openClaim({ prefill: gulfPrefill });
    await formReady();
    await completeClaim(user);
    if (country) await chooseCountry(user, country);
    await user.type(field('Phone'), typed);
    await user.click(submit());
    await waitFor(() => expect(api.submitClaim).toHaveBeenCalledTimes(1));
    expect(api.submitClaim.mock.calls[0]![0]).toMatchObject({ phone: sent, country: 'United Arab Emirates' });
  });

  it.each<[string, string | null, string, string]>([
    ['a UAE number that is no mobile', null, '531234567', phone.AE],
    ['a US number', null, '2125550147', phone.AE],
    ['a short UAE mobile', null, '5012345', phone.AE],
    ['a Kuwaiti number that is no mobile', 'Kuwait', '70123456', phone.KW],
  ])('refuses %s on submit with its country\'s message, at the field and in the banner', async (_label, country, typed, message) => {
    const { user, api } = openClaim({ prefill: gulfPrefill });
    await formReady();
    await completeClaim(user);
    if (country) await chooseCountry(user, country);
    await user.type(field('Phone'), typed);
    await user.click(submit());
    expect(await firstAlert()).toHaveTextContent(message);
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.submitClaim).not.toHaveBeenCalled();
    // Fixed, the claim goes.
    await user.clear(field('Phone'));
    await user.type(field('Phone'), country ? '90123456' : '501234567');
    await user.click(submit());
    await waitFor(() => expect(api.submitClaim).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['no postal code (most UAE and Qatar addresses)', '', ''],
    ['a Saudi postal code', '11564', '11564'],
    ['a PO box', 'PO 4411', 'PO 4411'],
    ['an Omani postal code', '112', '112'],
  ])('accepts %s', async (_label, typed, sent) => {
    const { user, api } = openClaim({ prefill: gulfPrefill });
    await formReady();
    await completeClaim(user);
    if (typed) await user.type(field('Postal Code'), typed);
    await user.click(submit());
    await waitFor(() => expect(api.submitClaim).toHaveBeenCalledTimes(1));
    expect(api.submitClaim.mock.calls[0]![0]).toMatchObject({ postalCode: sent });
  });
});

describe('PriceMatchClaim: rules checked on submit, first one in the banner (docs/behaviour.md §4, §5)', () => {
  it('an empty form: the first error in form order goes to the banner, each field shows its own', async () => {
    const { user, api } = openClaim();
    await formReady();
    await user.click(submit());
    expect(await banner()).toHaveTextContent(m.fullNameRequired);
    for (const message of [m.emailRequired, m.productUrlRequired, m.competitorUrlRequired, m.competitorPriceRequired, m.screenshotRequired, m.addressRequired, m.countryRequired, m.cityRequired, m.accuracyRequired, m.termsRequired]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.submitClaim).not.toHaveBeenCalled();
  });

  it.each<[string, (user: ReturnType<typeof userEvent.setup>) => Promise<void>, string]>([
    ['negative shipping fees', (user) => user.type(numberField('Shipping Fees'), '-2'), m.shippingFeesInvalid],
    ['no screenshot', (user) => user.click(screen.getByRole('button', { name: /Remove screenshot/ })), m.screenshotRequired],
    ['the accuracy box unticked', (user) => user.click(screen.getByRole('checkbox', { name: m.accuracyLabel })), m.accuracyRequired],
    ['the terms box unticked', (user) => user.click(screen.getByRole('checkbox', { name: m.termsLabel })), m.termsRequired],
    ['a quantity of 1.5', async (user) => {
      await user.clear(numberField('Quantity'));
      await user.type(numberField('Quantity'), '1.5');
    }, m.quantityPositive],
  ])('%s -> "%s"', async (_label, breakIt, message) => {
    const { user, api } = openClaim({ prefill: validPrefill });
    await formReady();
    await completeClaim(user);
    await breakIt(user);
    await user.click(submit());
    expect(await banner()).toHaveTextContent(message);
    expect(api.submitClaim).not.toHaveBeenCalled();
  });

  it.each<[string, (user: ReturnType<typeof userEvent.setup>) => Promise<void>, string]>([
    ['a 9-digit phone', (user) => user.type(field('Phone'), '123456789'), m.phoneInvalid],
    ['a 4-digit postal code', (user) => user.type(field('Postal Code'), '1234'), m.postalCodeInvalid],
    ['a postal code 12345-67', (user) => user.type(field('Postal Code'), '12345-67'), m.postalCodeInvalid],
    ['a Gulf postal code', (user) => user.type(field('Postal Code'), 'PO 1234'), m.postalCodeInvalid],
  ])('us: %s -> "%s" at the field and in the banner', async (_label, breakIt, message) => {
    const { user, api } = openClaim({ prefill: validPrefill }, { storefront: 'us' });
    await formReady();
    await completeClaim(user);
    await breakIt(user);
    await user.click(submit());
    expect(await banner()).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(api.submitClaim).not.toHaveBeenCalled();
  });

  it.each([
    ['', '12345'],
    ['10001', '10001'],
    ['10001-1234', '10001-1234'],
  ])('us: accepts the postal code "%s"', async (typed) => {
    const { user, api } = openClaim({ prefill: validPrefill }, { storefront: 'us' });
    await formReady();
    await completeClaim(user);
    if (typed) await user.type(field('Postal Code'), typed);
    await user.click(submit());
    await waitFor(() => expect(api.submitClaim).toHaveBeenCalledTimes(1));
  });

  it('post-purchase: the product from the order and a positive amount are required', async () => {
    const { user } = openClaim({ initialType: 'post', prefill: { ...validPrefill, productUrl: '' } });
    await formReady();
    await completeClaim(user);
    await user.type(field('Order Number'), 'HC-1001');
    await user.click(submit());
    expect(await banner()).toHaveTextContent(m.productSelectionRequired);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'My product is not listed');
    await user.type(numberField('Product Amount'), '0');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.productAmountPositive));
  });

  it('scrolls the dialog back to the top to show the banner', async () => {
    const { user } = openClaim();
    await formReady();
    const body = submit().closest('form')!.parentElement!;
    body.scrollTop = 400;
    await user.click(submit());
    expect(await banner()).toBeInTheDocument();
    expect(body.scrollTop).toBe(0);
  });
});

describe('PriceMatchClaim: the screenshot (docs/behaviour.md §4, §5)', () => {
  it.each([
    ['offer.gif', 1024, 'image/gif', 'File offer.gif is not supported. Please upload JPG, PNG, or WEBP files only.'],
    ['offer.pdf', 1024, 'application/pdf', 'File offer.pdf is not supported. Please upload JPG, PNG, or WEBP files only.'],
    ['big.png', 3 * 1024 * 1024, 'image/png', 'File big.png is too large. Maximum size is 2MB.'],
    ['edge.webp', 2 * 1024 * 1024 + 1, 'image/webp', 'File edge.webp is too large. Maximum size is 2MB.'],
  ])('refuses %s (%i bytes, %s) with the spec message and keeps the current screenshot', async (name, bytes, type, message) => {
    const file = png(name, bytes, type);
    const { user } = openClaim();
    await formReady();
    const upload = screen.getByLabelText(/Upload Screenshot/);
    await user.upload(upload, png('first.png'));
    await screen.findByRole('button', { name: 'Remove screenshot first.png' });
    await user.upload(upload, file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove screenshot first.png' })).toBeInTheDocument();
  });

  it('refuses a text file renamed to .png, by its bytes, with the spec message', async () => {
    const { user } = openClaim();
    await formReady();
    await user.upload(screen.getByLabelText(/Upload Screenshot/), renamedText('offer.png'));
    expect(await screen.findByText('File offer.png is not supported. Please upload JPG, PNG, or WEBP files only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove screenshot/ })).not.toBeInTheDocument();
  });

  it.each(['shot.jpg', 'shot.jpeg', 'shot.png', 'shot.webp'])('accepts %s up to exactly 2MB', async (name) => {
    const { user } = openClaim();
    await formReady();
    const type = name.endsWith('webp') ? 'image/webp' : name.endsWith('png') ? 'image/png' : 'image/jpeg';
    await user.upload(screen.getByLabelText(/Upload Screenshot/), png(name, 2 * 1024 * 1024, type));
    expect(await screen.findByRole('button', { name: `Remove screenshot ${name}` })).toBeInTheDocument();
  });

  it('shows a progress bar and preview; a new file replaces the old one; remove clears it', async () => {
    const { user } = openClaim();
    await formReady();
    const upload = screen.getByLabelText(/Upload Screenshot/);
    await user.upload(upload, png('first.png'));
    expect(await screen.findByRole('progressbar', { name: 'Loading first.png' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of first.png' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading first.png' })).toHaveAttribute('value', '100');
    await user.upload(upload, png('second.png'));
    await user.click(await screen.findByRole('button', { name: 'Remove screenshot second.png' }));
    expect(screen.queryByRole('button', { name: 'Remove screenshot first.png' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('PriceMatchClaim: sending (docs/behaviour.md §4, §7, §8)', () => {
  it('sends the filled claim once, hands the answer to onSubmitted and closes (us)', async () => {
    let answer!: (value: typeof accepted) => void;
    const api = fakeClaimApi({ submitClaim: () => new Promise((resolve) => (answer = resolve)) });
    const { user, onSubmitted } = openClaim({ prefill: validPrefill }, { api, storefront: 'us' });
    await formReady();
    await completeClaim(user);
    await user.type(field('Phone'), '2125550147');
    await user.dblClick(submit());
    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(api.submitClaim).toHaveBeenCalledTimes(1);
    expect(api.submitClaim.mock.calls[0]![0]).toMatchObject({
      claimType: 'pre',
      fullName: 'Amal Haddad',
      email: 'amal@example.com',
      phone: '(212) 555-0147',
      productUrl: 'https://horeca.example/ovens/combi-oven',
      quantity: '1',
      competitorPrice: '1499.50',
      confirmAccuracy: true,
      acceptTerms: true,
    });
    expect(api.submitClaim.mock.calls[0]![0].screenshot).toBeInstanceOf(File);
    await act(async () => answer(accepted));
    expect(onSubmitted).toHaveBeenCalledWith(accepted.data);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['422 with errors: the first message of the first entry', httpFailure(422, { message: 'Invalid', errors: { customer_email: ['Email is taken.', 'x'], customer_name: ['y'] } }), 'Email is taken.'],
    ['422 with a string entry', httpFailure(422, { errors: { competitor_product_url: 'Bad link.' } }), 'Bad link.'],
    ['422 without errors', httpFailure(422, { message: 'Unprocessable' }), m.errors.checkForm],
    ['500', httpFailure(500, { message: 'boom' }), m.errors.server],
    ['503 with an HTML page', httpFailure(503, '<html>down</html>'), m.errors.server],
    ['the 30 s timeout', timeoutFailure(), m.errors.timeout],
    ['429 with a message', httpFailure(429, { message: 'Too many attempts. Please try again later.' }), 'Too many attempts. Please try again later.'],
    ['being offline', new TypeError('Failed to fetch'), m.errors.failed],
  ])('%s -> red banner "%s"', async (_label, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeClaimApi({ submitClaim: () => Promise.reject(failure) });
    const { user, onFailed, onSubmitted } = openClaim({ prefill: validPrefill }, { api });
    await formReady();
    await completeClaim(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message === timeoutFailure().message ? m.errors.timeout : message);
    expect(onFailed).toHaveBeenCalledWith(expect.any(String));
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
    // Nothing typed is lost, and the customer can send again.
    expect(field('Full Name')).toHaveValue('Amal Haddad');
    expect(submit()).toBeEnabled();
  });

  it('a 2xx other than 200/201 is a failure: "Submission failed. Please try again."', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeClaimApi({ submitClaim: () => Promise.resolve({ status: 202, data: accepted.data }) });
    const { user, onSubmitted } = openClaim({ prefill: validPrefill }, { api });
    await formReady();
    await completeClaim(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.errors.failed);
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

describe('PriceMatchClaim: opening, closing, resetting', () => {
  it('starts empty on every open, with the prefill and the initial type', async () => {
    const user = userEvent.setup({ delay: null });
    renderWidget(<PriceMatchClaim api={fakeClaimApi()} initialType="post" prefill={{ fullName: 'Noor Saleh', email: 'noor@example.com' }} />);
    await user.click(screen.getByRole('button', { name: 'Claim My Price Match' }));
    await formReady();
    expect(screen.getByRole('radio', { name: 'Post-purchase' })).toBeChecked();
    expect(field('Full Name')).toHaveValue('Noor Saleh');
    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'Someone Else');
    await user.type(field('City'), 'Dubai');
    await user.click(screen.getByRole('radio', { name: 'Pre-purchase' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim My Price Match' }));
    await formReady();
    expect(field('Full Name')).toHaveValue('Noor Saleh');
    expect(field('City')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Post-purchase' })).toBeChecked();
  });

  it('Escape closes and gives focus back to the open button; Tab stays inside the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    renderWidget(<PriceMatchClaim api={fakeClaimApi()} />);
    const opener = screen.getByRole('button', { name: 'Claim My Price Match' });
    await user.click(opener);
    await formReady();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    submit().focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('works controlled: open and onOpenChange', async () => {
    const changes: boolean[] = [];
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Host opens
          </button>
          <PriceMatchClaim api={fakeClaimApi()} trigger={false} open={open} onOpenChange={(next) => { changes.push(next); setOpen(next); }} />
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    renderWidget(<Host />);
    expect(screen.queryByRole('button', { name: 'Claim My Price Match' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Host opens' }));
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes).toEqual([false]);
  });

  it('has no axe violations with errors on screen', async () => {
    const { user, container } = openClaim();
    await formReady();
    await user.click(submit());
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('PriceMatchClaim: the product picker of a signed-in customer', () => {
  const order = {
    id: 7,
    number: 'HC-7001',
    created_at: '2026-10-02T09:30:00.000Z',
    order_products: [
      { id: 71, product_id: 5, quantity: 1, unit_price: 1600, line_total: 1600, product: { id: 5, name: 'Combi Oven 10 GN', sku: 'CO-10', images: [] } },
      { id: 72, product_id: 6, quantity: 2, unit_price: 90, line_total: 180, product: { id: 6, name: 'Chef Knife', sku: 'CK-8', images: [] } },
    ],
  } as unknown as OrderDetail;

  it('lists the products of the orders; picking one fills the order number and date', async () => {
    const api = fakeClaimApi({ getOrders: () => Promise.resolve([order]) });
    const { user } = openClaim({ initialType: 'post' }, { signedIn: true, api });
    await formReady();
    const picker = screen.getByRole('combobox', { name: 'Product' });
    await screen.findByRole('option', { name: 'Chef Knife' });
    expect(within(picker).getByRole('group', { name: 'Order HC-7001 (2026-10-02)' })).toBeInTheDocument();
    await user.selectOptions(picker, 'Chef Knife');
    expect(field('Order Number')).toHaveValue('HC-7001');
    expect(screen.getByLabelText('Order Date')).toHaveValue('2026-10-02');
  });

  it('says so when the orders cannot be loaded, and still offers "not listed"', async () => {
    const api = fakeClaimApi({ getOrders: () => Promise.reject(httpFailure(500, {})) });
    openClaim({ initialType: 'post' }, { signedIn: true, api });
    await formReady();
    expect(await screen.findByText(/Your orders could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'My product is not listed' })).toBeInTheDocument();
  });
});
