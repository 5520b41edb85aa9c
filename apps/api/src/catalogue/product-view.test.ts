import { describe, expect, it } from 'vitest';
import { sizeOptions, type SizeSibling } from './product-view';

const fryer = (id: number, size: string | null, type = 'Gas', configuration: string | null = '4-Tube'): SizeSibling => ({
  id,
  slug: `fryer-${id}`,
  specifications: [
    { name: 'Brand', value: 'Vulcan' },
    ...(size ? [{ name: 'Size / Capacity', value: size }] : []),
    { name: 'Type', value: type },
    ...(configuration ? [{ name: 'Configuration', value: configuration }] : []),
  ],
});
const ORDER = ['15 lb', '25 lb', '40 lb', '50 lb', '70 lb'];

describe('size options from the product family', () => {
  it('lists one product per size of the same type and configuration, small to large, linking each', () => {
    const product = fryer(40, '40 lb');
    const siblings = [product, fryer(90, '70 lb'), fryer(12, '70 lb'), fryer(7, '15 lb'), fryer(3, '25 lb', 'Electric'), fryer(5, '50 lb', 'Gas', '5-Tube'), fryer(41, '40 lb')];
    expect(sizeOptions(product, siblings, ORDER)).toEqual([
      { size: '15 lb', product_id: 7, slug: 'fryer-7', url: 'fryer-7', current: false },
      { size: '40 lb', product_id: 40, slug: 'fryer-40', url: 'fryer-40', current: true },
      // The family's first product of a size (lowest id) stands for it.
      { size: '70 lb', product_id: 12, slug: 'fryer-12', url: 'fryer-12', current: false },
    ]);
  });

  it('offers nothing without a size or without another size in the family', () => {
    expect(sizeOptions(fryer(1, null), [fryer(1, null), fryer(2, '15 lb')], ORDER)).toEqual([]);
    expect(sizeOptions(fryer(1, '15 lb'), [fryer(1, '15 lb'), fryer(2, '15 lb'), fryer(3, '25 lb', 'Electric')], ORDER)).toEqual([]);
  });

  it('matches a product without configuration only with others without one', () => {
    const product = fryer(1, '15 lb', 'Gas', null);
    expect(sizeOptions(product, [product, fryer(2, '25 lb', 'Gas', null), fryer(3, '40 lb')], ORDER).map((o) => o.size)).toEqual(['15 lb', '25 lb']);
  });
});
