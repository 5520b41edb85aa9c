// Builds custom-elements.json (schema 1.0.0, the format IDEs and Storybook read) from the
// contracts the elements declare. Pure, so a test can prove the committed file is current.
import { attributeTypeText, camelCase } from './contract';
import type { ElementEntry } from './registry';

export function buildManifest(entries: readonly ElementEntry[]) {
  const modules = new Map<string, ElementEntry[]>();
  for (const entry of entries) modules.set(entry.module, [...(modules.get(entry.module) ?? []), entry]);
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: [...modules].map(([path, list]) => ({
      kind: 'javascript-module',
      path,
      declarations: list.map(({ contract }) => ({
        kind: 'class',
        name: contract.className,
        tagName: contract.tag,
        customElement: true,
        description: contract.description,
        superclass: { name: 'HTMLElement' },
        attributes: contract.attributes.map((attribute) => ({
          name: attribute.name,
          fieldName: camelCase(attribute.name),
          type: { text: attribute.type === 'json' ? 'string (JSON)' : attributeTypeText(attribute) },
          description: attribute.description,
          ...(attribute.default === undefined ? {} : { default: attribute.default }),
        })),
        members: contract.attributes.map((attribute) => ({
          kind: 'field',
          name: camelCase(attribute.name),
          attribute: attribute.name,
          type: { text: attributeTypeText(attribute) },
          description: attribute.description,
        })),
        events: contract.events.map((event) => ({
          name: event.name,
          type: { text: `CustomEvent<${event.detail}>` },
          description: `${event.description} Bubbles and is composed${event.cancelable ? '; cancellable' : ''}.`,
        })),
        cssProperties: contract.cssProperties.map((property) => ({ ...property })),
        cssParts: contract.parts.map((part) => ({ ...part })),
      })),
      exports: list.map(({ contract }) => ({
        kind: 'custom-element-definition',
        name: contract.tag,
        declaration: { name: contract.className, module: path },
      })),
    })),
  };
}

export function manifestText(entries: readonly ElementEntry[]): string {
  return `${JSON.stringify(buildManifest(entries), null, 2)}\n`;
}
