/**
 * Sizes in Arabic: measures ('40 lb', '2.5 qt.', '12 x 18 in.', '1800W') keep their Latin
 * digits, as Gulf trade catalogues print them, with the unit's Arabic name after the number
 * (40 رطل، 12 × 18 إنش). Counted things follow Arabic number agreement: 1 and 2 as the
 * singular and dual words, 3 to 10 with the plural, 11 and up with the singular
 * (3 صواني، 20 صينية، بابين). Pack and case sizes read عبوة/كرتونة.
 */
export const UNITS_AR: Record<string, string> = {
  lb: 'رطل',
  'in.': 'إنش',
  'ft.': 'قدم',
  'qt.': 'كوارت',
  'gal.': 'جالون',
  'oz.': 'أونصة',
  'cu. ft.': 'قدم مكعب',
  W: 'واط',
  HP: 'حصان',
  kg: 'كجم',
  g: 'جم',
  l: 'لتر',
  ml: 'مل',
  TC: 'خيط',
  'Racks/Hr': 'سلة في الساعة',
};

interface Counted {
  one: string;
  two: string;
  few: string;
  many: string;
}
const counted = (one: string, two: string, few: string, many = one): Counted => ({ one, two, few, many });

/** Things counted in a size or pack ('6 Pan', 'Pack of 12'), with their Arabic number forms. */
export const COUNTED_AR: Record<string, Counted> = {
  Pan: counted('صينية واحدة', 'صينيتين', 'صواني', 'صينية'),
  Group: counted('رأس واحد', 'رأسين', 'رؤوس', 'رأس'),
  Cup: counted('كوب واحد', 'كوبين', 'أكواب', 'كوب'),
  Well: counted('حوض واحد', 'حوضين', 'أحواض', 'حوض'),
  Bottle: counted('زجاجة واحدة', 'زجاجتين', 'زجاجات', 'زجاجة'),
  Flavor: counted('نكهة واحدة', 'نكهتين', 'نكهات', 'نكهة'),
  Cavity: counted('تجويف واحد', 'تجويفين', 'تجاويف', 'تجويفاً'),
  Stage: counted('مرحلة واحدة', 'مرحلتين', 'مراحل', 'مرحلة'),
  Bags: counted('كيس واحد', 'كيسين', 'أكياس', 'كيساً'),
  piece: counted('قطعة واحدة', 'قطعتين', 'قطع', 'قطعة'),
};

/** '12 Pan' -> '12 صينية', '2 Group' -> 'رأسين' (Arabic number agreement, Latin digits). */
export function countAr(n: number, what: Counted): string {
  if (n === 1) return what.one;
  if (n === 2) return what.two;
  return `${n} ${n <= 10 ? what.few : what.many}`;
}

const NUMBER = String.raw`\d+(?:[./]\d+)?`;
const MEASURE = new RegExp(`^(${NUMBER})(?: ?x ?(${NUMBER}))? ?(${Object.keys(UNITS_AR).map((u) => u.replace(/\./g, '\\.')).join('|')})$`);
const AREA = new RegExp(`^(${NUMBER}) (ft\\.|in\\.) x (${NUMBER}) (ft\\.|in\\.)$`);
const COUNT = new RegExp(`^(\\d+) (${Object.keys(COUNTED_AR).join('|')})$`);
const PACK = /^(Pack|Case) of (\d+)$/;

/** A measured, counted or packed size in Arabic, or null when it is none of those (a word: attribute-terms.ts). */
export function measureAr(text: string): string | null {
  const area = AREA.exec(text);
  if (area) return `${area[1]} × ${area[3]} ${UNITS_AR[area[4] as string]}`;
  const measure = MEASURE.exec(text);
  if (measure) return `${measure[2] ? `${measure[1]} × ${measure[2]}` : measure[1]} ${UNITS_AR[measure[3] as string]}`;
  const count = COUNT.exec(text);
  if (count) return countAr(Number(count[1]), COUNTED_AR[count[2] as string] as Counted);
  const pack = PACK.exec(text);
  if (pack) return `${pack[1] === 'Pack' ? 'عبوة' : 'كرتونة'} ${countAr(Number(pack[2]), COUNTED_AR.piece as Counted)}`;
  return null;
}
