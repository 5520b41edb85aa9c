import { describe, expect, it } from 'vitest';
import { foldArabic } from './arabic';
import { productSearchText } from './search-text';
import { tokenize } from './tokenize';

describe('Arabic spelling folded in the tokeniser', () => {
  it('reads every spelling of a word as one word', () => {
    // Alef forms, ta marbuta, alef maqsura, hamza on waw and yeh, diacritics, tatweel, Persian letters.
    const same: string[][] = [
      ['أفران', 'إفران', 'آفران', 'افران', 'ٱفران'],
      ['ثلاجة', 'ثلاجه', 'ثَلّاجَة', 'ثلاجـــة'],
      ['مقهى', 'مقهي', 'مقهی'],
      ['مؤسسة', 'موسسه'],
      ['بيئة', 'بييه'],
      ['كوب', 'کوب'],
    ];
    for (const spellings of same) {
      const [first, ...rest] = spellings.map((spelling) => tokenize(spelling));
      expect(first).toHaveLength(1);
      for (const tokens of rest) expect(tokens).toEqual(first);
    }
  });

  it('reads Arabic-Indic and Persian digits as 0-9 in sizes and SKUs', () => {
    expect(tokenize('قدر ٢٠ لتر')).toEqual(['قدر', '20', 'لتر']);
    expect(tokenize('قدر ۲۰ لتر')).toEqual(['قدر', '20', 'لتر']);
    expect(tokenize('VUL-٠٠٠٨٨١')).toEqual(['vul', '000881']);
    expect(foldArabic('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });

  it('keeps Latin brand names and SKUs beside Arabic words, and Arabic punctuation only separates', () => {
    expect(tokenize('فرن Vulcan، ستانلس؟')).toEqual(['فرن', 'vulcan', 'ستانلس']);
    expect(tokenize('خلاط Waring ٥٠٪')).toEqual(['خلاط', 'waring', '50']);
  });

  it('reads presentation forms (text copied from a PDF) as the letters', () => {
    // ﻓﺮﻥ is فرن in presentation forms; ﻻ is the lam-alef ligature.
    expect(tokenize('ﻓﺮﻥ')).toEqual(['فرن']);
    expect(tokenize('ﻻﻣﻊ')).toEqual(['لامع']);
  });

  it('indexes folded Arabic and leaves English text exactly as it was', () => {
    const english = { name: 'Café Kettle 2L', brand: 'Vulcan', category: 'Kettles', parentCategory: 'Beverage', department: 'Kitchen' };
    expect(productSearchText(english)).toBe('Café Kettle 2L Vulcan Kettles Beverage Kitchen');
    const arabic = { name: 'ثَلّاجة عرض ٢ باب', brand: 'True', category: 'ثلاجات', parentCategory: 'تبريد', department: 'مطبخ' };
    expect(productSearchText(arabic)).toBe('ثلاجه عرض 2 باب True ثلاجات تبريد مطبخ');
  });
});
