// What the staff commands print is text strangers typed (a company name, a customer's name, an
// SMTP server's error). Printed raw, a control character in it is a command to the terminal:
// `ESC [2K` erases a line and `ESC [1A` moves up, so a request forges the lines around it, and
// `ESC ]52;...BEL` writes the clipboard on some terminals (issue 28). Every line a command
// prints goes through here: control, bidi and line-separator characters (core's one list)
// are shown as visible escapes (`\u001b`), never sent to the terminal.
import { UNSAFE_DISPLAY_CHARACTERS } from '@horeca/core/fields';

const visible = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `text` with every unsafe character written as `\uXXXX`; the characters in `keep` stay. */
export function escapeForTerminal(text: string, keep = ''): string {
  return text.replace(UNSAFE_DISPLAY_CHARACTERS, (char) => (keep.includes(char) ? char : visible(char)));
}

/** One tab-separated row: each cell escaped whole (its own tabs too, so no cell forges a column). */
export function columns(...cells: (string | number | null | undefined)[]): string {
  return cells.map((cell) => escapeForTerminal(cell === null || cell === undefined ? '-' : String(cell))).join('\t');
}

/** A line as the CLI prints it: the tabs between columns kept, every other unsafe character escaped. */
export const printableLine = (line: string) => escapeForTerminal(line, '\t');
