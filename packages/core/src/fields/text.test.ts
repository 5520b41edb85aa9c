import { describe, expect, it } from 'vitest';
import { isMultiLineText, isNameText, isSingleLineText, NAME_MAX_LENGTH, plainOneLine } from './text';

describe('the one rule of names and free text', () => {
  it('lets real names through, Arabic, accents and punctuation included', () => {
    for (const name of ['Amal Haddad', 'أمل حداد', "Zoë O'Brien-Smith", 'Café Noir L.L.C.', 'Nguyễn Thị Minh Khai', '株式会社 ホレカ', 'Al-Fakher & Sons (Dubai)']) {
      expect(isNameText(name)).toBe(true);
    }
  });

  it('refuses control characters, line breaks and bidi overrides in a name', () => {
    for (const name of ['Amal\nHaddad', 'Amal\r\nHaddad', 'Tab\there', 'Esc\u001b[2K', 'Bell\u0007', 'Del\u007f', 'C1 CSI\u009b2K', 'Line\u2028sep', 'Para\u2029sep', 'RLO\u202eevil', 'LRE\u202a', 'PDF\u202c', 'LRI\u2066', 'PDI\u2069', 'NUL\u0000']) {
      expect(isNameText(name), JSON.stringify(name)).toBe(false);
    }
    // Marks that only hint direction (LRM, RLM, ALM) are part of writing Arabic names: allowed.
    expect(isNameText('\u200fأمل\u200e')).toBe(true);
  });

  it('single-line text refuses control characters and line breaks; multi-line keeps line breaks and tabs', () => {
    expect(isSingleLineText('Order HC-ABC, 2nd floor')).toBe(true);
    expect(isSingleLineText('two\nlines')).toBe(false);
    expect(isSingleLineText('esc\u001b]52;c;ZXZpbA==\u0007')).toBe(false);
    expect(isMultiLineText('Line one\r\nLine two\n\n\tindented')).toBe(true);
    expect(isMultiLineText('esc\u001b[1A')).toBe(false);
    expect(isMultiLineText('bell\u0007')).toBe(false);
    expect(isMultiLineText('nul\u0000')).toBe(false);
  });

  it('plainOneLine makes any stored text one plain line of at most 100 characters', () => {
    const payload = `Amal\n\nSECURITY NOTICE\u2028Your account is locked.\u001b[2K Verify at https://evil.example/verify \u202e${'x'.repeat(60_000)}`;
    const line = plainOneLine(payload);
    expect(Array.from(line).length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
    expect(isNameText(line)).toBe(true);
    expect(line.startsWith('Amal SECURITY NOTICE Your account is locked. [2K Verify at https://evil.example/verify')).toBe(true);
    expect(line.endsWith('…')).toBe(true);
    expect(plainOneLine('  Amal   Haddad  ')).toBe('Amal Haddad');
    expect(plainOneLine('أمل حداد')).toBe('أمل حداد');
  });
});
