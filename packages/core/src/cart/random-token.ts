// Short random suffixes for cart ids. The random source is injectable so tests can pin it.

export type RandomSource = () => number;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `length` characters of [a-z0-9]. Unlike `Math.random().toString(36).slice(2, 8)`,
 * always exactly `length` long (that trick gives fewer characters for short fractions).
 */
export function randomToken(length: number, random: RandomSource = Math.random): string {
  let token = '';
  for (let i = 0; i < length; i += 1) {
    const draw = random();
    // A broken source (NaN, 1, negatives) must still give a character from the alphabet.
    const index = Number.isFinite(draw) ? Math.min(ALPHABET.length - 1, Math.max(0, Math.floor(draw * ALPHABET.length))) : 0;
    token += ALPHABET[index];
  }
  return token;
}
