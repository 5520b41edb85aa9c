// Arabic keyboards type Arabic-Indic digits (٠-٩, U+0660) and Persian/Urdu keyboards
// Eastern Arabic-Indic digits (۰-۹, U+06F0); inputs must accept both.

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** Replaces Arabic-Indic and Eastern Arabic-Indic digits with ASCII 0-9; all else is kept. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

const STRICT_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A number typed by a person or sent as text: ASCII or Arabic digits, the Arabic decimal
 * separator (٫), surrounding spaces. Anything else (hex, '12abc', '1 2', '') gives NaN,
 * unlike `Number()`, which reads '0x10' as 16 and '' as 0.
 */
export function parseNumberInput(input: unknown): number {
  if (typeof input === 'number') return input;
  if (typeof input !== 'string') return Number.NaN;
  const text = toAsciiDigits(input).replace(/\u066b/g, '.').trim();
  return STRICT_DECIMAL.test(text) ? Number(text) : Number.NaN;
}
