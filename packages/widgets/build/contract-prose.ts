// The script-tag bundle's contracts without their prose. Registration reads a contract's tag,
// display, attribute names and types, event names and form association; the descriptions,
// event detail types and defaults are for custom-elements.json, the typings and the editors,
// which are built from the sources. Blanked to "" (the contracts keep their shape and type),
// they take about 1.5 KiB (min+gzip) off every page (issue 30: a badge page within 85 KiB).
import { parseAst, type Plugin } from 'vite';

/** The contract files: every element's `<name>.contract.ts` in its widget's folder, and the shared elements/contract.ts. */
export const CONTRACT_MODULE = /\/src\/(?:elements\/contract|[\w-]+\/[\w-]+\.contract)\.ts$/;

/** Properties that only describe: read by the manifest and editors, never by registration. */
const PROSE_KEYS = new Set(['description', 'detail', 'default']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** A string written out in full: 'text' or a template without `${}`. */
function isPlainString(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  return node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0;
}

function proseKey(property: Node): boolean {
  if (property.type !== 'Property' || property.computed || property.kind !== 'init') return false;
  const key = property.key as Node;
  const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
  return typeof name === 'string' && PROSE_KEYS.has(name) && isPlainString(property.value as Node);
}

/**
 * The code with every prose property's string value replaced by "" and padded with spaces to
 * its old length (line breaks kept): nothing moves, so the source map stays exact.
 */
export function blankContractProse(code: string): string {
  const spans: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    if (proseKey(node)) {
      const value = node.value as Node;
      spans.push([value.start, value.end]);
      return;
    }
    for (const [field, child] of Object.entries(node)) if (field !== 'type') visit(child);
  };
  visit(parseAst(code));
  let out = code;
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0])) {
    const blank = `""${code.slice(start + 2, end).replace(/[^\n]/g, ' ')}`;
    out = out.slice(0, start) + blank + out.slice(end);
  }
  return out;
}

/** The Vite (Rollup) plugin: after TypeScript is stripped, blanks the contracts' prose. */
export function contractProse(): Plugin {
  return {
    name: 'horeca-contract-prose',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      // Nothing moved: the map of the step before still holds.
      return { code: blankContractProse(code), map: null };
    },
  };
}
