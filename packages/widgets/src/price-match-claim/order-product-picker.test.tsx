// The post-purchase product picker, through the real HTTP claim client: what the customer
// picks is what goes out as selected_product_id, and the API's refusal of that product
// comes back at the picker. Only fetch is fake (it answers as the API does).
import { type OrderDetail } from '@horeca/core/api';
import { messages } from '@horeca/core/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../test/render';
import { createHttpClaimApi } from './claim-api';
import { completeClaim, field, formReady, validPrefill } from './claim-test-kit';
import { loadClaimForm } from './load-claim-form';
import { PriceMatchClaim } from './price-match-claim';

const m = messages.claim;

vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await loadClaimForm();
});

const line = (id: number, productId: number, name: string) => ({
  id,
  product_id: productId,
  quantity: 1,
  unit_price: 1600,
  line_total: 1600,
  product: { id: productId, name, sku: `SKU-${productId}`, images: [] },
});

// The combi oven (product 5) was bought twice: the option says which order it is from.
const orders = [
  { id: 8, number: 'HC-8002', created_at: '2026-11-01T08:00:00.000Z', order_products: [line(81, 5, 'Combi Oven 10 GN')] },
  { id: 7, number: 'HC-7001', created_at: '2026-10-02T09:30:00.000Z', order_products: [line(71, 9, 'Chef Knife'), line(72, 5, 'Combi Oven 10 GN')] },
] as unknown as OrderDetail[];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as fetch sees it: the customer's orders, and the claim answers given in turn. */
function fakeApiFetch(...claimAnswers: Response[]) {
  const sent: FormData[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input);
    if (url.includes('/frontend/orders')) return json(200, { data: orders, meta: { page: 1, per_page: 50, total: 2, last_page: 1 } });
    if (url.includes('/frontend/price-match-claims')) {
      sent.push(init?.body as FormData);
      return claimAnswers.shift() ?? json(500, {});
    }
    return json(404, { message: 'Not found' });
  });
  return { fetch, sent };
}

const received = () => json(201, { id: 41, status: 'received', message: 'Received' });

function openPostClaim(fetch: typeof globalThis.fetch) {
  const api = createHttpClaimApi({ apiBase: 'https://api.test/api', getToken: () => 'token-123', fetch });
  const onSubmitted = vi.fn();
  renderWidget(
    <PriceMatchClaim defaultOpen initialType="post" api={api} onSubmitted={onSubmitted} prefill={{ ...validPrefill, productAmount: '1600' }} />,
    { signedIn: true },
  );
  return { onSubmitted, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

const picker = () => screen.getByRole('combobox', { name: 'Product' });
const submit = () => screen.getByRole('button', { name: 'Submit Claim' });

/** The product's option inside the group of one order. */
async function optionIn(orderNumber: string, product: string) {
  const group = await screen.findByRole('group', { name: new RegExp(`^Order ${orderNumber} `) });
  return within(group).getByRole('option', { name: product }) as HTMLOptionElement;
}

describe('OrderProductPicker: the product picked is the product sent', () => {
  it('sends the picked product id with the number and date of the order it was picked from', async () => {
    const { fetch, sent } = fakeApiFetch(received());
    const { user, onSubmitted } = openPostClaim(fetch);
    await formReady();
    await user.selectOptions(picker(), await optionIn('HC-7001', 'Combi Oven 10 GN'));
    expect(field('Order Number')).toHaveValue('HC-7001');
    expect(screen.getByLabelText('Order Date')).toHaveValue('2026-10-02');
    await completeClaim(user);
    await user.click(submit());

    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('claim_type')).toBe('post');
    expect(sent[0]!.get('selected_product_id')).toBe('5');
    expect(sent[0]!.get('order_number')).toBe('HC-7001');
    expect(sent[0]!.get('order_date')).toBe('2026-10-02');
  });

  it('sends no product when it is not listed; the typed order number goes instead', async () => {
    const { fetch, sent } = fakeApiFetch(received());
    const { user, onSubmitted } = openPostClaim(fetch);
    await formReady();
    await user.selectOptions(picker(), await optionIn('HC-8002', 'Combi Oven 10 GN'));
    await user.selectOptions(picker(), 'My product is not listed');
    await user.clear(field('Order Number'));
    await user.type(field('Order Number'), 'HC-0420');
    await completeClaim(user);
    await user.click(submit());

    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent[0]!.has('selected_product_id')).toBe(false);
    expect(sent[0]!.get('order_number')).toBe('HC-0420');
  });

  it('shows the API refusing the picked product at the picker; picking again clears it and sends the new pick', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = json(422, { message: 'Invalid', errors: { selected_product_id: [m.productSelectionRequired] } });
    const { fetch, sent } = fakeApiFetch(refused, received());
    const { user, onSubmitted } = openPostClaim(fetch);
    await formReady();
    await user.selectOptions(picker(), await optionIn('HC-8002', 'Combi Oven 10 GN'));
    await completeClaim(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(m.productSelectionRequired);
    expect(picker()).toBeInvalid();
    expect(picker()).toHaveAccessibleDescription(m.productSelectionRequired);
    // Nothing typed is lost.
    expect(field('Order Number')).toHaveValue('HC-8002');
    expect(onSubmitted).not.toHaveBeenCalled();

    await user.selectOptions(picker(), await optionIn('HC-7001', 'Chef Knife'));
    expect(picker()).toBeValid();
    expect(picker()).not.toHaveAccessibleDescription(m.productSelectionRequired);
    await user.click(submit());
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent.map((body) => [body.get('selected_product_id'), body.get('order_number')])).toEqual([
      ['5', 'HC-8002'],
      ['9', 'HC-7001'],
    ]);
  });
});
