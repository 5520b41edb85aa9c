// @horeca/core/fields: the field rules every form shares (text, email, digits, dates, URLs) and the
// way a schema's failures become field errors.
export { parseNumberInput, toAsciiDigits } from './digits';
export { collectErrors, firstError } from './validate';
export { defineSchema, schemaIn } from './schema-in';
export type { FieldErrors } from './validate';
export { gulfMobileMessage, isCalendarDate, isValidHttpUrl, parseDecimal } from './fields';
export { multiLineText, nameField, singleLineText } from './text-fields';
export { BIDI_CONTROL, CONTROL_CHARACTER, isMultiLineText, isNameText, isSingleLineText, NAME_MAX_LENGTH, plainOneLine, UNSAFE_DISPLAY_CHARACTERS } from './text';
export { EMAIL_PATTERN, emailProblem, isValidEmail, newsletterEmailMessages } from './email';
export type { EmailMessages } from './email';
