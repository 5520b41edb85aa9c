import { GULF_COUNTRIES } from '@horeca/core/phone';
import { attributeTypeText, camelEventName, type AttributeContract } from './contract';
import { gulfCountryCodes } from '../phone-input/phone-input.contract';
import { horecaElements } from './registry';

const attribute = (fields: Pick<AttributeContract, 'type' | 'values'>): AttributeContract => ({ name: 'x', description: 'x', ...fields });

describe('an attribute contract', () => {
  it('types a value list as its union, free text as string', () => {
    expect(attributeTypeText(attribute({ type: 'string', values: ['pre', 'post'] }))).toBe("'pre' | 'post'");
    expect(attributeTypeText(attribute({ type: 'string' }))).toBe('string');
  });

  it('types a flag as present, absent or a boolean property, JSON as text or the object', () => {
    expect(attributeTypeText(attribute({ type: 'flag' }))).toBe("boolean | '' | 'true' | 'false'");
    expect(attributeTypeText(attribute({ type: 'json' }))).toBe('object | string');
  });

  it('types a language as its languages, with or without a region', () => {
    expect(attributeTypeText(attribute({ type: 'language', values: ['en', 'ar'] }))).toBe("'en' | 'ar' | `en-${string}` | `ar-${string}`");
  });

  it('lists the default country values core knows, so the typings refuse no Gulf country and allow no other', () => {
    expect([...gulfCountryCodes]).toEqual(GULF_COUNTRIES.map((country) => country.code));
  });
});

describe('an event name', () => {
  it('has the camelCase DOM name a React 19 onHoreca… prop listens to', () => {
    expect(camelEventName('horeca:add-to-cart')).toBe('HorecaAddToCart');
    expect(camelEventName('horeca:open-change')).toBe('HorecaOpenChange');
    expect(camelEventName('horeca:change')).toBe('HorecaChange');
  });

  it('is unique in camelCase across the elements, so an alias names one event', () => {
    const names = [...new Set(horecaElements.flatMap(({ contract }) => contract.events.map((event) => event.name)))];
    expect(new Set(names.map(camelEventName)).size).toBe(names.length);
  });
});
