import {
  checkFile,
  checkImageFile,
  CLAIM_FILE_RULE,
  ISSUE_FILE_RULE,
  isFileLike,
  sniffImageType,
  validateClaimFile,
  validateIssueFile,
  validateIssueFiles,
} from './files';

const MB = 1024 * 1024;
const notSupported = (name: string) => `File ${name} is not supported. Please upload JPG, PNG, or WEBP files only.`;
const tooLarge = (name: string) => `File ${name} is too large. Maximum size is 2MB.`;

describe('validateClaimFile: JPG, PNG or WEBP, at most 2MB', () => {
  it.each<[string, string, number, string | null]>([
    ['offer.png', 'image/png', 1000, null],
    ['offer.jpg', 'image/jpeg', 1000, null],
    ['offer.jpeg', 'image/jpeg', 1000, null],
    ['offer.webp', 'image/webp', 1000, null],
    ['offer.PNG', 'image/png', 1000, null], // upper-case extension
    ['OFFER.JPG', '', 1000, null], // browser gave no type: the extension decides
    ['offer.WEBP', 'application/octet-stream', 1000, null],
    ['offer.png', 'image/png', 2 * MB, null], // exactly 2MB
    ['offer.png', 'image/png', 2 * MB + 1, tooLarge('offer.png')],
    ['offer.gif', 'image/gif', 1000, notSupported('offer.gif')],
    ['offer.pdf', 'application/pdf', 1000, notSupported('offer.pdf')],
    ['offer.png.exe', '', 1000, notSupported('offer.png.exe')],
    ['offer', '', 1000, notSupported('offer')],
    ['offer.svg', 'image/svg+xml', 1000, notSupported('offer.svg')],
    // type is judged before size: a huge PDF is named as unsupported
    ['big.pdf', 'application/pdf', 10 * MB, notSupported('big.pdf')],
    ['empty.png', 'image/png', 0, null],
  ])('%s (%j, %i bytes) -> %j', (name, type, size, expected) => {
    expect(validateClaimFile({ name, type, size })).toBe(expected);
  });

  it('rejects a size that is not a number', () => {
    expect(validateClaimFile({ name: 'a.png', type: 'image/png', size: Number.NaN })).toBe(tooLarge('a.png'));
  });

  it('checkFile with the claim rule is validateClaimFile', () => {
    const file = { name: 'x.gif', type: 'image/gif', size: 1 };
    expect(checkFile(file, CLAIM_FILE_RULE)).toBe(validateClaimFile(file));
  });
});

describe('issue report screenshots: png, jpeg or gif, at most 5MB each', () => {
  it.each<[string, string, number, string | null]>([
    ['bug.png', 'image/png', 5 * MB, null],
    ['bug.gif', 'image/gif', 1, null],
    ['bug.JPEG', '', 1, null],
    ['bug.png', 'image/png', 5 * MB + 1, 'File bug.png is too large. Maximum size is 5MB.'],
    ['bug.webp', 'image/webp', 1, 'File bug.webp is not supported. Please upload PNG, JPEG or GIF files only.'],
  ])('%s (%j, %i bytes) -> %j', (name, type, size, expected) => {
    expect(validateIssueFile({ name, type, size })).toBe(expected);
  });

  it('lists one message per bad file, in order, and nothing for good files', () => {
    expect(
      validateIssueFiles([
        { name: 'a.png', type: 'image/png', size: 1 },
        { name: 'b.bmp', type: 'image/bmp', size: 1 },
        { name: 'c.gif', type: 'image/gif', size: 6 * MB },
      ]),
    ).toEqual([
      'File b.bmp is not supported. Please upload PNG, JPEG or GIF files only.',
      'File c.gif is too large. Maximum size is 5MB.',
    ]);
    expect(validateIssueFiles([])).toEqual([]);
  });
});

describe('isFileLike', () => {
  it.each<[unknown, boolean]>([
    [{ name: 'a.png', type: 'image/png', size: 1 }, true],
    [{ name: 'a.png', type: 'image/png' }, false],
    ['a.png', false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isFileLike(value)).toBe(expected);
  });
});

describe('the bytes decide an image upload (one sniffer for every form)', () => {
  const bytes = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0],
    jpeg: [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0],
    gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0, 0, 0],
    webp: [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50],
    // 'RIFF' then 'WAVE': a sound file, not an image.
    wave: [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45],
    html: [...new TextEncoder().encode('<html><body>')],
  };
  const file = (name: string, type: string, head: number[]) => new File([new Uint8Array(head)], name, { type });

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['wave', null],
    ['html', null],
  ] as const)('reads %s as %s', async (kind, type) => {
    expect(await sniffImageType(file('x', '', bytes[kind]))).toBe(type);
  });

  it('refuses a page renamed offer.png with the form\'s own message, and takes a real one', async () => {
    expect(await checkImageFile(file('offer.png', 'image/png', bytes.html), CLAIM_FILE_RULE)).toBe(notSupported('offer.png'));
    expect(await checkImageFile(file('offer.png', 'image/png', bytes.png), CLAIM_FILE_RULE)).toBeNull();
  });

  it('holds each form to its own types: a WEBP for the claim, not for a glitch report; a GIF the other way round', async () => {
    expect(await checkImageFile(file('a.png', 'image/png', bytes.webp), CLAIM_FILE_RULE)).toBeNull();
    expect(await checkImageFile(file('a.png', 'image/png', bytes.webp), ISSUE_FILE_RULE)).toBe(
      'File a.png is not supported. Please upload PNG, JPEG or GIF files only.',
    );
    expect(await checkImageFile(file('a.png', 'image/png', bytes.gif), ISSUE_FILE_RULE)).toBeNull();
    expect(await checkImageFile(file('a.png', 'image/png', bytes.gif), CLAIM_FILE_RULE)).toBe(notSupported('a.png'));
  });
});
