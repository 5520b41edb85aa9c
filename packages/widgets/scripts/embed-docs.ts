// Writes the element reference of docs/elements.md from custom-elements.json. `--check` fails
// when docs/elements.md is out of date instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { embedReference, withReference, type Manifest } from './embed-reference';

const docFile = fileURLToPath(new URL('../../../docs/elements.md', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('../custom-elements.json', import.meta.url), 'utf8')) as Manifest;
const current = readFileSync(docFile, 'utf8');
const next = withReference(current, embedReference(manifest));

if (process.argv.includes('--check')) {
  if (current !== next) {
    console.error('docs/elements.md is out of date: run `npm run docs -w @horeca/widgets`.');
    process.exit(1);
  }
  console.info('docs/elements.md is current.');
} else if (current !== next) {
  writeFileSync(docFile, next);
  console.info(`Wrote the element reference into ${docFile}.`);
}
