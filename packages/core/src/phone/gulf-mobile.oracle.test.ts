// Cross-checks the spec's Gulf mobile rules against libphonenumber-js's mobile metadata.
// libphonenumber-js is a dev dependency used only here: the engine stays a small table.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { GULF_COUNTRIES, type GulfCountry, type GulfCountryCode } from './gulf-countries';
import { isValidGulfMobile } from './gulf-mobile';

interface KnownDifference {
  country: GulfCountryCode;
  /** National-number prefixes where the two disagree. */
  prefixes: readonly string[];
  /** true: the spec accepts and the metadata does not; false: the other way round. */
  specAccepts: boolean;
  why: string;
}

// Where the spec's rule and the metadata legitimately differ, the spec wins (it is what
// the store's own backend accepts). Each entry must still be seen in the table below, so
// a metadata update that closes a gap makes this list fail instead of going stale.
const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  { country: 'AE', prefixes: ['57'], specAccepts: true, why: 'spec allows 5 then 0,2,4,5,6,7,8; metadata has no 57 block' },
  { country: 'AE', prefixes: ['53'], specAccepts: false, why: 'metadata lists a 53 block as mobile; the spec excludes a 3 after the 5' },
  { country: 'SA', prefixes: ['52', '57'], specAccepts: true, why: 'spec accepts any 5; metadata has unallocated blocks in 52 and 57' },
  {
    country: 'KW',
    prefixes: ['51', '52', '53', '54', '56', '57', '58', '59', '60', '61', '62', '63', '64', '65', '67', '68', '69', '91', '92', '93', '95', '98'],
    specAccepts: true,
    why: 'spec accepts all of 5, 6 and 9; metadata lists only allocated sub-blocks',
  },
  { country: 'KW', prefixes: ['41'], specAccepts: false, why: 'metadata lists a 41 block as mobile; the spec allows only 5, 6 and 9' },
  { country: 'OM', prefixes: ['70', '73', '90'], specAccepts: true, why: 'spec accepts any 7 or 9; metadata lists allocated blocks' },
  { country: 'OM', prefixes: ['1505'], specAccepts: false, why: 'metadata lists a 1505 block as mobile; the spec allows only 7 and 9' },
  {
    country: 'BH',
    prefixes: ['38', '60', '61', '62', '63', '64', '65', '66', '67', '68', '69'],
    specAccepts: true,
    why: 'spec accepts any 3 or 6; metadata lists allocated blocks',
  },
];

const TAILS = ['0000000000', '1234567890', '9876543210', '5555555555'];

/** Every 3-digit start 100..999, at the national length and one shorter and longer. */
function generatedTable(country: GulfCountry): string[] {
  const numbers: string[] = [];
  for (let start = 100; start < 1000; start += 1) {
    for (const length of [country.digits - 1, country.digits, country.digits + 1]) {
      for (const tail of TAILS) numbers.push(`${start}${tail}`.slice(0, length));
    }
  }
  return numbers;
}

function metadataSaysMobile(country: GulfCountry, national: string): boolean {
  const parsed = parsePhoneNumberFromString(`${country.dialCode}${national}`);
  return parsed?.country === country.code && parsed.getType() === 'MOBILE';
}

describe.each(GULF_COUNTRIES.map((country) => [country.code, country] as const))(
  '%s verdicts against libphonenumber-js/max',
  (code, country) => {
    const mismatches = generatedTable(country)
      .map((national) => ({ national, spec: isValidGulfMobile(code, national), metadata: metadataSaysMobile(country, national) }))
      .filter((row) => row.spec !== row.metadata);
    const differences = KNOWN_DIFFERENCES.filter((difference) => difference.country === code);
    const explains = (row: (typeof mismatches)[number], difference: KnownDifference) =>
      difference.specAccepts === row.spec && difference.prefixes.some((prefix) => row.national.startsWith(prefix));

    it('agrees everywhere except the listed differences', () => {
      const unexplained = mismatches.filter((row) => !differences.some((difference) => explains(row, difference)));
      expect(unexplained).toEqual([]);
    });

    it('still sees every listed difference (none is stale)', () => {
      for (const difference of differences) {
        for (const prefix of difference.prefixes) {
          const seen = mismatches.some((row) => explains(row, { ...difference, prefixes: [prefix] }));
          expect(seen, `${code} ${prefix}: ${difference.why}`).toBe(true);
        }
      }
    });

    it('agrees on the spec example of the message', () => {
      const example = country.placeholder.replace(/ /g, '');
      expect(isValidGulfMobile(code, example)).toBe(true);
      expect(metadataSaysMobile(country, example)).toBe(true);
    });
  },
);

describe('Qatar needs no exception', () => {
  it('has an empty difference list', () => {
    expect(KNOWN_DIFFERENCES.filter((difference) => difference.country === 'QA')).toEqual([]);
  });
});
