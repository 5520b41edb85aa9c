import { decoyPasswordHash, hashPassword, verifyPassword } from './password';

describe('scrypt password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Secret123!');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(stored).not.toContain('Secret123!');
    await expect(verifyPassword('Secret123!', stored)).resolves.toBe(true);
    await expect(verifyPassword('Secret123?', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every password, so equal passwords give different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same password', a)).resolves.toBe(true);
    await expect(verifyPassword('same password', b)).resolves.toBe(true);
  });

  it.each([
    ['empty', ''],
    ['another scheme', 'bcrypt$2b$10$abc'],
    ['truncated hash', 'scrypt$16384$8$1$c2FsdA$c2hvcnQ'],
    ['too few parts', 'scrypt$16384$8$1'],
  ])('treats a malformed stored hash (%s) as a mismatch, not an error', async (_label, stored) => {
    await expect(verifyPassword('anything', stored)).resolves.toBe(false);
  });

  it('normalises Unicode so the same visible password always matches', async () => {
    const stored = await hashPassword('caf\u00e9-pass');
    await expect(verifyPassword('cafe\u0301-pass', stored)).resolves.toBe(true);
  });

  it('keeps one decoy hash for unknown accounts', async () => {
    const decoy = await decoyPasswordHash();
    expect(await decoyPasswordHash()).toBe(decoy);
    await expect(verifyPassword('whatever', decoy)).resolves.toBe(false);
  });
});
