import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWidget } from '../../../../../packages/widgets/test/render';
import { fakeServer } from '../../test/fake-server';
import { FlashSaleSection, flashSaleOf } from './flash-sale-section';

const sale = (id: number, ends: string) => ({ id, name: `Sale ${id}`, slug: `sale-${id}`, description: '', banner: '', min_discount_percent: 10, ends_at: ends });
const product = (id: number, original: number, sale: number, deliveryDays: number | null) => ({
  id, product_id: id, name: `Combi Oven ${id}`, url: `combi-oven-${id}`, parent_category_url: 'kitchen-equipment', category_url: 'ovens',
  sku: `CO-${id}`, images: ['/img/oven.png'], avg_rating: 4, original_price: original, sale_price: sale, delivery_days: deliveryDays,
});

describe('the home flash sale (docs/behaviour.md §9 promo texts)', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('is the sale ending first', () => {
    expect(flashSaleOf([sale(1, '2026-12-31T00:00:00Z'), sale(2, '2026-12-01T00:00:00Z')])?.id).toBe(2);
    expect(flashSaleOf([])).toBeNull();
  });

  it("shows the sale's products on flash-sale cards, WAS each one's own original price", async () => {
    const server = fakeServer({
      'GET /api/frontend/sales/2/products': { body: { data: [product(1, 4200, 3600, 3), product(2, 950, 800, null)], meta: { total: 2 }, sale: sale(2, '2026-12-01T00:00:00Z') } },
    });
    renderWidget(
      <MemoryRouter>
        <FlashSaleSection sales={[sale(1, '2026-12-31T00:00:00Z'), sale(2, '2026-12-01T00:00:00Z')]} />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Flash Sale' });
    const first = await within(section).findByRole('article', { name: 'Combi Oven 1' });
    expect(within(within(first).getByRole('list', { name: 'Flash sale offers' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '15% discount on first time order',
      'SELLING OUT FAST',
      'FREE DELIVERY',
      '5300+ SALE RECENTLY',
    ]);
    expect(within(first).getByText(/^WAS AED\s?4,200\.00$/)).toBeInTheDocument();
    const second = within(section).getByRole('article', { name: 'Combi Oven 2' });
    expect(within(second).getByText('Now Shipping Faster')).toBeInTheDocument();
    expect(within(second).getByText(/^WAS AED\s?950\.00$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the whole flash sale' })).toHaveAttribute('href', '/shop-by-sale/2');
    await waitFor(() => expect(server.callsTo('GET /api/frontend/sales/2/products')[0]?.query.get('per_page')).toBe('10'));
  });
});
