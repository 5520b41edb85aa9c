// Writes packages/widgets/custom-elements.json, src/elements/element-events.ts,
// src/elements/element-types.ts (the elements' TypeScript declarations) and the editor data
// (vscode.html-custom-data.json, web-types.json) from the element contracts.
// `tsx packages/widgets/scripts/manifest.ts --check` fails when any is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jsonText, vscodeCustomData, webTypes } from '../src/elements/editor-data';
import { manifestText } from '../src/elements/manifest';
import { horecaElements } from '../src/elements/registry';
import { eventTypingsText, typingsText } from '../src/elements/typings';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

const targets = [
  { file: fileURLToPath(new URL('../custom-elements.json', import.meta.url)), text: manifestText(horecaElements) },
  { file: fileURLToPath(new URL('../src/elements/element-events.ts', import.meta.url)), text: eventTypingsText(horecaElements) },
  { file: fileURLToPath(new URL('../src/elements/element-types.ts', import.meta.url)), text: typingsText(horecaElements) },
  { file: fileURLToPath(new URL('../vscode.html-custom-data.json', import.meta.url)), text: jsonText(vscodeCustomData(horecaElements)) },
  { file: fileURLToPath(new URL('../web-types.json', import.meta.url)), text: jsonText(webTypes(horecaElements, pkg)) },
];

for (const { file, text } of targets) {
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // A missing file is simply out of date.
    }
    if (current !== text) {
      console.error(`${file} is out of date: run \`npm run manifest -w @horeca/widgets\`.`);
      process.exit(1);
    }
    console.info(`${file} is current.`);
  } else if (readFileSync(file, { encoding: 'utf8', flag: 'a+' }) !== text) {
    // Written only when it changed: `npm test` builds while typecheck reads these files.
    writeFileSync(file, text);
    console.info(`Wrote ${file} (${horecaElements.length} elements).`);
  }
}
