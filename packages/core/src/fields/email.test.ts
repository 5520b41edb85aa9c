import { newsletterSchema } from '../forms/newsletter';
import { collectErrors } from './validate';
import { emailProblem, isValidEmail, newsletterEmailMessages } from './email';

const typed = ['', '   ', 'owner@bakery.ae', ' owner@bakery.ae ', 'owner@bakery', 'owner@localhost', '@bakery.ae', 'chef@', 'a.b+c@x-y.co.uk', 'two@@at.ae'];

describe('the email rule', () => {
  it.each([
    ['', 'Enter your email address'],
    ['   ', 'Enter your email address'],
    ['owner@bakery', 'Please enter a valid email address'],
    [' owner@bakery.ae ', null],
  ])('newsletter %j: %j', (value, message) => {
    expect(emailProblem(value, newsletterEmailMessages)).toBe(message);
  });

  // The widget checks with emailProblem, the server with newsletterSchema: same words, always.
  it.each(typed)('the plain function and the newsletter schema agree on %j', (value) => {
    const problem = emailProblem(value, newsletterEmailMessages);
    expect(collectErrors(newsletterSchema, { email: value })).toEqual(problem ? { email: [problem] } : {});
    expect(isValidEmail(value)).toBe(problem === null);
  });
});
