// Fills a template of the storefront's words (lib/words.en.ts, words.ar.ts): `{name}` takes
// values.name, as core's messages do.
import { formatMessage } from '@horeca/core/messages';

export function formatText(template: string, values: Readonly<Record<string, string | number>>): string {
  return formatMessage(template, values);
}
