import { describe, expect, it } from 'vitest';
import { cartHandoffUrl, handoffItems, newHandoffId, withoutHandedLines } from './cart-handoff';

describe('cart handoff links', () => {
  it('writes the store URL with the lines, the partner origin and the handoff id', () => {
    const url = cartHandoffUrl('https://shop.example/', [{ product_id: 12, quantity: 3 }, { product_id: 40, quantity: 1 }], { from: 'https://partner.example', handoff: 'abcdefghijklmnopqrstuv' });
    expect(url).toBe('https://shop.example/cart/add?items=12%3A3%2C40%3A1&from=https%3A%2F%2Fpartner.example&handoff=abcdefghijklmnopqrstuv');
    expect(new URL(url).searchParams.get('items')).toBe('12:3,40:1');
  });

  it('leaves out a line the store could not read (a stored cart anyone on the page can write)', () => {
    expect(handoffItems([{ product_id: '1,2' as unknown as number, quantity: 1 }, { product_id: 3, quantity: 0 }, { product_id: 4, quantity: 1.5 }, { product_id: 5, quantity: 2 }])).toBe('5:2');
  });

  it('makes 22-character ids of the API alphabet from the random source', () => {
    const id = newHandoffId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newHandoffId()).not.toBe(id);
    expect(newHandoffId((bytes) => bytes.fill(255))).toBe('_'.repeat(22));
  });

  it('takes away only what was handed over', () => {
    const current = [
      { product_id: 1, quantity: 2, name: 'a' },
      { product_id: 2, quantity: 5, name: 'b' },
      { product_id: 3, quantity: 1, name: 'c' },
    ];
    expect(withoutHandedLines(current, [{ product_id: 1, quantity: 2 }, { product_id: 2, quantity: 3 }])).toEqual([
      { product_id: 2, quantity: 2, name: 'b' },
      { product_id: 3, quantity: 1, name: 'c' },
    ]);
  });
});
