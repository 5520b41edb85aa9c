// The element reference of docs/elements.md, written from custom-elements.json (itself
// generated from the element contracts), so what partners read is what the elements do. Pure:
// scripts/embed-docs.ts writes it, src/elements/elements-doc.test.ts proves it current.

interface Named {
  name: string;
  description: string;
}

interface ManifestAttribute extends Named {
  type: { text: string };
  default?: string;
}

interface ManifestDeclaration {
  tagName: string;
  description: string;
  attributes: ManifestAttribute[];
  events: (Named & { type: { text: string } })[];
  cssProperties: (Named & { default: string })[];
  cssParts: Named[];
}

export interface Manifest {
  modules: { declarations: ManifestDeclaration[] }[];
}

export const REFERENCE_START = '<!-- embed-reference:start (generated from packages/widgets/custom-elements.json by `npm run docs -w @horeca/widgets`; do not edit) -->';
export const REFERENCE_END = '<!-- embed-reference:end -->';

/** A table cell: pipes would end the cell (even inside code), line breaks the row. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (text: string) => `\`${cell(text)}\``;
const detailType = (text: string) => text.replace(/^CustomEvent<([\s\S]*)>$/, '$1');

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** What every element has (the runtime attributes, the theme), listed once instead of nine times. */
function sharedBy<T extends Named>(lists: T[][]): T[] {
  const [first = [], ...rest] = lists;
  return first.filter((item) => rest.every((list) => list.some((other) => other.name === item.name && other.description === item.description)));
}

const attributeRows = (attributes: ManifestAttribute[]) =>
  attributes.map((attribute) => [code(attribute.name), code(attribute.type.text), attribute.default === undefined ? '' : code(attribute.default), cell(attribute.description)]);

function elementSection(declaration: ManifestDeclaration, sharedAttributes: Set<string>, sharedProperties: Set<string>): string {
  const own = declaration.attributes.filter((attribute) => !sharedAttributes.has(attribute.name));
  const extraProperties = declaration.cssProperties.filter((property) => !sharedProperties.has(property.name));
  const lines = [`### \`<${declaration.tagName}>\``, '', cell(declaration.description), ''];
  lines.push(
    own.length === 0
      ? 'Attributes: only the shared ones.'
      : `Attributes (besides the shared ones):\n\n${table(['attribute', 'type', 'default', 'meaning'], attributeRows(own))}`,
    '',
  );
  lines.push(
    declaration.events.length === 0
      ? 'Events: none.'
      : `Events:\n\n${table(
          ['event', '`event.detail`', 'meaning'],
          declaration.events.map((event) => [code(event.name), code(detailType(event.type.text)), cell(event.description)]),
        )}`,
    '',
  );
  if (extraProperties.length > 0) {
    lines.push(
      `CSS properties (besides the theme): ${extraProperties.map((property) => `${code(property.name)} (default ${code(property.default)}): ${property.description}`).join('; ')}`,
      '',
    );
  }
  lines.push(`Parts, for \`::part()\`:\n\n${table(['part', 'what'], declaration.cssParts.map((part) => [code(part.name), cell(part.description)]))}`, '');
  return lines.join('\n');
}

/** The generated reference, markers included. */
export function embedReference(manifest: Manifest): string {
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  const sharedAttributes = sharedBy(declarations.map((declaration) => declaration.attributes));
  const theme = sharedBy(declarations.map((declaration) => declaration.cssProperties));
  return [
    REFERENCE_START,
    '',
    `Every element (${declarations.map((declaration) => code(`<${declaration.tagName}>`)).join(', ')}) takes these attributes:`,
    '',
    table(['attribute', 'type', 'default', 'meaning'], attributeRows(sharedAttributes)),
    '',
    'and reads these CSS custom properties (set them on the element or any ancestor). Every event bubbles and is composed, so one `document.addEventListener` hears it from any element:',
    '',
    table(
      ['property', 'default', 'meaning'],
      theme.map((property) => [code(property.name), code(property.default), cell(property.description)]),
    ),
    '',
    ...declarations.map((declaration) =>
      elementSection(declaration, new Set(sharedAttributes.map((item) => item.name)), new Set(theme.map((item) => item.name))),
    ),
    REFERENCE_END,
  ].join('\n');
}

/** docs/elements.md with its reference replaced; throws when the markers are missing. */
export function withReference(document: string, reference: string): string {
  const start = document.indexOf(REFERENCE_START);
  const end = document.indexOf(REFERENCE_END);
  if (start === -1 || end < start) throw new Error(`docs/elements.md needs the markers ${REFERENCE_START} and ${REFERENCE_END}.`);
  return `${document.slice(0, start)}${reference}${document.slice(end + REFERENCE_END.length)}`;
}
