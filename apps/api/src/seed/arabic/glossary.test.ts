import { describe, expect, it } from 'vitest';
import { BENEFITS, WARRANTIES } from '../products';
import { BRAND_COUNTRIES } from '../tables/brands';
import { parseTaxonomy } from '../tables/taxonomy';
import { ATTRIBUTES_AR } from './attribute-terms';
import { CATEGORIES_AR, DEPARTMENTS_AR, NOUNS_AR } from './tree-terms';
import { attributeAr, benefitAr, categoryNameAr, glossarySize, productNameAr, specificationAr } from './glossary';

/** Latin left in Arabic text: only brand-free trade acronyms, sizes' letters and standards. */
const ALLOWED_LATIN = /\b(HEPA|NSF|HACCP|IQF|L|X|C)\b/g;
const ARABIC = /[\u0621-\u064a]/;

function isArabic(text: string): boolean {
  return ARABIC.test(text) && !/[A-Za-z]/.test(text.replace(ALLOWED_LATIN, ''));
}

describe('the Arabic glossary of the trade', () => {
  const taxonomy = parseTaxonomy();
  const leaves = taxonomy.flatMap((department) => department.categories.flatMap((category) => category.leaves));

  it('names every department, category and subcategory of the seed tree in Arabic', () => {
    for (const department of taxonomy) {
      expect(isArabic(categoryNameAr(department.name, 1)), department.name).toBe(true);
      for (const category of department.categories) {
        expect(isArabic(categoryNameAr(category.name, 2)), category.name).toBe(true);
        for (const leaf of category.leaves) expect(isArabic(categoryNameAr(leaf.name, 3)), leaf.name).toBe(true);
      }
    }
  });

  it('has every product noun, size, modifier and variant the name generator uses, in both genders', () => {
    for (const leaf of leaves) {
      expect(isArabic(NOUNS_AR[leaf.noun]?.ar ?? ''), leaf.noun).toBe(true);
      for (const term of [...leaf.sizes, ...leaf.modifiers, ...leaf.variants]) {
        for (const gender of ['m', 'f'] as const) expect(ARABIC.test(attributeAr(term, gender)), term).toBe(true);
      }
    }
  });

  it('holds no term the catalogue does not use, and no English copied as Arabic', () => {
    const used = new Set(leaves.flatMap((leaf) => [...leaf.sizes, ...leaf.modifiers, ...leaf.variants]));
    expect(Object.keys(ATTRIBUTES_AR).filter((term) => !used.has(term))).toEqual([]);
    const values = [...Object.values(DEPARTMENTS_AR), ...Object.values(CATEGORIES_AR), ...Object.values(NOUNS_AR).map((n) => n.ar)];
    expect(values.filter((value) => !isArabic(value))).toEqual([]);
    expect(glossarySize()).toBeGreaterThan(900);
  });

  it('writes product names noun first, adjectives agreeing with the noun, the brand in Latin', () => {
    expect(productNameAr({ noun: 'Deep Fryer', brand: 'Vulcan', size: '40 lb', modifier: 'Electric', variant: '4-Tube' })).toBe('قلاية عميقة كهربائية 4 أنابيب 40 رطل Vulcan');
    expect(productNameAr({ noun: 'Combi Oven', brand: 'Rational', size: '20 Pan', modifier: 'Electric', variant: null })).toBe('فرن كومبي كهربائي 20 صينية Rational');
    expect(productNameAr({ noun: 'Dinner Plate', brand: 'Steelite', size: '10 in.', modifier: 'Porcelain', variant: 'Pack of 12' })).toBe('طبق عشاء بورسلان عبوة 12 قطعة 10 إنش Steelite');
    // Adjectives agree with a feminine noun; noun phrases in apposition do not change.
    expect(productNameAr({ noun: 'Condensing Unit', brand: 'Kolpak', size: '3 HP', modifier: 'Outdoor', variant: '380V' })).toBe('وحدة تكثيف خارجية 380 فولت 3 حصان Kolpak');
    expect(productNameAr({ noun: 'Reach-In Freezer', brand: 'True', size: null, modifier: 'Outdoor', variant: 'Stainless Steel' })).toBe('فريزر قائم خارجي ستانلس ستيل True');
    expect(attributeAr('Pack of 6', 'm')).toBe('عبوة 6 قطع');
    expect(attributeAr('2 Group', 'f')).toBe('رأسين');
    expect(attributeAr('12 x 18 in.', 'm')).toBe('12 × 18 إنش');
    expect(() => productNameAr({ noun: 'Hovercraft', brand: 'X', size: null, modifier: null, variant: null })).toThrow(/No Arabic for the product noun 'Hovercraft'/);
  });

  it('translates every benefit, warranty, country and specification label the products carry', () => {
    for (const benefit of Object.values(BENEFITS).flat()) expect(isArabic(benefitAr(benefit)), benefit).toBe(true);
    for (const warranty of WARRANTIES) expect(isArabic(specificationAr({ name: 'Warranty', value: warranty }, 'm').value), warranty).toBe(true);
    for (const country of BRAND_COUNTRIES) expect(isArabic(specificationAr({ name: 'Country of Origin', value: country }, 'm').value), country).toBe(true);
    expect(specificationAr({ name: 'Model Number', value: 'VUL1234GX' }, 'f')).toEqual({ name: 'رقم الموديل', value: 'VUL1234GX' });
  });
});
