// The elements' published contract, read from the built package's custom-elements.json, so
// e2e tests check what partners are told rather than a copy of it.
import { readFileSync } from 'node:fs';

interface Declaration {
  tagName: string;
  events: { name: string; type: { text: string } }[];
}

const file = new URL('../../packages/widgets/custom-elements.json', import.meta.url);
const manifest = JSON.parse(readFileSync(file, 'utf8')) as { modules: { declarations: Declaration[] }[] };

export const declarations: Declaration[] = manifest.modules.flatMap((module) => module.declarations);

/** The documented type of `event.detail` (`CustomEvent<...>`) of one element's event. */
export function documentedEventType(tag: string, event: string): string | undefined {
  return declarations.find((declaration) => declaration.tagName === tag)?.events.find((item) => item.name === event)?.type.text;
}
