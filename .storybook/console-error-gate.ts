// The console bar every story meets in the story test (vitest.config.ts, project 'stories'):
// nothing written to console.error and no uncaught error or unhandled rejection while the
// story renders, plays and is checked for accessibility. A story that shows a failure the
// widget logs on purpose (docs/behaviour.md §8's console lines: a badge's failed count, a
// claim that failed) carries the tag below, and must then log at least once, so the tag
// cannot outlive the failure it excuses. Listed before accessibility-gate.ts in setupFiles:
// vitest runs afterEach hooks last-registered first, so this one reads the console after the
// accessibility run has given late failures their time.
import { afterEach, beforeEach } from 'vitest';

export const EXPECTED_CONSOLE_ERROR = 'expected-console-error';

let logged: string[] = [];
let stopListening = () => {};

function describe(values: unknown[]): string {
  return values.map((value) => (value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : JSON.stringify(value) ?? String(value))).join(' ');
}

beforeEach(() => {
  logged = [];
  const error = console.error;
  console.error = (...values: unknown[]) => {
    logged.push(`console.error: ${describe(values)}`);
    error.apply(console, values);
  };
  const uncaught = (event: ErrorEvent) => logged.push(`uncaught error: ${describe([event.error ?? event.message])}`);
  const unhandled = (event: PromiseRejectionEvent) => logged.push(`unhandled rejection: ${describe([event.reason])}`);
  window.addEventListener('error', uncaught);
  window.addEventListener('unhandledrejection', unhandled);
  stopListening = () => {
    console.error = error;
    window.removeEventListener('error', uncaught);
    window.removeEventListener('unhandledrejection', unhandled);
  };
});

afterEach((context) => {
  stopListening();
  const { task } = context;
  // A story whose render or play failed: its own error is the one to read.
  if (task.result?.state === 'fail') return;
  const tags = (context as unknown as { story?: { tags?: string[] } }).story?.tags ?? [];
  if (tags.includes(EXPECTED_CONSOLE_ERROR)) {
    if (logged.length === 0) throw new Error(`${task.name} is tagged '${EXPECTED_CONSOLE_ERROR}' but logged no error: remove the tag.`);
    return;
  }
  if (logged.length > 0) {
    throw new Error(`${task.name} wrote to the console's errors (a story that shows a logged failure is tagged '${EXPECTED_CONSOLE_ERROR}'):\n${logged.join('\n')}`);
  }
});
