import { formatCount, formatMoney } from '../money/money';
import { messages } from '../messages/messages';
import { messageAt } from '../messages/catalogue';
import { sayInArabic } from '../messages/testing/say-in-arabic';
import { formatArabicDate, formatArabicMoney, formatDate, formatTime } from './format';
import { intlLocale, localeFor, localeFromPath, localeOf, localizedPath } from './locale';
import { arMessages } from '../messages/messages.ar';
import { gulfMobileMessage } from '../fields/fields';

/** Every string of a table with its key path. */
function strings(table: unknown, path = ''): [string, string][] {
  if (typeof table === 'string') return [[path, table]];
  return Object.entries(table as Record<string, unknown>).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/\{[^{}]+\}/g)].map((match) => match[0]).sort();

describe('the Arabic catalogue of core messages', () => {
  const english = new Map(strings(messages));
  const arabic = new Map(strings(arMessages));

  it('has every key of the English table and no other', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps each message’s placeholders, so formatMessage fills the Arabic text too', () => {
    for (const [key, text] of english) expect([key, placeholders(arabic.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });

  it('is written in Arabic script, not left in English', () => {
    for (const [key, text] of arabic) expect([key, /[\u0600-\u06ff]/.test(text)]).toEqual([key, true]);
  });
});

describe('messages by key (issue 27)', () => {
  it("says a key in Arabic, the words a message carries too: the Gulf country's name, 'mobile'", () => {
    expect(sayInArabic('core.claim.emailRequired')).toBe('البريد الإلكتروني مطلوب.');
    expect(sayInArabic('core.claim.fileSize', { name: 'offer.png' })).toBe('الملف offer.png كبير جدًا. الحد الأقصى 2 ميجابايت.');
    expect(gulfMobileMessage('+971', sayInArabic)).toBe('يرجى إدخال رقم الإمارات صحيح');
    expect(gulfMobileMessage('+1', sayInArabic)).toBe('يرجى إدخال رقم جوال صحيح');
    expect(gulfMobileMessage('+971')).toBe('Please enter a valid UAE number');
  });

  it('reads a key in any catalogue, its placeholders filled', () => {
    expect(messageAt(arMessages, 'claim.fileSize', { name: 'offer.png' })).toBe('الملف offer.png كبير جدًا. الحد الأقصى 2 ميجابايت.');
    expect(messageAt(messages, 'claim.emailRequired')).toBe(messages.claim.emailRequired);
    expect(messageAt(messages, 'claim.noSuchKey')).toBeUndefined();
  });
});

describe('locale rules', () => {
  it('reads any Arabic language tag as Arabic and anything else as English', () => {
    expect(['ar', 'ar-AE', 'AR-sa', 'en', 'arn', '', null].map(localeOf)).toEqual(['ar', 'ar', 'ar', 'en', 'en', 'en', 'en']);
  });

  it('keeps the us storefront English', () => {
    expect([localeFor('ae', 'ar'), localeFor('us', 'ar')]).toEqual(['ar', 'en']);
  });

  it('puts Arabic pages under /ar and takes them back out', () => {
    expect([localeFromPath('/ar'), localeFromPath('/ar/faq'), localeFromPath('/arabica'), localeFromPath('/faq')]).toEqual(['ar', 'ar', 'en', 'en']);
    expect([localizedPath('/faq', 'ar'), localizedPath('/', 'ar'), localizedPath('/ar/faq', 'en'), localizedPath('/ar', 'en'), localizedPath('/ar/faq', 'ar')]).toEqual([
      '/ar/faq',
      '/ar',
      '/faq',
      '/',
      '/ar/faq',
    ]);
  });
});

describe('Arabic numbers, prices and dates', () => {
  it('writes AED as د.إ. with Latin digits by default', () => {
    expect(intlLocale('ar')).toBe('ar-AE-u-nu-latn');
    const price = formatArabicMoney(1234.5);
    expect(price).toContain('1,234.50');
    expect(price).toContain('د.إ.');
  });

  it('writes Arabic-Indic digits when the shopper chooses them', () => {
    expect(formatArabicMoney(1234.5, { digits: 'arab' })).toContain('١٬٢٣٤٫٥٠');
    expect(formatCount(12480, 'ar', 'arab')).toBe('١٢٬٤٨٠');
  });

  it('formats through formatMoney on the ae storefront only; English stays as the spec writes it', () => {
    expect(formatMoney(10, 'ae', 'ar')).toContain('د.إ.');
    expect(formatMoney(10, 'us', 'ar')).toBe('$10.00');
    expect(formatMoney(10, 'ae')).toBe('AED\u00a010.00');
  });

  it('writes Gregorian dates with Arabic month names in the UAE’s time zone', () => {
    expect(formatArabicDate('2026-11-24T10:00:00Z')).toBe('24 نوفمبر 2026');
    expect(formatArabicDate('not a date')).toBe('');
  });
});

describe('formatDate (the storefront pages\' dates)', () => {
  it('writes English as the spec does and Arabic through ar-AE, with the chosen digits', () => {
    expect(formatDate('2026-11-20T10:00:00.000Z')).toBe('20 Nov 2026');
    expect(formatDate('2026-11-20T10:00:00.000Z', 'ar')).toBe('20 نوفمبر 2026');
    expect(formatDate('2026-11-20T10:00:00.000Z', 'ar', 'arab')).toBe('٢٠ نوفمبر ٢٠٢٦');
  });

  it('gives nothing for an unreadable date rather than throwing mid-render', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('not a date', 'ar')).toBe('');
  });
});

describe('formatTime (a deadline the shopper acts on)', () => {
  it("writes the shopper's local time: 24-hour en-GB, the ar-AE clock with the chosen digits", () => {
    const at = new Date(2026, 10, 20, 14, 5);
    expect(formatTime(at)).toBe('14:05');
    expect(formatTime(at, 'ar')).toBe('2:05 م');
    expect(formatTime(at, 'ar', 'arab')).toBe('٢:٠٥ م');
    expect(formatTime('not a date')).toBe('');
  });
});
