import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { CONTRACT_MODULE, blankContractProse } from '../build/contract-prose';

describe("the script-tag bundle's contracts without prose", () => {
  it('blanks descriptions, detail types and defaults written out as strings, and nothing else', () => {
    const code = [
      "const detail = 'kept: a variable, not a property';",
      'export const contract = {',
      "  tag: 'horeca-x', description: 'A long sentence for the manifest.',",
      "  attributes: [{ name: 'href', type: 'string', values: ['a'], description: `two\nlines`, default: \"'a'\" }],",
      "  events: [{ name: 'horeca:x', description: 'Fired.', detail: '{ id: number }', cancelable: true }],",
      '  formAssociated: { valueEvent: `horeca:${detail}`, default: `${detail}` },',
      "  'description': 'quoted key', other: { detail },",
      '};',
    ].join('\n');
    const blanked = blankContractProse(code);
    // Nothing moves: same length, same line breaks, so the source map holds.
    expect(blanked).toHaveLength(code.length);
    expect(blanked.split('\n').map((line) => line.length)).toEqual(code.split('\n').map((line) => line.length));
    for (const prose of ['A long sentence', 'two\nlines', "\"'a'\"", 'Fired.', '{ id: number }', 'quoted key']) expect(blanked).not.toContain(prose);
    // Names, types, values and what is not a plain string stay.
    for (const kept of ["tag: 'horeca-x'", "name: 'href'", "values: ['a']", "name: 'horeca:x'", 'cancelable: true', 'default: `${detail}`', 'other: { detail }', "const detail = 'kept"]) {
      expect(blanked).toContain(kept);
    }
    const contract = new Function(`${blanked.replace('export const', 'return').replace(/^const detail[^\n]*\n/, "const detail = 'd';\n")}`)() as Record<string, unknown>;
    expect(contract).toMatchObject({
      tag: 'horeca-x',
      description: '',
      attributes: [{ name: 'href', type: 'string', values: ['a'], description: '', default: '' }],
      events: [{ name: 'horeca:x', description: '', detail: '', cancelable: true }],
      formAssociated: { valueEvent: 'horeca:d', default: 'd' },
    });
  });

  it("applies to every element's contract file and the shared one, no other module", () => {
    for (const id of ['/r/packages/widgets/src/elements/contract.ts', '/r/packages/widgets/src/product-card/product-card.contract.ts', '/r/packages/widgets/src/cart-badge/count-badge.contract.ts']) {
      expect(CONTRACT_MODULE.test(id)).toBe(true);
    }
    for (const id of ['/r/packages/widgets/src/elements/contract.test.ts', '/r/packages/widgets/src/elements/define-element.tsx', '/r/packages/widgets/src/runtime/contract.ts', '/r/packages/widgets/src/product-card/product-card.tsx']) {
      expect(CONTRACT_MODULE.test(id)).toBe(false);
    }
  });

  it('keeps what registration reads from a real contract: tag, display, attribute names and types, events', async () => {
    const blankedFile = async (file: string) => {
      const source = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), file), 'utf8');
      return blankContractProse((await transform(source, { loader: 'ts', format: 'esm' })).code);
    };
    // The cart badge's contract, and the parts and attribute it shares with the wishlist badge's.
    const blanked = (await blankedFile('../src/cart-badge/cart-badge.contract.ts')) + (await blankedFile('../src/cart-badge/count-badge.contract.ts'));
    expect(blanked).toContain("tag: \"horeca-cart-badge\"");
    expect(blanked).toContain("display: \"inline-block\"");
    expect(blanked).toContain("name: \"href\"");
    expect(blanked).not.toContain('Where the badge links to.');
    expect(blanked).not.toContain('The number bubble.');
  });
});
