import { messages } from '@horeca/core/messages';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderWidget } from '../../../../../packages/widgets/test/render';
import { fakeServer } from '../../test/fake-server';
import { BuyBox } from './buy-box';
import { productDetail } from './product-fixture';

// The product page is a route: its reads sign an expired session out to the login page.
const renderBuyBox = () => renderWidget(<MemoryRouter><BuyBox product={productDetail()} /></MemoryRouter>);

const tiersAnswer = { success: true, data: [{ id: 9, min_quantity: 10, discount_percent: 8, discounted_unit_price: 919.08 }] };

describe('the product page buy box (the header stepper, docs/behaviour.md §4/§8/§9)', { timeout: 20_000 }, () => {
  it('counts 1 to 100 and says "Successfully Added {n} to Cart"', async () => {
    fakeServer({ 'GET /api/frontend/discounts': { body: tiersAnswer } });
    renderBuyBox();
    const user = userEvent.setup();
    const stepper = screen.getByRole('group', { name: 'Quantity' });
    const input = within(stepper).getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '150');
    await user.tab();
    expect(input).toHaveValue('100');
    expect(within(stepper).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }));
    expect(input).toHaveValue('99');
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    expect(input).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    expect(await screen.findByText('Successfully Added 100 to Cart')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CartItems) ?? '[]')).toMatchObject([{ product_id: 7, quantity: 100 }]);
  });

  it('reads GET /frontend/discounts?product_id= and caches the answer under BuyMoreSaveMore', async () => {
    const server = fakeServer({ 'GET /api/frontend/discounts': { body: tiersAnswer } });
    renderBuyBox();
    await waitFor(() => expect(server.callsTo('GET /api/frontend/discounts')).toHaveLength(1));
    expect(server.callsTo('GET /api/frontend/discounts')[0]?.query.get('product_id')).toBe('7');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.BuyMoreSaveMore) ?? '[]')).toEqual([{ product_id: 7, discounts: tiersAnswer.data }]));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('cell', { name: '10+' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '8%' })).toBeInTheDocument();
  });

  it("keeps the product's own tiers when the call fails (only logged)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ 'GET /api/frontend/discounts': { status: 500, body: { message: 'down' } } });
    renderBuyBox();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Discount tiers could not be loaded', expect.anything()));
    expect(within(screen.getByRole('table')).getByRole('cell', { name: '5+' })).toBeInTheDocument();
    error.mockRestore();
  });
});
