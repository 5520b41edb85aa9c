import { describe, expect, it } from 'vitest';
import { sayInArabic } from '../messages/testing/say-in-arabic';
import { ValidationError } from 'yup';
import { loginSchema, signUpSchema } from '../account/auth';
import { messages } from '../messages/messages';
import type { KeyedMessage, Say } from '../messages/say';
import { sayInEnglish } from '../messages/say-english';
import { defineSchema, schemaIn } from './schema-in';

const errorsOf = (run: () => unknown): unknown[] => {
  try {
    run();
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
};

/** What the API passes: each message as its key and values. */
const keyed: Say<KeyedMessage> = (key, values) => (values ? { key, values } : { key });

describe('a schema declared once, its messages in any language', () => {
  it('exports its English form: a partner validates as with any yup schema', () => {
    expect(errorsOf(() => loginSchema.validateSync({}, { abortEarly: false }))).toEqual([messages.login.emailRequired, messages.login.passwordRequired]);
    expect(schemaIn(loginSchema, sayInEnglish)).toBe(loginSchema);
  });

  it('gives the same rules with Arabic messages, made once per language', () => {
    const arabic = schemaIn(loginSchema, sayInArabic);
    expect(arabic).not.toBe(loginSchema);
    expect(schemaIn(loginSchema, sayInArabic)).toBe(arabic);
    expect(errorsOf(() => arabic.validateSync({ email: 'a@b.co' }, { abortEarly: false }))).toEqual(['كلمة المرور مطلوبة']);
  });

  it('gives the keys and values to the API, a Gulf country as its English name (the API writes it in the asked language)', () => {
    const errors = errorsOf(() => schemaIn(signUpSchema, keyed).validateSync({ name: 'Amal', email: 'a@b.co', country_code: '+966', mobile_number: '12', password: 'short' }, { abortEarly: false }));
    expect(errors).toEqual([{ key: 'core.registration.mobileInvalid', values: { country: 'Saudi Arabia' } }, { key: 'core.login.passwordMin' }]);
  });

  it("a schema built on another takes the other's messages in the same language", () => {
    const arabicSignUp = schemaIn(signUpSchema, sayInArabic);
    expect(errorsOf(() => arabicSignUp.validateSync({ email: 'a@b.co', password: 'long enough', mobile_number: '501234567' }, { abortEarly: false }))).toEqual(['الاسم مطلوب']);
  });

  it('leaves a schema not declared by defineSchema as it is', () => {
    const plain = loginSchema.pick(['email']);
    expect(schemaIn(plain, sayInArabic)).toBe(plain);
    const declared = defineSchema((say) => schemaIn(loginSchema, say).pick(['email']));
    expect(errorsOf(() => schemaIn(declared, sayInArabic).validateSync({}))).toEqual(['البريد الإلكتروني مطلوب']);
  });
});
