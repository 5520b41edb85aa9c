import { said, type KeyedMessage } from '../words/message-keys';
// A JSON body nested thousands of levels deep is a few KB but costs the server dearly: every
// recursive walk of the parsed value (key cleaning, validation, printing a value into an error)
// goes one stack frame per level, so 2,000 levels cost seconds of CPU and 2,200 overflowed the
// stack into a 500 (issue 28). No form of the store nests more than a handful of levels, so a
// body deeper than MAX_JSON_DEPTH is refused on its text, before it is parsed, by a single loop.

/** Deepest nesting of objects and arrays a JSON body may have; the deepest form uses about 4. */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP: KeyedMessage = said('api.jsonTooDeep', { levels: MAX_JSON_DEPTH });

/**
 * True when `text` opens more than `limit` objects or arrays inside one another. Brackets in
 * strings do not count; the text need not be valid JSON (the parser judges that afterwards).
 */
export function jsonNestedDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1; // the escaped character, whatever it is
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth -= 1;
  }
  return false;
}
