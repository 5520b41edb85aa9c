// Issue 28: an unpaid card order is cancelled at its payment deadline and its products go back
// on sale, so the shopper is told: before placing it (the review page, when paying by card), and
// on the pages where the card payment can still be made (the decline and cancel pages, the
// order's page) until when, from the order's payment_expires_at, in English and in Arabic.
import { CARD_PAYMENT_MINUTES } from '@horeca/core/constants';
import { formatTime } from '@horeca/core/locale';
import { screen, waitFor } from '@testing-library/react';
import { loadPageLanguage, setPageLanguage } from '../lib/locale';
import { commerceRoutes } from '../app/routes';
import { fakeServer } from '../test/fake-server';
import { orderFixture } from '../test/order-fixture';
import { renderRoutes } from '../test/render-route';

const DEADLINE = '2026-11-20T10:30:00.000Z';
const awaitingCard = orderFixture({ payment_method: 'card', payment_status: 'failed', payment_expires_at: DEADLINE });

function reviewing(paymentMethod: string) {
  sessionStorage.setItem('checkoutChoices', JSON.stringify({ cartPath: '/checkout/x', addressId: 9, deliveryMethod: 'standard', paymentMethod, purchaseOrderNumber: '' }));
  fakeServer({
    'GET /api/frontend/customer-address': { body: { data: [{ id: 9, address: 'Marina Walk 5', city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', zip_code: '00000', is_default: 1 }] } },
    'GET /api/frontend/checkout/summary': {
      body: { data: { lines: [], subtotal: 160, shipping: 25, tax: 8.81, tax_included: true, total: 185, currency: 'AED', delivery_methods: [{ id: 'standard', fee: 25, free_from: 500 }], payment_methods: ['cash_on_delivery', 'card'] } },
    },
  });
}

describe("a card order's payment deadline", { timeout: 30_000 }, () => {
  it('the review page says how long a card order is held, only when paying by card', async () => {
    reviewing('card');
    const { unmount } = await renderRoutes(commerceRoutes, { path: '/review-checkout', token: 'tok' });
    expect(await screen.findByText(`Pay by card within ${CARD_PAYMENT_MINUTES} minutes of placing the order: an unpaid card order is then cancelled and its products go back on sale.`)).toBeInTheDocument();
    unmount();

    reviewing('cash_on_delivery');
    await renderRoutes(commerceRoutes, { path: '/review-checkout', token: 'tok' });
    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryByText(/Pay by card within/)).not.toBeInTheDocument();
  });

  it('the decline page and the order page say until when the card payment can be made', async () => {
    fakeServer({ 'GET /api/frontend/orders/42': { body: awaitingCard } });
    sessionStorage.setItem('pendingPaymentOrder', '42');
    const { unmount } = await renderRoutes(commerceRoutes, { path: '/payment/decline', token: 'tok' });
    const sentence = `Please complete the card payment by ${formatTime(DEADLINE)}. After that the order is cancelled and its products go back on sale.`;
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    unmount();

    await renderRoutes(commerceRoutes, { path: '/order-details/42', token: 'tok' });
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('says nothing once the order no longer waits for a card payment', async () => {
    fakeServer({ 'GET /api/frontend/orders/42': { body: orderFixture({ payment_method: 'card', payment_status: 'paid', status: 'confirmed', payment_expires_at: null }) } });
    await renderRoutes(commerceRoutes, { path: '/order-details/42', token: 'tok' });
    await screen.findByRole('button', { name: 'Download invoice for HC-ABCDEFGHJK' });
    expect(screen.queryByTestId('payment-deadline')).not.toBeInTheDocument();
  });

  describe('in Arabic', () => {
    beforeAll(async () => {
      await loadPageLanguage('ar');
      setPageLanguage('ar');
    });
    afterAll(() => setPageLanguage('en'));

    it('the review page and the decline page, with the time in the Arabic clock and the chosen digits', async () => {
      reviewing('card');
      const { unmount } = await renderRoutes(commerceRoutes, { path: '/review-checkout', token: 'tok', lang: 'ar' });
      expect(await screen.findByText(`ادفع بالبطاقة خلال ${CARD_PAYMENT_MINUTES} دقيقة من تقديم الطلب: بعدها يُلغى الطلب غير المدفوع وتعود منتجاته إلى البيع.`)).toBeInTheDocument();
      unmount();

      fakeServer({ 'GET /api/frontend/orders/42': { body: awaitingCard } });
      sessionStorage.setItem('pendingPaymentOrder', '42');
      await renderRoutes(commerceRoutes, { path: '/payment/decline', token: 'tok', lang: 'ar', digits: 'arab' });
      const deadline = await screen.findByTestId('payment-deadline');
      await waitFor(() => expect(deadline).toHaveTextContent(`يرجى إتمام الدفع بالبطاقة قبل الساعة ${formatTime(DEADLINE, 'ar', 'arab')}.`));
      expect(deadline.textContent).not.toMatch(/[0-9]/);
    });
  });
});
