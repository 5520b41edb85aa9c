// Writes packages/widgets/custom-elements.json from the element contracts.
// `tsx packages/widgets/scripts/manifest.ts --check` fails when the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { manifestText } from '../src/elements/manifest';
import { horecaElements } from '../src/elements/registry';

const target = fileURLToPath(new URL('../custom-elements.json', import.meta.url));
const text = manifestText(horecaElements);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // A missing file is simply out of date.
  }
  if (current !== text) {
    console.error('custom-elements.json is out of date: run `npx tsx packages/widgets/scripts/manifest.ts`.');
    process.exit(1);
  }
  console.info('custom-elements.json is current.');
} else {
  writeFileSync(target, text);
  console.info(`Wrote ${target} (${horecaElements.length} elements).`);
}
