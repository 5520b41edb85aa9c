// The structure walk on its own: each format's whole images pass, and each way of being bad
// is named (the corpus in uploads.test.ts sends the same files through the forms).
import { inspectImage } from '../../src/uploads/image-check';
import { IMAGE_CASES, text } from './image-corpus';

describe('inspectImage: structure, size and hidden content of an image', () => {
  it.each(IMAGE_CASES)('%s (%s)', (_name, mime, bytes, expected) => {
    expect(inspectImage(mime, bytes)).toBe(expected);
  });

  it('does not judge types that are not images', () => {
    expect(inspectImage('application/pdf', text('%PDF-1.7 <script>'))).toBeNull();
  });
});
