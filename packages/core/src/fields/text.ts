// What a stranger's text may hold (issue 28). Text typed into a form ends up in the store's
// mails, on staff terminals (the accounts command line) and on pages; invisible characters in
// it are an attack, never a typo: terminal escapes (ESC, BEL) erase and forge lines on a staff
// terminal or write its clipboard, line breaks turn a name into a paragraph of the store's own
// mail, and bidi overrides make a name read backwards. One rule, here, for every field:
//   - a name (person or company) is one line of at most NAME_MAX_LENGTH characters with no
//     control characters and no bidi embeddings, overrides or isolates;
//   - any other single-line text has no control characters;
//   - multi-line text (a message body, notes) allows line breaks and tabs, no other control.

/** A person's or company's name: long enough for any real one, short enough for a greeting. */
export const NAME_MAX_LENGTH = 100;

/**
 * Unicode's control characters (category Cc): C0 (NUL to US, including tab, line feed and ESC),
 * DEL, and C1 (U+0080 to U+009F, including CSI and OSC of 8-bit terminals).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this rule finds
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** Control characters but tab, line feed and carriage return: what multi-line text refuses. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Bidi embeddings and overrides (U+202A to U+202E) and isolates (U+2066 to U+2069). */
export const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/** Line and paragraph separators: line breaks that are not control characters. */
const LINE_SEPARATOR = /[\u2028\u2029]/;

/** Every character a terminal or a one-line rendering must not receive raw. */
// eslint-disable-next-line no-control-regex -- as above
export const UNSAFE_DISPLAY_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/** True when a single-line text holds no control character and no line separator. */
export function isSingleLineText(text: string): boolean {
  return !CONTROL_CHARACTER.test(text) && !LINE_SEPARATOR.test(text);
}

/** True when a multi-line text holds no control character other than tab and line breaks. */
export function isMultiLineText(text: string): boolean {
  return !CONTROL_BUT_LINE_BREAKS.test(text);
}

/** True when a name's characters pass (one line, no control, no bidi control); length apart. */
export function isNameText(text: string): boolean {
  return isSingleLineText(text) && !BIDI_CONTROL.test(text);
}

/**
 * A stored text as one plain line to print in a greeting: control and bidi characters and line
 * breaks become spaces, runs of spaces one, cut to `max` characters. For values stored before
 * the rule above (a name of 60,000 characters and line breaks), so nothing old gets through.
 */
export function plainOneLine(text: string, max = NAME_MAX_LENGTH): string {
  const flat = text.replace(UNSAFE_DISPLAY_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  return characters.length <= max ? flat : `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}
