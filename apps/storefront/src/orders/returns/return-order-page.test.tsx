import { messages } from '@horeca/core/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { commerceRoutes } from '../../app/routes';
import { fakeServer } from '../../test/fake-server';
import { currentPath, renderRoutes } from '../../test/render-route';

// The upload goes through XHR for progress; here it is answered by a fetch the test controls.
const upload = vi.hoisted(() => ({ answer: { status: 201, body: { success: true, message: 'Your return request has been received.' } }, sent: [] as FormData[] }));
vi.mock('./progress-fetch', () => ({
  progressFetch: (onProgress: (fraction: number) => void) => async (_input: RequestInfo | URL, init?: RequestInit) => {
    upload.sent.push(init?.body as FormData);
    onProgress(0.5);
    return new Response(JSON.stringify(upload.answer.body), { status: upload.answer.status, headers: { 'Content-Type': 'application/json' } });
  },
}));

const me = { data: { id: 1, name: 'Lina', email: 'lina@example.com', type: 'Private' } };
const delivered = {
  id: 42, number: 'HC-ABCDEFGHJK', status: 'delivered', storefront: 'ae', can_cancel: false, can_return: true, returns: [],
  order_products: [
    { id: 7, product_id: 11, quantity: 3, unit_price: 80, line_total: 240, product: { id: 11, name: 'Chef Knife', sku: 'CK-1', images: [] }, returnable_quantity: 3 },
    { id: 8, product_id: 12, quantity: 1, unit_price: 20, line_total: 20, product: { id: 12, name: 'Peeler', sku: 'PL-1', images: [] }, returnable_quantity: 1 },
  ],
};

beforeEach(() => {
  upload.sent = [];
  upload.answer = { status: 201, body: { success: true, message: 'Your return request has been received.' } };
  Object.assign(URL, { createObjectURL: vi.fn((file: File) => `blob:${file.name}`), revokeObjectURL: vi.fn() });
});

describe('/return-order/{id}', { timeout: 30_000 }, () => {
  it('asks for a product and a reason with the spec message, and bounds the quantity by the order', async () => {
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders/42': { body: delivered } });
    const { container } = await renderRoutes(commerceRoutes, { path: '/return-order/42', token: 'tok' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: messages.returns.heading })).toBeInTheDocument();
    expect(screen.getByText(messages.returns.breadcrumb)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit return request' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.returns.productOrReasonRequired);

    await user.click(screen.getByRole('radio', { name: /Chef Knife/ }));
    const stepper = screen.getByRole('group', { name: 'Quantity to return' });
    expect(within(stepper).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return one more' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Return one fewer' }));
    await user.click(screen.getByRole('button', { name: 'Return one fewer' }));
    expect(within(stepper).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return one fewer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Submit return request' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.returns.productOrReasonRequired);
    expect(upload.sent).toHaveLength(0);
    for (const reason of Object.values(messages.returns.reasons)) expect(screen.getByRole('option', { name: reason })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('previews photos and videos, removes one, uploads the rest and goes to all orders', async () => {
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders/42': { body: delivered } });
    await renderRoutes(commerceRoutes, { path: '/registration/return-orders/42', token: 'tok' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Chef Knife/ }));
    await user.selectOptions(screen.getByLabelText('Reason'), messages.returns.reasons.damaged);
    await user.type(screen.getByLabelText('Describe the problem (optional)'), 'Chipped blade');
    await user.upload(screen.getByLabelText('Add photos'), [
      new File(['a'], 'front.png', { type: 'image/png' }),
      new File(['b'], 'back.png', { type: 'image/png' }),
    ]);
    await user.upload(screen.getByLabelText('Add a video'), new File(['c'], 'unboxing.mp4', { type: 'video/mp4' }));
    expect(screen.getByRole('img', { name: 'front.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove back.png' }));
    expect(screen.queryByRole('img', { name: 'back.png' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit return request' }));

    // docs/behaviour.md §2.5: success goes to /registration/all-orders, here its Returns view, where the new return is listed.
    await waitFor(() => expect(currentPath()).toBe('/registration/all-orders?view=returns'));
    expect(await screen.findByText('Your return request has been received.')).toBeInTheDocument();
    const sent = upload.sent[0]!;
    expect(sent.get('order_id')).toBe('42');
    expect(sent.get('product_id')).toBe('11');
    expect(sent.get('quantity')).toBe('3');
    expect(sent.get('reason')).toBe(messages.returns.reasons.damaged);
    expect(sent.get('description')).toBe('Chipped blade');
    expect((sent.getAll('product_images[]') as File[]).map((file) => file.name)).toEqual(['front.png']);
    expect((sent.getAll('product_videos[]') as File[]).map((file) => file.name)).toEqual(['unboxing.mp4']);
  });

  it('refuses a non-photo as a photo at the field, and keeps everything when the server refuses', async () => {
    upload.answer = { status: 409, body: { success: false, message: 'This item has already been returned.' } as never };
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders/42': { body: delivered } });
    await renderRoutes(commerceRoutes, { path: '/return-order/42', token: 'tok' });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('radio', { name: /Peeler/ }));
    await user.selectOptions(screen.getByLabelText('Reason'), messages.returns.reasons.changedMind);
    await user.upload(screen.getByLabelText('Add photos'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Submit return request' }));
    expect(screen.getByText('File notes.txt is not a photo.')).toBeInTheDocument();
    expect(upload.sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    await user.click(screen.getByRole('button', { name: 'Submit return request' }));
    expect(await screen.findByText('This item has already been returned.')).toBeInTheDocument();
    expect(currentPath()).toBe('/return-order/42');
    expect(screen.getByLabelText('Reason')).toHaveValue(messages.returns.reasons.changedMind);
    expect(screen.getByRole('button', { name: 'Submit return request' })).toBeEnabled();
  });

  it('offers only what is left to return ("1 of 3 left"), starting at all of it, and never a fully returned line', async () => {
    const partly = {
      ...delivered,
      order_products: [
        { ...delivered.order_products[0]!, returnable_quantity: 1 },
        { ...delivered.order_products[1]!, returnable_quantity: 0 },
      ],
    };
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders/42': { body: partly } });
    await renderRoutes(commerceRoutes, { path: '/return-order/42', token: 'tok' });
    const user = userEvent.setup();
    const knife = await screen.findByRole('radio', { name: /Chef Knife/ });
    expect(knife).toHaveAccessibleName('Chef Knife (1 of 3 left to return)');
    expect(screen.queryByRole('radio', { name: /Peeler/ })).not.toBeInTheDocument();
    expect(screen.getByText('Already in a return: Peeler.')).toBeInTheDocument();
    await user.click(knife);
    const stepper = screen.getByRole('group', { name: 'Quantity to return' });
    expect(within(stepper).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return one more' })).toBeDisabled();
  });

  it('says so when every item is already in a return, and links back to the order', async () => {
    const returned = { ...delivered, can_return: false, order_products: delivered.order_products.map((line) => ({ ...line, returnable_quantity: 0 })) };
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders/42': { body: returned } });
    await renderRoutes(commerceRoutes, { path: '/return-order/42', token: 'tok' });
    expect(await screen.findByText('Every item of this order is already in a return.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/order-details/42');
  });
});
