/**
 * Arabic spelling folded to one form, so a shopper finds a product however they spell it:
 * shoppers type hamza, ta marbuta and alef maqsura loosely (أ/إ/آ/ا, ة/ه, ى/ي), Persian
 * keyboards give ی and ک, and names copied from print carry diacritics, tatweel and
 * presentation forms. The seed folds the text it indexes (search-text.ts) and the tokeniser
 * folds the query, so both sides meet on the same letters. Text without Arabic is left
 * exactly as it was (English search_text does not change).
 */
const LETTERS: Record<string, string> = {
  'أ': 'ا', // alef with hamza above
  'إ': 'ا', // alef with hamza below
  'آ': 'ا', // alef with madda
  'ٱ': 'ا', // alef wasla
  'ؤ': 'و', // waw with hamza
  'ئ': 'ي', // yeh with hamza
  'ة': 'ه', // ta marbuta
  'ى': 'ي', // alef maqsura
  'ی': 'ي', // Farsi yeh
  'ک': 'ك', // keheh
  // Arabic punctuation as its Latin twin: a separator on both sides (the database's parser
  // takes any non-ASCII character for a letter, JavaScript's split would not).
  '،': ',',
  '؛': ';',
  '؟': '?',
  '٪': '%',
  '٫': '.',
  '٬': ',',
};

/** Tashkeel (harakat, shadda, sukun, hamza marks left by NFKD), Quranic marks, superscript alef, tatweel. */
const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
/** Presentation forms (copied from PDFs and print): their compatibility decomposition is the plain letter. */
const PRESENTATION_FORMS = /[\ufb50-\ufdff\ufe70-\ufefe]/g;
/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits: sizes and SKUs are indexed with 0-9. */
const DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const FOLDED = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

export function foldArabic(text: string): string {
  return text
    .replace(PRESENTATION_FORMS, (form) => form.normalize('NFKC'))
    .replace(MARKS, '')
    .replace(FOLDED, (letter) => LETTERS[letter] ?? letter)
    .replace(DIGITS, (digit) => String(digit.charCodeAt(0) - (digit >= '۰' ? 0x06f0 : 0x0660)));
}

/** The letters a folded Arabic word is made of (hamza, alef to yeh, and the Persian/Urdu letters). */
export const ARABIC_LETTERS = '\\u0621-\\u063a\\u0641-\\u064a\\u066e-\\u06d3';
