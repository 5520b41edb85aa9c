import { isOutOfStock, productId, productImages, productName } from './product-fields';
import { toGuestCartItem } from './product-card-view';
import type { Product } from './product-types';

const product = (fields: Partial<Product> & Record<string, unknown>) => ({ name: '', ...fields }) as Product;

describe('the product as a view reads it, from any answer', () => {
  it.each([
    ['a listing card (id)', product({ id: 7 }), 7],
    ['a cart or wishlist line (product_id)', product({ product_id: 9 }), 9],
    ['both: the id wins', product({ id: 7, product_id: 9 }), 7],
  ])('finds the id of %s', (_what, item, id) => {
    expect(productId(item)).toBe(id);
  });

  it('names the product by name, else product_name, else nothing', () => {
    expect(productName(product({ name: 'Fryer', product_name: 'Other' }))).toBe('Fryer');
    expect(productName(product({ product_name: 'Fryer' }))).toBe('Fryer');
    expect(productName(product({}))).toBe('');
  });

  it('shows up to five pictures, or the single image when there is no list', () => {
    const many = product({ images: ['1', '', '2', '3', '4', '5', '6'] });
    expect(productImages(many)).toEqual(['1', '2', '3', '4', '5']);
    expect(productImages(product({ images: [], image: 'only.png' }))).toEqual(['only.png']);
  });

  it.each([
    [{ stock_status: 'out_of_stock' }, true],
    [{ in_stock: 0 }, true],
    [{ in_stock: false }, true],
    [{ in_stock: 1, stock_status: 'in_stock' }, false],
    [{}, false],
  ])('reads %j as out of stock: %s', (fields, out) => {
    expect(isOutOfStock(product(fields))).toBe(out);
  });

  it('makes a guest cart line from a listing card, with the id and the single image', () => {
    const line = toGuestCartItem(product({ id: 7, name: 'Fryer', image: 'fryer.png', sale_price: 99, currency: 'AED' }), 2);
    expect(line).toMatchObject({ product_id: 7, quantity: 2, name: 'Fryer', image: 'fryer.png', front_sale_price: 99, currency_title: 'AED', images: ['fryer.png'] });
  });
});
