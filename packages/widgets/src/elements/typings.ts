// Builds the TypeScript face of the element contracts. src/elements/element-events.ts: each
// element's events with their detail types and the `HorecaEvents` map, the one typed map that
// `emit`, the widgets' own callback props and the docs all read (it declares no globals, so a
// React component may import it). src/elements/element-types.ts: each element's attributes (as
// React 19 JSX props) and the global declarations (HTMLElementTagNameMap, HTMLElementEventMap,
// DocumentEventMap, React's JSX.IntrinsicElements). The contracts stay the one declaration of
// every attribute and event; these files only restate them as types, and a test fails when a
// committed file differs from what the contracts give.
import { attributeTypeText, commonAttributes, type AttributeContract } from './contract';
import type { ElementEntry } from './registry';
import { CONFIG_TAG } from './page-config';

const pascalCase = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

const doc = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;

const GENERATED = [
  '// Generated from the element contracts (src/<widget>/*.contract.ts) by src/elements/typings.ts;',
  '// `npm run manifest -w @horeca/widgets` rewrites it. Do not edit.',
];

/** <horeca-config>: the page-wide settings (page-config.ts), the common attributes but dir. */
export const configElement = {
  tag: CONFIG_TAG,
  description: "Settings for every element of the page (an element's own attribute wins).",
  attributes: commonAttributes.filter((attribute) => attribute.name !== 'dir'),
} as const;

const named = (entries: readonly ElementEntry[]) => entries.map(({ contract }) => ({ contract, name: pascalCase(contract.tag) }));

/** element-events.ts: every element's events and the HorecaEvents map. */
export function eventTypingsText(entries: readonly ElementEntry[]): string {
  const elements = named(entries);
  const details = new Map<string, string[]>();
  for (const { contract, name } of elements) {
    for (const event of contract.events) {
      details.set(event.name, [...(details.get(event.name) ?? []), `${name}Events['${event.name}']`]);
    }
  }
  const out: string[] = [...GENERATED, '// An element without events has an empty map:', '/* eslint-disable @typescript-eslint/no-empty-object-type */', ''];
  for (const { contract, name } of elements) {
    out.push(doc(`Events of <${contract.tag}>: name to \`event.detail\`.`, '').trimEnd(), `export interface ${name}Events {`);
    for (const event of contract.events) out.push(`${doc(event.description, '  ')}  '${event.name}': ${event.detail};`);
    out.push('}', '');
  }
  out.push(
    '/** Every horeca:* event and its detail; a name several elements fire carries any of their details. */',
    'export interface HorecaEvents {',
    ...[...details].map(([event, types]) => `  '${event}': ${[...new Set(types)].join(' | ')};`),
    '}',
    '',
  );
  return out.join('\n');
}

/** element-types.ts: attributes, JSX props and the global declarations. */
export function typingsText(entries: readonly ElementEntry[]): string {
  const elements = named(entries);
  const out: string[] = [
    ...GENERATED,
    '// Declaration merging needs empty interfaces that extend, and React declares JSX as a namespace:',
    '/* eslint-disable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-namespace */',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    `import type { HorecaEvents, ${elements.map(({ name }) => `${name}Events`).join(', ')} } from './element-events';`,
    '',
    "export type * from './element-events';",
    '',
  ];
  const attributeLines = (attributes: readonly AttributeContract[]) =>
    attributes.map((attribute) => `${doc(attribute.description, '  ')}  '${attribute.name}'?: ${attributeTypeText(attribute)};`);
  out.push('/** Attributes every element takes. */', 'export interface HorecaCommonAttributes {', ...attributeLines(commonAttributes), '}', '');
  out.push(doc(`Attributes of <${CONFIG_TAG}>: ${configElement.description[0]!.toLowerCase()}${configElement.description.slice(1)}`, '').trimEnd(), 'export interface HorecaConfigAttributes {', ...attributeLines(configElement.attributes), '}', '');
  for (const { contract, name } of elements) {
    const common = commonAttributes.every((attribute) => contract.attributes.includes(attribute));
    const own = common ? contract.attributes.filter((attribute) => !commonAttributes.includes(attribute)) : contract.attributes;
    out.push(doc(`Attributes of <${contract.tag}>.`, '').trimEnd(), `export interface ${name}Attributes${common ? ' extends HorecaCommonAttributes' : ''} {`);
    out.push(...attributeLines(own), '}', '');
  }
  out.push(
    '/** The DOM event of each horeca:* name, for addEventListener. */',
    'export type HorecaEventMap<Events> = { [Name in keyof Events]: CustomEvent<Events[Name]> };',
    '',
    '/** A <horeca-*> element: addEventListener knows its events and their details. */',
    'export interface HorecaElement<Events> extends HTMLElement {',
    '  addEventListener<Name extends keyof Events & string>(type: Name, listener: (this: this, event: CustomEvent<Events[Name]>) => unknown, options?: boolean | AddEventListenerOptions): void;',
    '  addEventListener<Name extends keyof HTMLElementEventMap>(type: Name, listener: (this: this, event: HTMLElementEventMap[Name]) => unknown, options?: boolean | AddEventListenerOptions): void;',
    '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
    '  removeEventListener<Name extends keyof Events & string>(type: Name, listener: (this: this, event: CustomEvent<Events[Name]>) => unknown, options?: boolean | EventListenerOptions): void;',
    '  removeEventListener<Name extends keyof HTMLElementEventMap>(type: Name, listener: (this: this, event: HTMLElementEventMap[Name]) => unknown, options?: boolean | EventListenerOptions): void;',
    '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
    '}',
    '',
    '/** The camelCase name of a kebab-case one: product-id -> productId. */',
    'export type HorecaCamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<HorecaCamelCase<Tail>>}` : Name;',
    '',
    "/** The React 19 prop of an event: 'horeca:add-to-cart' -> 'onHorecaAddToCart' (the element listens to 'HorecaAddToCart' as that event). */",
    'export type HorecaEventProp<Name extends string> = Name extends `horeca:${infer Rest}` ? `onHoreca${Capitalize<HorecaCamelCase<Rest>>}` : never;',
    '',
    '/** Each attribute as its camelCase property, which React 19 sets on the element: TypeScript checks these names, not hyphenated ones. */',
    'export type HorecaProperties<Attributes> = { [Name in keyof Attributes as HorecaCamelCase<Name & string>]: Attributes[Name] };',
    '',
    '/**',
    ' * React 19 props of an element: its attributes and their camelCase properties, the HTML ones, and',
    ' * listeners as `on<event name>` and `onHoreca<EventName>` (React 19 adds both with addEventListener).',
    ' * TypeScript never reports an unknown hyphenated JSX attribute (`prodct-id`, `onhoreca:add-too-cart`),',
    ' * so only the camelCase names (`prodctId`, `onHorecaAddTooCart`) are refused when misspelt.',
    ' */',
    'export type HorecaJsxProps<Attributes, Events> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &',
    '  Attributes &',
    '  HorecaProperties<Attributes> & { [Name in keyof Events & string as `on${Name}`]?: (event: CustomEvent<Events[Name]>) => void } & {',
    '    [Name in keyof Events & string as HorecaEventProp<Name>]?: (event: CustomEvent<Events[Name]>) => void;',
    '  };',
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...elements.map(({ contract, name }) => `    '${contract.tag}': HorecaElement<${name}Events>;`),
    `    '${CONFIG_TAG}': HTMLElement;`,
    '  }',
    '  interface HTMLElementEventMap extends HorecaEventMap<HorecaEvents> {}',
    '  interface DocumentEventMap extends HorecaEventMap<HorecaEvents> {}',
    '}',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements.map(({ contract, name }) => `      '${contract.tag}': HorecaJsxProps<${name}Attributes, ${name}Events>;`),
    `      '${CONFIG_TAG}': HorecaJsxProps<HorecaConfigAttributes, {}>;`,
    '    }',
    '  }',
    '}',
    '',
  );
  return out.join('\n');
}
