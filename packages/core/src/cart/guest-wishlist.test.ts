import { buildGuestWishlistEntry, GUEST_WISHLIST_CUSTOMER_ID, type WishlistSourceProduct } from './guest-wishlist';

const NOW = new Date('2025-07-31T08:30:00.000Z');

const card: WishlistSourceProduct = {
  id: 501,
  name: 'Combi Oven 10 GN',
  sku: 'RAT-ICP-10-1/1',
  images: ['https://cdn.example/oven-1.jpg', 'https://cdn.example/oven-2.jpg'],
  description: ['Steam and convection', '10 x GN 1/1'],
  brand_name: 'Rational',
  brand_id: 12,
  vendor_id: 34,
  price: 52000,
  sale_price: 48500,
  original_price: 52000,
  front_sale_price: 48500,
  best_price: 48000,
  delivery_days: 3,
  left_stock: 4,
};

describe('buildGuestWishlistEntry', () => {
  it('builds the entry with every fixed default of docs/behaviour.md §3', () => {
    expect(buildGuestWishlistEntry(card, NOW)).toEqual({
      customer_id: GUEST_WISHLIST_CUSTOMER_ID,
      product_id: 501,
      created_at: '2025-07-31T08:30:00.000Z',
      updated_at: '2025-07-31T08:30:00.000Z',
      product: {
        id: 501,
        name: 'Combi Oven 10 GN',
        description: '["Steam and convection","10 x GN 1/1"]',
        images: ['https://cdn.example/oven-1.jpg', 'https://cdn.example/oven-2.jpg'],
        sku: 'RAT-ICP-10-1/1',
        vendor_sku: 'RAT-ICP-10-1/1',
        brand_name: 'Rational',
        price: 52000,
        sale_price: 48500,
        original_price: 52000,
        front_sale_price: 48500,
        best_price: 48000,
        map: 48000,
        delivery_days: 3,
        stock_status: 'in_stock',
        in_stock: 1,
        in_wishlist: 1,
        status: 'published',
        currency: 'AED',
        return_policy: '30 Days',
        free_shipping: 1,
        selling_type: { attribute_value: '1/Each', attribute_value_unit: 'Each' },
        selling_unit_attribute: { attribute_value: '1/Each' },
        discounts: [],
        product_suppliers: [],
        benefits_features: [],
        documents: [],
        frequently_bought_together: [],
        units_sold: 0,
        views: 0,
        approved: 0,
        is_featured: 0,
        is_variation: 0,
        brand_id: 12,
        vendor_id: 34,
        inventory: null,
        warranty_information: null,
      },
    });
  });

  it('uses a fixed customer id number', () => {
    expect(GUEST_WISHLIST_CUSTOMER_ID).toBe(0);
  });

  it('fills the defaults for a bare product', () => {
    const entry = buildGuestWishlistEntry({ product_id: 9, name: '' , product_name: 'Tongs' }, NOW);
    expect(entry.product_id).toBe(9);
    expect(entry.product).toMatchObject({
      id: 9,
      name: 'Tongs',
      description: '[]',
      images: [],
      sku: '',
      vendor_sku: '',
      brand_name: '',
      price: null,
      sale_price: null,
      original_price: null,
      front_sale_price: null,
      best_price: null,
      map: null,
      delivery_days: null,
      stock_status: 'out_of_stock',
      in_stock: 0,
      brand_id: null,
      vendor_id: null,
    });
  });

  it.each<[WishlistSourceProduct['left_stock'], 'in_stock' | 'out_of_stock', 0 | 1]>([
    [1, 'in_stock', 1],
    [250, 'in_stock', 1],
    ['3', 'in_stock', 1],
    [0.5, 'in_stock', 1],
    [0, 'out_of_stock', 0],
    [-2, 'out_of_stock', 0],
    ['', 'out_of_stock', 0],
    ['many', 'out_of_stock', 0],
    [null, 'out_of_stock', 0],
    [undefined, 'out_of_stock', 0],
  ])('left_stock %j -> %s / in_stock %d', (left_stock, stockStatus, inStock) => {
    const { product } = buildGuestWishlistEntry({ ...card, left_stock }, NOW);
    expect(product.stock_status).toBe(stockStatus);
    expect(product.in_stock).toBe(inStock);
  });

  it.each<[unknown, string]>([
    [undefined, '[]'],
    [null, '[]'],
    ['', '[]'],
    ['   ', '[]'],
    [[], '[]'],
    [['A', 'B'], '["A","B"]'],
    ['["already","encoded"]', '["already","encoded"]'],
    ['Heavy-duty steel', '["Heavy-duty steel"]'],
    ['{"not":"a list"}', '["{\\"not\\":\\"a list\\"}"]'],
    [42, '[]'],
  ])('description %j -> %s', (description, expected) => {
    expect(buildGuestWishlistEntry({ ...card, description }, NOW).product.description).toBe(expected);
  });

  it.each<[Partial<WishlistSourceProduct>, number | null]>([
    [{ best_price: 10 }, 10],
    [{ best_price: undefined, sale_price: 80, original_price: 100 }, 80],
    [{ best_price: null, sale_price: 0, original_price: 100 }, 100],
    [{ best_price: undefined, sale_price: undefined, front_sale_price: undefined, original_price: undefined, price: undefined }, null],
  ])('best_price and map for %j -> %j', (prices, expected) => {
    const { product } = buildGuestWishlistEntry({ ...card, ...prices }, NOW);
    expect(product.best_price).toBe(expected);
    expect(product.map).toBe(expected);
  });

  it('does not share the images list with the source product', () => {
    const entry = buildGuestWishlistEntry(card, NOW);
    expect(entry.product.images).not.toBe(card.images);
  });

  it('stamps the current time by default', () => {
    const before = Date.now();
    const entry = buildGuestWishlistEntry(card);
    expect(Date.parse(entry.created_at)).toBeGreaterThanOrEqual(before);
    expect(entry.updated_at).toBe(entry.created_at);
  });

  it.each<[string, WishlistSourceProduct]>([
    ['no id at all', { name: 'Ghost' }],
    ['a NaN id', { id: NaN, name: 'Ghost' }],
    ['a text id', { id: '7' as unknown as number, name: 'Ghost' }],
  ])('refuses a product with %s', (_case, product) => {
    expect(() => buildGuestWishlistEntry(product, NOW)).toThrow(TypeError);
  });

  it('refuses an invalid date', () => {
    expect(() => buildGuestWishlistEntry(card, new Date('not a date'))).toThrow(RangeError);
  });
});
