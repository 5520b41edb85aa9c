// Every message the API can show a shopper has its Arabic (issues 23, 27). A service names its
// message by its key in a catalogue (the API's words/en.ts `apiMessages`, or core's tables, whose
// schemas the API validates in their keyed form) and never writes the sentence again; an Arabic
// request is answered from the same key's Arabic. This reads the API's source for sentences written outside the catalogues (string and
// template literals), so a new English message written in a service fails here.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { businessApplicationSchema, loginSchema } from '@horeca/core/account';
import { gulfMobileMessage, schemaIn } from '@horeca/core/fields';
import { reviewSchema } from '@horeca/core/forms';
import { accountFormMessages, messages, newsletterMessages } from '@horeca/core/messages';
import { object, string, type AnyObjectSchema, type ValidationError } from 'yup';
import { HttpError } from '../src/http/errors';
import { validateWith } from '../src/http/validate';
import { arWords } from '../src/words/ar';
import { apiMessages } from '../src/words/en';
import { messageText, said, textAtKey, type KeyedMessage } from '../src/words/message-keys';

const src = path.resolve(import.meta.dirname, '../src');

// Not answers to a shopper: the seed's data, the command line's (the catalogue import's row
// reports included: the store owner reads them), the database's; nor the catalogue itself
// (words/: its mails and PDF words are typed entry for entry by ApiWords, so one without Arabic
// does not compile; its messages are checked key for key below).
const NOT_ANSWERS = new Set(['seed', 'cli', 'catalogue-import', 'db', 'words']);
// Documentation of the OpenAPI document and the test gateway's page: not messages.
const DOC_PROPERTIES = new Set(['description', 'summary', 'intro']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_ANSWERS.has(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A programmer's error (`new Error('...')`, config refusals) is logged, never answered; a
 * BusinessRequestError speaks to the store's staff (the accounts command line).
 */
function isProgrammerError(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isNewExpression(current)) return ts.isIdentifier(current.expression) && /^(Error|TypeError|RangeError|BusinessRequestError)$/.test(current.expression.text);
    if (ts.isCallExpression(current) || ts.isVariableDeclaration(current)) return false;
  }
  return false;
}

/** Sentences written in a source file, a template's parts filled with '7'. */
function sentencesIn(file: string, code: string): { text: string; where: string }[] {
  const found: { text: string; where: string }[] = [];
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => `7${span.literal.text}`).join('');
    if (text === undefined) {
      ts.forEachChild(node, visit);
      return;
    }
    const property = ts.isPropertyAssignment(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : '';
    if (/^[A-Z7][^]* [^]*[.!?]$/.test(text) && !DOC_PROPERTIES.has(property) && !isProgrammerError(node)) {
      found.push({ text, where: `${path.relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
    }
  };
  visit(source);
  return found;
}

const sourceMessages = () => sourceFiles(src).flatMap((file) => sentencesIn(file, fs.readFileSync(file, 'utf8')));

const hasArabic = (text: string) => /[\u0600-\u06FF]/.test(text);

describe('the API messages in Arabic', () => {
  it('the API source writes no sentence a shopper can see outside the catalogues', () => {
    expect(sourceMessages().map(({ text, where }) => `${where} ${text}`)).toEqual([]);
  });

  it('finds a sentence a service writes itself, and a message written twice (the check above can fail)', () => {
    const service = "if (!row) throw notFound('This brand-new message was never translated.');\nthrow notFound(`Only ${left} of ${name} left in stock.`);";
    expect(sentencesIn(path.join(src, 'catalogue', 'new-service.ts'), service).map(({ text }) => text)).toEqual([
      'This brand-new message was never translated.',
      'Only 7 of 7 left in stock.',
    ]);
  });

  it('English answers stay exactly as written', () => {
    for (const [key, english] of Object.entries(apiMessages)) expect(textAtKey(`api.${key}`, {}, 'en')).toBe(english);
  });

  it('keeps the parts a service fills in: names, counts and limits', () => {
    expect(messageText(said('api.onlyLeftInStock', { left: 3, name: 'Combi Oven X-200' }), 'ar')).toBe('متبقٍ 3 فقط من Combi Oven X-200 في المخزون.');
    expect(messageText(said('api.requestBodyTooLarge', { kb: 64 }), 'ar')).toBe('حجم الطلب كبير جدًا. الحد الأقصى 64 كيلوبايت.');
    for (const [key, english] of Object.entries(apiMessages)) {
      const arabic = arWords.messages[key as keyof typeof apiMessages];
      const placeholders = (text: string) => [...text.matchAll(/\{[^{}]+\}/g)].map((match) => match[0]).sort();
      expect(placeholders(arabic), english).toEqual(placeholders(english));
      expect(hasArabic(arabic), english).toBe(true);
    }
  });

  it("does not copy core's texts: core's Arabic catalogue answers for them", () => {
    const coreTexts = new Set<string>();
    const collect = (value: unknown) => {
      if (typeof value === 'string') coreTexts.add(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(messages);
    collect(newsletterMessages);
    collect(accountFormMessages);
    expect(Object.values(apiMessages).filter((english) => coreTexts.has(english))).toEqual([]);
    expect(messageText('core.login.passwordRequired', 'ar')).toBe('كلمة المرور مطلوبة');
  });

  it("validates core's schemas in their keyed form: each failure names its key and values, nothing is read back from English", async () => {
    expect(await keysOf(loginSchema, {})).toEqual([{ key: 'core.login.emailRequired' }, { key: 'core.login.passwordRequired' }]);
    // The exported schema stays English for partners: the keyed form is another made from the same declaration.
    expect(await loginSchema.validate({}, { abortEarly: false }).catch((error: ValidationError) => error.errors)).toEqual([messages.login.emailRequired, messages.login.passwordRequired]);
  });

  it("answers the account forms' messages (a review, a business account) from core's Arabic", async () => {
    const [tooShort] = await keysOf(reviewSchema, { product_id: 1, rating: 5, title: 'Good', body: 'Short' });
    expect(tooShort).toEqual({ key: 'accountForms.review.bodyTooShort', values: { min: 10 } });
    expect(messageText(tooShort!, 'ar')).toBe('يرجى كتابة 10 أحرف على الأقل.');
    // `.matches(pattern, message)` would take a keyed message for its options and say yup's own text: given as { message }.
    const [trn] = await keysOf(businessApplicationSchema, { type: 'Hotel', company_name: 'Atlas', trade_licence: 'L-1', trn: '12' });
    expect(trn).toEqual({ key: 'accountForms.business.trnDigits' });
    expect(messageText(trn!, 'ar')).toBe('يتكون رقم التسجيل الضريبي من 15 رقمًا.');
  });

  it('gives a keyed message to `.matches` as its options\' message: as the second argument yup reads an object as the options and says its own text', () => {
    const core = path.resolve(import.meta.dirname, '../../../packages/core/src');
    const misread = [...sourceFiles(src), ...sourceFiles(core)].filter((file) => /\.matches\([^()]*(\([^()]*\))?[^()]*,\s*(said|say)\(/.test(fs.readFileSync(file, 'utf8')));
    expect(misread).toEqual([]);
  });

  it("puts a Gulf country's name in a message in Arabic too", () => {
    expect(messageText(gulfMobileMessage('+966', said), 'ar')).toBe('يرجى إدخال رقم السعودية صحيح');
  });

  it("keys yup's own texts, for a rule whose schema names none, by the rule that failed", async () => {
    const refused = await validateWith(object({ email: string().required().max(5) }), { email: 'too long' }).catch((error: HttpError) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).errors?.email).toEqual([expect.objectContaining({ key: 'api.yupMaxCharacters', values: expect.objectContaining({ path: 'email', max: 5 }) })]);
    expect(messageText((refused as HttpError).errors!.email![0] as KeyedMessage, 'ar')).toMatch(/[\u0600-\u06FF]/);
  });
});

/** The messages `schema` fails `input` with, in its keyed form (as the API validates). */
async function keysOf(schema: AnyObjectSchema, input: object): Promise<KeyedMessage[]> {
  try {
    await schemaIn(schema, said).validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors as unknown as KeyedMessage[];
  }
}
