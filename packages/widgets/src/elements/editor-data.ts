// Editor data for plain-HTML authors, from the same contracts as the typings: VS Code's HTML
// custom data (vscode.html-custom-data.json, loaded by the `html.customData` setting) and
// JetBrains' web-types (web-types.json, found through package.json's "web-types" field). Each
// lists every element with its attributes, their values where the contract closes them,
// events, CSS properties and parts, so an editor completes `claim-type="` with pre and post
// and flags a misspelt attribute. Pure, so a test can prove the committed files are current.
import { attributeTypeText, type AttributeContract, type ElementContract } from './contract';
import type { ElementEntry } from './registry';
import { configElement } from './typings';

interface EditorElement {
  tag: string;
  description: string;
  attributes: readonly AttributeContract[];
  events: ElementContract['events'];
  cssProperties: ElementContract['cssProperties'];
  parts: ElementContract['parts'];
}

function editorElements(entries: readonly ElementEntry[]): EditorElement[] {
  return [
    ...entries.map(({ contract }) => ({ ...contract })),
    { ...configElement, events: [], cssProperties: [], parts: [] },
  ];
}

const withDefault = (attribute: AttributeContract) => (attribute.default === undefined ? attribute.description : `${attribute.description} Default: ${attribute.default}.`);

/** The element's description with what an attribute list cannot show: events, CSS properties, parts. */
function markdown(element: EditorElement): string {
  const section = (title: string, items: readonly { name: string; description: string }[]) =>
    items.length === 0 ? [] : [`**${title}**\n\n${items.map((item) => `- \`${item.name}\`: ${item.description}`).join('\n')}`];
  return [element.description, ...section('Events', element.events), ...section('CSS properties', element.cssProperties), ...section('Parts', element.parts)].join('\n\n');
}

/** VS Code's HTML custom data, version 1.1. A flag takes the value-less set 'v'. */
export function vscodeCustomData(entries: readonly ElementEntry[]) {
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: editorElements(entries).map((element) => ({
      name: element.tag,
      description: { kind: 'markdown', value: markdown(element) },
      attributes: element.attributes.map((attribute) => ({
        name: attribute.name,
        description: withDefault(attribute),
        ...(attribute.type === 'flag' ? { valueSet: 'v' } : {}),
        ...(attribute.values ? { values: attribute.values.map((name) => ({ name })) } : {}),
      })),
    })),
  };
}

/** JetBrains' web-types, version 2: attributes with their values, JS events, CSS properties and parts. */
export function webTypes(entries: readonly ElementEntry[], pkg: { name: string; version: string }) {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: editorElements(entries).map((element) => ({
          name: element.tag,
          description: element.description,
          attributes: element.attributes.map((attribute) => ({
            name: attribute.name,
            description: withDefault(attribute),
            ...(attribute.default === undefined ? {} : { default: attribute.default }),
            // A flag is a boolean attribute: written bare, or 'true' / 'false'.
            value: { kind: 'plain', type: attribute.type === 'flag' ? 'boolean' : attribute.type === 'json' ? 'string' : attributeTypeText(attribute), required: false },
            ...(attribute.values ? { values: attribute.values.map((name) => ({ name })) } : {}),
          })),
          js: { events: element.events.map((event) => ({ name: event.name, description: event.description })) },
          css: {
            properties: element.cssProperties.map((property) => ({ name: property.name, description: `${property.description} Default: ${property.default}.` })),
            parts: element.parts.map((part) => ({ name: part.name, description: part.description })),
          },
        })),
      },
    },
  };
}

export const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
