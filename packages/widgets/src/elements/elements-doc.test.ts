// docs/elements.md's element reference is generated from custom-elements.json
// (scripts/embed-docs.ts); this fails when either changed without the other.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedReference, withReference, type Manifest } from '../../scripts/embed-reference';

// jsdom replaces the global URL, so paths are built from the module's own file path.
const here = dirname(fileURLToPath(import.meta.url));
const doc = readFileSync(resolve(here, '../../../../docs/elements.md'), 'utf8');
const manifest = JSON.parse(readFileSync(resolve(here, '../../custom-elements.json'), 'utf8')) as Manifest;

describe('docs/elements.md, the element reference', () => {
  it('holds the reference generated from custom-elements.json (run `npm run docs -w @horeca/widgets`)', () => {
    expect(doc).toBe(withReference(doc, embedReference(manifest)));
  });

  it("names every element's attributes, events with their detail, CSS properties and parts", () => {
    const reference = embedReference(manifest);
    for (const declaration of manifest.modules.flatMap((module) => module.declarations)) {
      expect(reference).toContain(`### \`<${declaration.tagName}>\``);
      const section = reference.slice(reference.indexOf(`### \`<${declaration.tagName}>\``)).split('\n### ')[0] ?? '';
      for (const event of declaration.events) expect(section).toContain(`| \`${event.name}\` | \`${event.type.text.slice('CustomEvent<'.length, -1).replaceAll('|', '\\|')}\``);
      for (const part of declaration.cssParts) expect(section).toContain(`| \`${part.name}\` |`);
      // The shared attributes and theme properties are listed once, above the elements.
      for (const attribute of declaration.attributes) expect(reference).toContain(`| \`${attribute.name}\` |`);
      for (const property of declaration.cssProperties) expect(reference).toContain(`\`${property.name}\``);
    }
  });

  it('refuses a document without the markers instead of writing somewhere else', () => {
    expect(() => withReference('# no markers here', 'reference')).toThrow(/needs the markers/);
  });
});
