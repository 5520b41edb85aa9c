// The type test's deliberate mistakes as a consumer's compiler sees them. `@ts-expect-error`
// alone passes when a line fails for any reason; here each directive is removed (its line kept
// blank, so the numbers stay) and tsc must report an error on exactly the lines they guarded:
// a typing that stops refusing a mistake, or a mistake that fails elsewhere, shows by line.
const DIRECTIVE = /^(\s*)(?:\{\/\*\s*@ts-expect-error\b.*\*\/\}|\/\/\s*@ts-expect-error\b.*)$/;

/** The text without its directives, and the 1-based lines each one guarded. */
export function withoutExpectations(text) {
  const lines = text.split('\n');
  const guarded = [];
  const stripped = lines.map((line, index) => {
    const match = DIRECTIVE.exec(line);
    if (!match) return line;
    guarded.push(index + 2);
    return match[1];
  });
  return { text: stripped.join('\n'), guarded };
}

/** Lines of the file named `name` with a tsc error in tsc's plain output (`path/name(line,column): error TS...`). */
export function errorLines(output, name) {
  const pattern = new RegExp(`^(?:.*[\\\\/])?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\((\\d+),\\d+\\): error TS`, 'gm');
  return [...new Set([...output.matchAll(pattern)].map((match) => Number(match[1])))].sort((a, b) => a - b);
}

/** What differs between the guarded lines and the lines that failed, as messages. */
export function mismatches(guarded, failed) {
  return [
    ...guarded.filter((line) => !failed.includes(line)).map((line) => `line ${line} is a deliberate mistake that now compiles`),
    ...failed.filter((line) => !guarded.includes(line)).map((line) => `line ${line} fails but is not a deliberate mistake`),
  ];
}
