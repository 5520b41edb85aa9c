import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatMessage, messages } from './messages';

/** Every string of the table, however deep. */
function tableStrings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(tableStrings);
  return [];
}

const TABLE = new Set(tableStrings(messages));

describe('formatMessage', () => {
  it.each<[string, Record<string, string | number>, string]>([
    [messages.toast.addedToWishlist, { 'product name': 'Chef Knife' }, 'Chef Knife added to wishlist'],
    [messages.toast.headerAdded, { n: 3 }, 'Successfully Added 3 to Cart'],
    [messages.claim.fileSize, { name: 'offer.PNG' }, 'File offer.PNG is too large. Maximum size is 2MB.'],
    [messages.registration.mobileInvalid, { country: 'UAE' }, 'Please enter a valid UAE number'],
    [messages.phone.resultsFound, { n: 0 }, '0 result(s) found'],
    ['{a}{a} {b}', { a: 'x', b: '' }, 'xx '],
    ['no placeholders', { a: 'x' }, 'no placeholders'],
    // a value that looks like a placeholder is inserted as text, not expanded again
    ['{a} {b}', { a: '{b}', b: 'B' }, '{b} B'],
    // a missing value stays visible instead of vanishing
    [messages.issueReport.failure, {}, messages.issueReport.failure],
  ])('%j with %j', (template, values, expected) => {
    expect(formatMessage(template, values)).toBe(expected);
  });
});

// docs/behaviour.md quotes the product text in single quotes, character for character; every
// quote there must be a text of the table, so the document and the product cannot drift apart.
const BEHAVIOUR_PATH = fileURLToPath(new URL('../../../../docs/behaviour.md', import.meta.url));

// Quoted strings of docs/behaviour.md that are not texts shown to a shopper.
const NOT_USER_FACING: Record<string, string> = {
  Login: 'a substring the login screen looks for in a server message',
  pre: 'claim type value',
  post: 'claim type value',
  'Error fetching wishlist count:': 'console log line',
};

// docs/behaviour.md writes '...' or a prose placeholder where the text carries a value; the table
// uses a named '{key}' placeholder there. Everything else must match character for character.
const PLACEHOLDER_SPELLING: Record<string, string> = {
  'File ... is not supported. Please upload JPG, PNG, or WEBP files only.': messages.claim.fileType,
  'File ... is too large. Maximum size is 2MB.': messages.claim.fileSize,
  'Format: ...': messages.phone.formatHint,
  'Please enter a valid {country name or mobile} number': messages.registration.mobileInvalid,
  // docs/behaviour.md quotes only the tail of the cart removal toast; the name leads it.
  'has been removed from your cart.': messages.toast.removedFromCart,
};

describe('every quoted text of docs/behaviour.md is in the table', () => {
  const doc = readFileSync(BEHAVIOUR_PATH, 'utf8');
  // A quote opens after a non-letter and closes before one; apostrophes inside words
  // ("We'll", "competitor's") do not close it.
  const quoted = [...new Set([...doc.matchAll(/(?<![A-Za-z])'([^']*(?:'[a-z][^']*)*)'(?![A-Za-z])/g)].map((match) => match[1] ?? ''))];

  it('found the quotes (the extraction itself works)', () => {
    expect(quoted.length).toBeGreaterThan(90);
    expect(quoted).toContain('Some error occured.');
    expect(quoted).toContain("Please upload at least one screenshot of the competitor's offer.");
  });

  it.each(quoted.filter((text) => !(text in NOT_USER_FACING)).map((text) => [text]))('%j', (text) => {
    expect(TABLE.has(PLACEHOLDER_SPELLING[text] ?? text)).toBe(true);
  });

  it('each placeholder respelling keeps every other character of the quote', () => {
    for (const [docText, tableText] of Object.entries(PLACEHOLDER_SPELLING)) {
      expect(doc).toContain(`'${docText}'`);
      const parts = docText.split(/\.\.\.(?= |$)|\{[^}]+\}/);
      let rest = tableText;
      for (const part of parts) {
        expect(rest).toContain(part);
        rest = rest.slice(rest.indexOf(part) + part.length);
      }
    }
  });

  it.each(Object.entries(messages.phone.invalid))('mobile rules table row %s: %j', (_code, message) => {
    expect(doc).toContain(`| ${message} |`);
  });

  it('the excluded quotes still exist in docs/behaviour.md (the exclusions are not stale)', () => {
    for (const text of Object.keys(NOT_USER_FACING)) expect(quoted).toContain(text);
  });
});

describe('table shape', () => {
  it('has no empty or padded text', () => {
    for (const text of TABLE) {
      expect(text.trim()).toBe(text);
      expect(text).not.toBe('');
    }
  });

  it('keeps the quoted typo on purpose (docs/behaviour.md §8)', () => {
    expect(messages.toast.addToCartFailed).toBe('Some error occured.');
  });
});
