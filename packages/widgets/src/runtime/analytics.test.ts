import { pushAddToCart } from './analytics';

describe('add_to_cart analytics event (spec section 4)', () => {
  it('pushes currency AED and the sum of sale-or-original price x quantity to dataLayer', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    const event = pushAddToCart(
      [
        { product_id: 1, name: 'Knife', quantity: 2, original_price: 120, front_sale_price: 90 },
        { product_id: 2, name: 'Tray', quantity: 3, original_price: 45.5, front_sale_price: 0 },
      ],
      target,
    );
    expect(event.event).toBe('add_to_cart');
    expect(event.ecommerce.currency).toBe('AED');
    // 2 x 90 (sale) + 3 x 45.50 (no sale: 0 is not a sale price)
    expect(event.ecommerce.value).toBe(316.5);
    expect(event.ecommerce.items).toEqual([
      { item_id: '1', item_name: 'Knife', price: 90, quantity: 2 },
      { item_id: '2', item_name: 'Tray', price: 45.5, quantity: 3 },
    ]);
    expect(target.dataLayer).toEqual([event]);
  });

  it('keeps an existing dataLayer and appends', () => {
    const target = { dataLayer: [{ event: 'page_view' }] } as unknown as Window & { dataLayer?: unknown[] };
    pushAddToCart([{ product_id: 1, name: 'Knife', quantity: 1, original_price: 10, front_sale_price: null }], target);
    expect(target.dataLayer).toHaveLength(2);
  });
});
