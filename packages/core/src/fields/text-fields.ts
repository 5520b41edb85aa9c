// The field builders of fields/text.ts's one rule: every schema that takes a name or free text
// builds it here, so the page, the widget and the API refuse the same characters with the
// same words (issue 28).
import { string } from 'yup';
import type { SaidMessage, Say } from '../messages/say';
import { sayInEnglish } from '../messages/say-english';
import { isMultiLineText, isNameText, isSingleLineText, NAME_MAX_LENGTH } from './text';

const passes = (rule: (text: string) => boolean) => (value: string | undefined) => value === undefined || rule(value);

/**
 * A person's or company's name: trimmed, at most NAME_MAX_LENGTH characters, one line, no
 * control or bidi characters. Required with `requiredMessage`, else '' when left out.
 * `tooLongMessage` keeps a form's own wording for the length ('Company name is too long.').
 * `say`: the language of its own messages (messages/say.ts), the caller's schema's.
 */
export function nameField(requiredMessage?: SaidMessage, tooLongMessage?: SaidMessage, say: Say = sayInEnglish) {
  const name = string()
    .trim()
    .max(NAME_MAX_LENGTH, tooLongMessage ?? say('core.text.nameTooLong', { max: NAME_MAX_LENGTH }))
    .test('name-characters', say('core.text.nameCharacters'), passes(isNameText));
  return requiredMessage === undefined ? name.default('') : name.required(requiredMessage);
}

/** Free text on one line (a title, a city, an order number): trimmed, no control characters. */
export function singleLineText(say: Say = sayInEnglish) {
  return string().trim().test('single-line', say('core.text.singleLine'), passes(isSingleLineText));
}

/** Free text over several lines (a message, notes): trimmed; line breaks and tabs allowed, no other control character. */
export function multiLineText(say: Say = sayInEnglish) {
  return string().trim().test('multi-line', say('core.text.multiLine'), passes(isMultiLineText));
}
