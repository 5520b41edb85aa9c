// @horeca/core/locale: the languages, their paths and digits, dates and numbers in Arabic.
export { DEFAULT_DIGITS, DIGIT_STYLES, intlLocale, localeBasename, localeFor, localeFromPath, localeOf, localizedPath, LOCALES } from './locale';
export type { DigitStyle, Direction, Locale } from './locale';
export { formatArabicCount, formatArabicDate, formatArabicMoney, formatDate, formatTime } from './format';
