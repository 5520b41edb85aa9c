import { INQUIRY_SUBJECTS, inquirySchema } from './inquiry';
import { collectErrors } from '../fields/validate';

const inquiry = { name: 'Lina', email: 'lina@hotel.om', subject: 'Technical Support', message: 'Our oven order?' };

describe('inquirySchema: name, email, message required', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', inquiry, {}],
    ['empty', { name: '', email: '', message: ' ' }, {
      name: ['Name is required'],
      email: ['Email is required'],
      message: ['Message is required'],
    }],
    ['bad email', { ...inquiry, email: 'lina' }, { email: ['Enter a valid email'] }],
    ['unknown subject', { ...inquiry, subject: 'Complaint' }, { subject: ['Please choose a subject.'] }],
  ])('%s', (_case, values, expected) => {
    expect(collectErrors(inquirySchema, values)).toEqual(expected);
  });

  it('offers the three subjects of the maintenance page, quotation first by default', () => {
    expect(INQUIRY_SUBJECTS).toEqual(['Request For Quotation', 'Technical Support', 'Feedback']);
    expect(inquirySchema.validateSync({ ...inquiry, subject: undefined }).subject).toBe('Request For Quotation');
  });
});
