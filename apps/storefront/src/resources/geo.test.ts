// The remembered location names its place in one language (issue 33): an Arabic page shows
// only a copy asked in Arabic, so an English visit before never puts "Dubai, United Arab
// Emirates" in the header of an /ar page while the fresh lookup is on its way.
import { STORAGE_KEYS } from '@horeca/core/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { storedLocationIn } from './geo';

const dubai = { city: 'Dubai', regionName: 'Dubai', country: 'United Arab Emirates', countryCode: 'AE', org: '', zip: '00000' };
const arabicDubai = { ...dubai, city: 'دبي', regionName: 'دبي', country: 'الإمارات العربية المتحدة', lang: 'ar' };
const store = (value: unknown) => localStorage.setItem(STORAGE_KEYS.Address, JSON.stringify(value));

afterEach(() => localStorage.clear());

describe('storedLocationIn', () => {
  it('keeps a copy from before the language mark for English pages only', () => {
    store(dubai);
    expect(storedLocationIn('en')).toMatchObject({ city: 'Dubai' });
    expect(storedLocationIn('ar')).toBeNull();
  });

  it('shows an Arabic copy on Arabic pages and not on English ones', () => {
    store(arabicDubai);
    expect(storedLocationIn('ar')).toMatchObject({ city: 'دبي', country: 'الإمارات العربية المتحدة' });
    expect(storedLocationIn('en')).toBeNull();
  });

  it('ignores what is not a location', () => {
    store({ nothing: true });
    expect(storedLocationIn('en')).toBeNull();
  });
});
