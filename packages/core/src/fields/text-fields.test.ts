import { object } from 'yup';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages/messages';
import { collectErrors } from './validate';
import { multiLineText, nameField, singleLineText } from './text-fields';

const schema = object({ name: nameField('Name is required'), company: nameField(), title: singleLineText(), body: multiLineText() });
const attack = `Amal\n\nSECURITY NOTICE: your account is locked. Verify at https://evil.example/verify\n${'x'.repeat(60_000)}`;

describe('text fields', () => {
  it('trims, and passes clean values', () => {
    expect(schema.validateSync({ name: '  Amal Haddad ', title: ' Great pan ', body: 'Line one\nLine two' })).toEqual({ name: 'Amal Haddad', company: '', title: 'Great pan', body: 'Line one\nLine two' });
  });

  it("refuses the issue's name payload at the name, once, with the rule's message", () => {
    expect(collectErrors(schema, { name: attack })).toEqual({ name: ['A name can be at most 100 characters.'] });
    expect(collectErrors(schema, { name: 'Amal\nSECURITY NOTICE' })).toEqual({ name: [messages.text.nameCharacters] });
    expect(collectErrors(schema, { name: 'Amal \u202eevil' })).toEqual({ name: [messages.text.nameCharacters] });
    expect(collectErrors(schema, { name: 'x'.repeat(100) })).toEqual({});
    expect(collectErrors(schema, { name: '   ' })).toEqual({ name: ['Name is required'] });
  });

  it('refuses terminal escapes in every kind of free text; newlines only where the field is multi-line', () => {
    const escape = 'Acme\u001b[2K\r\u001b[1AAPPROVED\u001b]52;c;ZXZpbA==\u0007';
    expect(collectErrors(schema, { name: 'A', company: escape, title: escape, body: escape })).toEqual({
      company: [messages.text.nameCharacters],
      title: [messages.text.singleLine],
      body: [messages.text.multiLine],
    });
    expect(collectErrors(schema, { name: 'A', title: 'two\nlines', body: 'two\nlines' })).toEqual({ title: [messages.text.singleLine] });
  });
});
