// The accessibility bar every story meets in the story test (vitest.config.ts, project
// 'stories'): no serious or critical axe violation and no HTML_CodeSniffer WCAG2AA error, the
// engines and thresholds of the e2e route check. axe is the a11y addon's own run, read from
// the report it leaves on the test; a hook of the test itself, because Storybook runs a
// preview's afterEach before the addon's. Minor and moderate axe findings stay in the addon's
// panel without failing the story ('todo' in preview.tsx).
import type { AxeResults } from 'axe-core';
import { afterEach } from 'vitest';
import { describeHtmlcsErrors, htmlcsErrors } from '../e2e/support/htmlcs-errors';

const blocking = new Set(['serious', 'critical']);
// Storybook's own markup in the page (its hidden error display has an empty h1), as the
// a11y addon leaves it out of axe's run.
const storybookChrome = '.sb-wrapper, #storybook-docs, #storybook-highlights-root';

interface Report {
  type: string;
  result?: (AxeResults & { error?: unknown }) | { error: unknown };
}

async function loadHtmlcs(): Promise<void> {
  if ('HTMLCS' in globalThis) return;
  // The UMD build assigns its globals to `this`: a sloppy-mode Function body gets the window.
  const { default: source } = await import('html_codesniffer/build/HTMLCS.js?raw');
  new Function(source)();
}

function axeFailures(reports: readonly Report[] | undefined): string[] {
  const result = reports?.find((report) => report.type === 'a11y')?.result;
  if (!result) return ['axe: the a11y addon did not report for this story'];
  if (!('violations' in result)) return [`axe could not run: ${String(result.error)}`];
  return result.violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => `axe ${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

afterEach(async ({ task }) => {
  // A story whose render or play failed has no report; its own error is the one to read.
  if (task.result?.state === 'fail') return;
  await loadHtmlcs();
  const htmlcs = describeHtmlcsErrors(await htmlcsErrors(null, storybookChrome)).map((line) => `HTML_CodeSniffer ${line}`);
  const failures = [...axeFailures(task.meta.reports as Report[] | undefined), ...htmlcs];
  if (failures.length > 0) throw new Error(`Accessibility of ${task.name}:\n${failures.join('\n')}`);
});
