// Writes the element reference of the root README's "Embed a widget" section from
// custom-elements.json. `--check` fails when README.md is out of date instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { embedReference, withReference, type Manifest } from './embed-reference';

const readmeFile = fileURLToPath(new URL('../../../README.md', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('../custom-elements.json', import.meta.url), 'utf8')) as Manifest;
const current = readFileSync(readmeFile, 'utf8');
const next = withReference(current, embedReference(manifest));

if (process.argv.includes('--check')) {
  if (current !== next) {
    console.error('README.md "Embed a widget" is out of date: run `npm run docs -w @horeca/widgets`.');
    process.exit(1);
  }
  console.info('README.md "Embed a widget" is current.');
} else if (current !== next) {
  writeFileSync(readmeFile, next);
  console.info(`Wrote the element reference into ${readmeFile}.`);
}
