import { issueReportSchema } from './issue-report';
import { collectErrors } from '../fields/validate';

const REQUIRED = 'Email and description are required.';
const report = { email: 'ops@cafe.bh', description: 'Cart badge shows 0 after adding.', device: 'Mobile' };

describe('issueReportSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', report, {}],
    ['both empty', { email: '', description: '' }, { email: [REQUIRED], description: [REQUIRED] }],
    ['whitespace description', { ...report, description: '          ' }, { description: [REQUIRED] }],
    ['bad email', { ...report, email: 'ops@' }, { email: ['Please enter a valid email address.'] }],
    ['7 characters', { ...report, description: 'x'.repeat(7) }, { description: ['Description must be at least 10 characters.'] }],
    ['10 characters', { ...report, description: 'x'.repeat(10) }, {}],
    ['10 characters after trimming', { ...report, description: `  ${'x'.repeat(9)}  ` }, { description: ['Description must be at least 10 characters.'] }],
    ['250 characters', { ...report, description: 'x'.repeat(250) }, {}],
    ['251 characters', { ...report, description: 'x'.repeat(251) }, { description: ['Description must be at most 250 characters.'] }],
    ['unknown device', { ...report, device: 'Fridge' }, { device: [expect.any(String) as unknown as string] }],
    ['good screenshots', { ...report, images: [{ name: 'a.PNG', type: 'image/png', size: 5 * 1024 * 1024 }] }, {}],
    [
      'bad screenshot',
      { ...report, images: [{ name: 'a.png', type: 'image/png', size: 1 }, { name: 'b.webp', type: 'image/webp', size: 1 }] },
      { images: ['File b.webp is not supported. Please upload PNG, JPEG or GIF files only.'] },
    ],
    ['not a file', { ...report, images: ['a.png'] }, { images: ['This file could not be read. Please choose it again.'] }],
  ])('%s', (_case, values, expected) => {
    expect(collectErrors(issueReportSchema, values)).toEqual(expected);
  });

  it('defaults to no screenshots and a Desktop device', () => {
    expect(issueReportSchema.validateSync({ email: 'a@b.bh', description: 'x'.repeat(10) })).toMatchObject({ images: [], device: 'Desktop' });
  });
});
