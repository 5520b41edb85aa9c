// Writes the generated parts of docs/elements.md: the element reference from
// custom-elements.json, and the files to host with the pinned, integrity-checked script tag from
// the built bundle in dist/ (scripts/embed-hosting.ts). `--check` fails when docs/elements.md is
// out of date instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { embedHosting, readHosting, withHosting } from './embed-hosting';
import { embedReference, withReference, type Manifest } from './embed-reference';

const docFile = fileURLToPath(new URL('../../../docs/elements.md', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('../custom-elements.json', import.meta.url), 'utf8')) as Manifest;
const current = readFileSync(docFile, 'utf8');
let hosting;
try {
  hosting = readHosting(fileURLToPath(new URL('..', import.meta.url)));
} catch (error) {
  console.error(`The script-tag bundle is not built (${error instanceof Error ? error.message : String(error)}): run \`npm run build -w @horeca/widgets\`.`);
  process.exit(1);
}
const next = withHosting(withReference(current, embedReference(manifest)), embedHosting(hosting));

if (process.argv.includes('--check')) {
  if (current !== next) {
    console.error('docs/elements.md is out of date: run `npm run build -w @horeca/widgets` (or `npm run docs -w @horeca/widgets` after a build).');
    process.exit(1);
  }
  console.info('docs/elements.md is current.');
} else if (current !== next) {
  writeFileSync(docFile, next);
  console.info(`Wrote the element reference and the files to host into ${docFile}.`);
}
