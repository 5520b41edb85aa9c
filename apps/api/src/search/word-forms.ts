/**
 * Plurals and simple stems (issue 32): 'fryers' finds 'fryer', 'knives' finds 'knife', and in
 * Arabic 'الثلاجات' finds 'ثلاجة' (folded 'ثلاجه'). The catalogue names products in the
 * singular and categories in the plural, so a query word is matched in every form the
 * catalogue holds: its own and those of its base that are catalogue words.
 */
import { ARABIC_LETTERS } from './arabic';

const ARABIC = new RegExp(`[${ARABIC_LETTERS}]`);

/** Arabic clitics a word may carry in front: and-the, with-the, for-the, the. */
const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];

/** The word without its plural ending or article: the key forms of one word share. */
export function baseForm(word: string): string {
  if (ARABIC.test(word)) return arabicBase(word);
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ves') && word.length > 4) return `${word.slice(0, -3)}fe`;
  if (/(sses|shes|ches|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

function arabicBase(word: string): string {
  let stem = word;
  for (const prefix of ARABIC_PREFIXES) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 3) {
      stem = stem.slice(prefix.length);
      break;
    }
  }
  // Sound feminine plural -> singular (ثلاجات -> ثلاجه, folded ta marbuta); sound masculine plural.
  if (stem.endsWith('ات') && stem.length >= 5) return `${stem.slice(0, -2)}ه`;
  if ((stem.endsWith('ين') || stem.endsWith('ون')) && stem.length >= 6) return stem.slice(0, -2);
  return stem;
}

/** Forms of `word` a catalogue may hold: itself, its base and the base's plurals. */
export function wordForms(word: string): string[] {
  const base = baseForm(word);
  const forms = new Set([word, base]);
  if (ARABIC.test(word)) {
    if (base.endsWith('ه')) forms.add(`${base.slice(0, -1)}ات`);
    for (const prefix of ['ال']) forms.add(prefix + base);
  } else if (!/\d/.test(word) && base.length >= 3) {
    forms.add(`${base}s`);
    if (/(s|sh|ch|x|z)$/.test(base)) forms.add(`${base}es`);
    if (base.endsWith('y') && !/[aeiou]y$/.test(base)) forms.add(`${base.slice(0, -1)}ies`);
    if (base.endsWith('fe')) forms.add(`${base.slice(0, -2)}ves`);
    if (base.endsWith('f')) forms.add(`${base.slice(0, -1)}ves`);
  }
  return [...forms];
}

/**
 * Words that carry no product meaning in a query ('a fryer for the kitchen'): left out of
 * matching when other words remain. Kept short on purpose: 'in' of 'reach-in' and 'of' of
 * 'pack of 12' are left out too, and the words around them still match.
 */
export const FUNCTION_WORDS = new Set([
  'a', 'an', 'the', 'for', 'of', 'with', 'and', 'in', 'on', 'to', 'my', 'our', 'your', 'some', 'any', 'buy', 'need', 'want',
  'cheap', 'best', 'good', 'quality', 'commercial', 'professional', 'heavy', 'duty', 'industrial', 'catering', 'restaurant',
  'hotel', 'kitchen', 'supplies', 'equipment', 'uae', 'dubai',
  'في', 'من', 'مع', 'علي', 'الي', 'ل', 'و', 'تجاري', 'تجاريه', 'للمطاعم', 'للفنادق', 'مطعم', 'فندق', 'اريد', 'ابي', 'ابغي', 'ابغى', 'ابى',
]);
