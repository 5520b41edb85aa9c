// The type test keeps issue 30's four mistakes, each guarded by @ts-expect-error, and the pack
// smoke's check (scripts/type-test-mistakes.mjs) finds the guarded lines and tells which
// mistake compiles or which line fails unguarded.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorLines, mismatches, withoutExpectations } from '../../../../scripts/type-test-mistakes.mjs';

const typeTest = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), 'uses-widgets.tsx'), 'utf8');
const lines = typeTest.split('\n');

describe("the type test's deliberate mistakes", () => {
  const { text, guarded } = withoutExpectations(typeTest);

  it.each(['<horeca-product-card prodctId="1" />', '<horeca-cart-badge apiBse=', '<horeca-product-card onHorecaAddTooCart=', '<horeca-price-match-claim claim-type="later" />'])(
    'guards issue 30\'s %s with @ts-expect-error',
    (mistake) => {
      const line = lines.findIndex((text) => text.includes(mistake)) + 1;
      expect(line).toBeGreaterThan(0);
      expect(guarded).toContain(line);
    },
  );

  it('removes every directive and keeps the line numbers', () => {
    const directive = /^\s*(\{\/\*|\/\/)\s*@ts-expect-error/;
    expect(text.split('\n')).toHaveLength(lines.length);
    expect(text.split('\n').filter((line) => directive.test(line))).toEqual([]);
    expect(guarded).toHaveLength(lines.filter((line) => directive.test(line)).length);
    expect(guarded.length).toBeGreaterThanOrEqual(19);
  });

  it("reads tsc's error lines for one file and names what differs from the guarded lines", () => {
    const output = ['src/mistakes.tsx(71,28): error TS2322: x', 'src/mistakes.tsx(71,30): error TS2322: y', 'src/other-mistakes.tsx(9,1): error TS2322: z', 'mistakes.tsx(80,1): error TS2339: w'].join('\n');
    expect(errorLines(output, 'mistakes.tsx')).toEqual([71, 80]);
    expect(mismatches([71, 73], [71, 80])).toEqual(['line 73 is a deliberate mistake that now compiles', 'line 80 fails but is not a deliberate mistake']);
  });
});
