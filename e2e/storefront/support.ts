// Helpers for the storefront journeys: console-error capture, the accessibility check (axe
// and HTML_CodeSniffer) and the head metadata every route must carry.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { axeCheck } from '../support/axe';
import { describeHtmlcsErrors, htmlcsErrors } from '../support/htmlcs-errors';

const htmlcsSource = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/** Collects console errors and uncaught exceptions; `ignore` drops expected ones. */
export function watchConsole(page: Page, ignore: RegExp[] = []) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!ignore.some((pattern) => pattern.test(text))) errors.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/**
 * No serious or critical axe violation (WCAG 2.2 AA rules) and no HTML_CodeSniffer WCAG2AA error on the page as
 * it is now. `scope` limits the check to one part (a route's own content once the shell has
 * been checked whole elsewhere), which keeps a run over every route affordable on a small
 * machine.
 */
export async function expectAccessible(page: Page, scope?: string) {
  // WCAG 2.2 AA: axe 4.14 has no 'wcag22a' tag; its 2.2 rule (target-size) is 'wcag22aa'.
  const builder = axeCheck(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  const bad = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary})`).join(' | ')}`);
  expect(bad, `axe on ${page.url()}`).toEqual([]);
  // Evaluated through the debugging protocol, so the page's script policy does not apply.
  if (!(await page.evaluate(() => 'HTMLCS' in globalThis))) await page.evaluate(htmlcsSource);
  const sniffed = describeHtmlcsErrors(await page.evaluate(htmlcsErrors, scope ?? null));
  expect(sniffed, `HTML_CodeSniffer on ${page.url()}`).toEqual([]);
}

/** Title, description and canonical link are set for the page. */
export async function expectPageMeta(page: Page, title: RegExp | string) {
  await expect(page).toHaveTitle(title);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0, `description of ${page.url()}`).toBeGreaterThan(10);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical, `canonical of ${page.url()}`).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
}

/** Nothing wider than the window: no sideways scrolling, nothing pushed off the page (a table running off a phone's screen). */
export async function expectNoSidewaysOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}
