import { analyticsTagUrl, injectAnalyticsTag, pushAddToCart } from './analytics';

describe('add_to_cart analytics event (docs/behaviour.md §4)', () => {
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

describe('the analytics tag (docs/behaviour.md §4: injected on the first add to cart, when configured)', () => {
  const tags = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');
  afterEach(() => {
    tags().forEach((tag) => tag.remove());
    delete (window as unknown as { gtag?: unknown }).gtag;
  });

  it('loads nothing without an id, or with one that is not a tag id', () => {
    expect(injectAnalyticsTag(undefined)).toBe(false);
    expect(injectAnalyticsTag('')).toBe(false);
    expect(injectAnalyticsTag('G-1"><img src=x onerror=alert(1)>')).toBe(false);
    expect(tags()).toHaveLength(0);
  });

  it('injects the script once and queues the config for it', () => {
    expect(injectAnalyticsTag('G-TEST1234')).toBe(true);
    expect(injectAnalyticsTag('G-TEST1234')).toBe(true);
    expect(tags()).toHaveLength(1);
    expect(tags()[0]).toHaveAttribute('src', analyticsTagUrl('G-TEST1234'));
    expect(tags()[0]).toHaveProperty('async', true);
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(layer).toContainEqual(['config', 'G-TEST1234']);
  });
});
