import type { SearchProduct } from '../answers/search';
import type { Product } from './product-types';
import { toProductCardView } from './product-card-view';
import { searchProductView } from './search-product-view';
import { guestCartLineOf, guestWishlistEntryOf } from './view-guest-lines';
import { viewUnitLabelText } from './view-unit-label';

/** What an answer may send, its quirks included: nulls, numbers as text, fields outside the card type. */
const wire = (fields: Record<string, unknown>) => ({ name: '', ...fields }) as unknown as Product;

describe('the card view: the wire card read once', () => {
  it.each([
    ['a listing card', { id: 7 }, 7],
    ['a cart or wishlist line', { product_id: 9 }, 9],
    ['a card sending both', { id: 7, product_id: 9 }, 7],
  ])('takes the id of %s from "id or product_id"', (_what, fields, id) => {
    expect(toProductCardView(wire(fields)).id).toBe(id);
  });

  it.each([
    ['name', { name: 'Fryer', product_name: 'Other' }, 'Fryer'],
    ['product_name when name is empty', { name: '', product_name: 'Fryer' }, 'Fryer'],
    ['nothing when neither is sent', {}, ''],
  ])('names the product by %s', (_what, fields, name) => {
    expect(toProductCardView(wire(fields)).name).toBe(name);
  });

  it.each([
    ['no currency', {}, 'AED'],
    ['a null currency', { currency: null }, 'AED'],
    ['a currency title only', { currency_title: 'SAR' }, 'SAR'],
    ['a lower-case code', { currency: 'qar' }, 'QAR'],
  ])('prices in AED unless told: %s', (_what, fields, currency) => {
    expect(toProductCardView(wire(fields)).currency).toBe(currency);
  });

  it.each([
    ['a sale below the original', { original_price: 150, sale_price: 100 }, { price: 100, wasPrice: 150, originalPrice: 150, salePrice: 100, discountBadge: '33.33', discountPercent: 33 }],
    ['price and front_sale_price as text', { price: '80', front_sale_price: '60' }, { price: 60, wasPrice: 80, originalPrice: 80, salePrice: 60, discountBadge: '25.00', discountPercent: 25 }],
    ['a zero sale price', { original_price: 50, sale_price: 0 }, { price: 50, wasPrice: null, originalPrice: 50, salePrice: null, discountBadge: null, discountPercent: 0 }],
    ['null prices', { original_price: null, sale_price: null, price: null }, { price: null, wasPrice: null, originalPrice: null, salePrice: null, discountBadge: null, discountPercent: 0 }],
  ])('reads the prices of %s', (_what, fields, prices) => {
    expect(toProductCardView(wire(fields))).toMatchObject(prices);
  });

  it('turns every null or missing field into null, an empty list or false, never undefined', () => {
    const view = toProductCardView(
      wire({ id: 1, name: 'Tray', sku: null, video_path: null, avg_rating: null, delivery_days: null, minimum_order_quantity: null, maximum_order_quantity: null, selling_unit: null, per_unit_price: null, store_id: null, vendor_id: null, category_url: null, parent_category_url: null, images: null, image: null }),
    );
    expect(Object.values(view)).not.toContain(undefined);
    expect(view).toMatchObject({ sku: null, videoUrl: null, rating: null, deliveryDays: null, minimumOrderQuantity: null, maximumOrderQuantity: null, sellingUnit: null, perUnitPrice: null, images: [], imageSets: [], altTexts: [], inWishlist: false, outOfStock: false, storeId: null, vendorId: null, url: '' });
  });

  it('lists the pictures, the single image standing in for a missing list, each with its alt text or the name', () => {
    expect(toProductCardView(wire({ name: 'Fryer', images: ['a.png', '', 'b.png'], alt_tags: ['Front'] }))).toMatchObject({ images: ['a.png', 'b.png'], altTexts: ['Front', 'Fryer'] });
    expect(toProductCardView(wire({ name: 'Fryer', images: [], image: 'only.png' })).images).toEqual(['only.png']);
  });

  it('reads stock, rating, limits, unit and promos', () => {
    const view = toProductCardView(
      wire({ in_stock: 0, avg_rating: '4.5', minimum_order_quantity: 2, maximum_order_quantity: 20, selling_type: { attribute_value_unit: 'Box' }, selling_unit: 'Each', per_unit_price: 2, price: 24, delivery_days: 0, in_wishlist: true }),
    );
    expect(view).toMatchObject({ outOfStock: true, rating: 4.5, minimumOrderQuantity: 2, maximumOrderQuantity: 20, sellingUnit: 'Box', perUnitPrice: 2, deliveryDays: 0, deliveryPromo: 'freeDelivery', inWishlist: true });
    expect(view.flashSalePromos).toEqual(['firstOrderDiscount', 'sellingOutFast', 'freeDelivery', 'recentSales']);
    expect(toProductCardView(wire({})).deliveryPromo).toBe('shippingFaster');
  });

  it('finds the page from the card category urls, or takes a full path as it is', () => {
    expect(toProductCardView(wire({ url: 'fryer', parent_category_url: 'kitchen', category_url: 'fryers' })).path).toBe('/kitchen/fryers/fryer');
    expect(toProductCardView(wire({ url: 'https://example.com/p/1' })).path).toBe('https://example.com/p/1');
  });

  it('words the unit label from the view as core words it from the card', () => {
    const view = toProductCardView(wire({ selling_unit: 'Piece', per_unit_price: 2, price: 24 }));
    expect(viewUnitLabelText(view, 'ae')?.text).toMatch(/2\.00 per Piece/);
    expect(viewUnitLabelText(toProductCardView(wire({})), 'ae')).toBeNull();
  });
});

describe('a search suggestion as a card view', () => {
  const row = { id: 3, name: 'Cup', url: 'cup', grandparent_category_slug: 'tableware', parent_category_slug: 'cups', quantity: 0, original_price: 5, front_sale_price: 4 } as SearchProduct;

  it('keeps its page and category slugs and reads a zero stock count as sold out', () => {
    expect(searchProductView(row)).toMatchObject({ id: 3, path: '/tableware/cups/cup', parentCategoryUrl: 'tableware', categoryUrl: 'cups', outOfStock: true, price: 4, wasPrice: 5 });
    expect(searchProductView({ ...row, quantity: 4 }).outOfStock).toBe(false);
  });
});

describe('guest storage from the view keeps the spec shapes', () => {
  const view = toProductCardView(wire({ product_id: 7, product_name: 'Fryer', image: 'fryer.png', original_price: 120, sale_price: 99, currency: null, url: 'fryer', brand_name: 'Acme' }));

  it('stores a cart line with the wire keys', () => {
    expect(guestCartLineOf(view, 2)).toEqual({
      product_id: 7, quantity: 2, name: 'Fryer', image: 'fryer.png', store_id: null, vendor_id: null, delivery_days: null, original_price: 120, front_sale_price: 99, currency_title: 'AED',
      maximum_order_quantity: null, minimum_order_quantity: null, images: ['fryer.png'], video_path: null, parent_category_url: null, category_url: null, url: 'fryer',
    });
  });

  it('stores a wishlist entry in the server wishlist shape', () => {
    const entry = guestWishlistEntryOf(view, new Date('2026-01-01T00:00:00Z'));
    expect(entry).toMatchObject({ product_id: 7, customer_id: 0, created_at: '2026-01-01T00:00:00.000Z' });
    expect(entry.product).toMatchObject({ id: 7, name: 'Fryer', brand_name: 'Acme', original_price: 120, sale_price: 99, best_price: 99, images: ['fryer.png'] });
  });
});
