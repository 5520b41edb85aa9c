import { arMessages } from '../messages/messages.ar';
import { unitLabel, unitLabelText } from './unit-label';

describe('unitLabel (docs/behaviour.md §3 fields, docs/behaviour.md §9: selling-type unit 16 characters)', () => {
  it('takes the selling type unit first', () => {
    expect(unitLabel({ selling_type: { attribute_value: '1/Box', attribute_value_unit: 'Box' }, selling_unit: 'Each', sale_price: 10 })).toEqual({ unit: 'Box', fullUnit: 'Box', perUnitPrice: null });
  });

  it('falls back to the selling unit', () => {
    expect(unitLabel({ selling_unit: 'Pack', original_price: 20 })?.unit).toBe('Pack');
  });

  it('cuts a unit longer than 16 characters and keeps the whole for a tooltip', () => {
    const label = unitLabel({ selling_type: { attribute_value_unit: 'Carton of 24 bottles' }, original_price: 48 });
    expect(label).toEqual({ unit: 'Carton of 24 bot…', fullUnit: 'Carton of 24 bottles', perUnitPrice: null });
  });

  it('shows the per-unit price only when it differs from the price', () => {
    expect(unitLabel({ selling_unit: 'Piece', per_unit_price: 2, original_price: 48 })?.perUnitPrice).toBe(2);
    expect(unitLabel({ selling_unit: 'Each', per_unit_price: 48, original_price: 48 })?.perUnitPrice).toBeNull();
    expect(unitLabel({ selling_unit: 'Each', per_unit_price: 0, original_price: 48 })?.perUnitPrice).toBeNull();
  });

  it.each([[{}], [{ selling_unit: '  ' }], [{ selling_type: { attribute_value_unit: '' }, selling_unit: null }]])('no unit, no label: %j', (product) => {
    expect(unitLabel(product)).toBeNull();
  });

  it('names a unit the catalogue names in English in the card’s language; another unit stays as it is (issue 33)', () => {
    const arabic = { texts: arMessages.card, money: (amount: number) => `${amount.toFixed(2)} د.إ.` };
    expect(unitLabelText({ selling_unit: 'Each', original_price: 48 }, 'ae', arabic)).toEqual({ text: 'لكل قطعة' });
    expect(unitLabelText({ selling_unit: 'Pack', per_unit_price: 2, original_price: 48 }, 'ae', arabic)).toEqual({ text: '2.00 د.إ. لكل عبوة' });
    expect(unitLabelText({ selling_unit: 'Each', original_price: 48 }, 'ae')).toEqual({ text: 'per Each' });
    expect(unitLabelText({ selling_unit: 'Box', original_price: 48 }, 'ae', arabic)).toEqual({ text: 'لكل Box' });
    // The catalogue's words are looked up as its own keys, never as the table's inherited names.
    expect(unitLabelText({ selling_unit: 'constructor', original_price: 48 }, 'ae', arabic)).toEqual({ text: 'لكل constructor' });
  });
});
