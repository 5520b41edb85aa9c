// The second accessibility engine, HTML_CodeSniffer (npm html_codesniffer), next to axe: it
// reads the WCAG techniques differently and caught what axe let through (a label-in-name
// mismatch, aria-roledescription without a role). Only its errors count: its warnings and
// notices are "check this by hand" prompts, never a verdict.
// Browser-safe, no imports: the e2e passes htmlcsErrors to page.evaluate and the story test
// calls it in the story's own page, so both run one rule.

export interface HtmlcsError {
  code: string;
  message: string;
  element: string;
}

/**
 * Runs in the page, after HTML_CodeSniffer's build/HTMLCS.js set `window.HTMLCS`: the WCAG2AA
 * errors in `scope` (a selector; the whole document when null), less those inside `exclude`
 * (a selector for a harness's own markup, such as Storybook's hidden error display).
 */
export function htmlcsErrors(scope: string | null, exclude?: string): Promise<HtmlcsError[]> {
  interface Message {
    type: number;
    code: string;
    msg: string;
    element: Element | Document;
  }
  interface Htmlcs {
    ERROR: number;
    process(standard: string, content: Element | Document, done: () => void, failed: () => void, language: string): void;
    getMessages(): Message[];
  }
  const htmlcs = (globalThis as unknown as { HTMLCS?: Htmlcs }).HTMLCS;
  if (!htmlcs) return Promise.reject(new Error('HTML_CodeSniffer is not loaded in this page'));
  const root = scope ? document.querySelector(scope) : document;
  if (!root) return Promise.reject(new Error(`No element matches ${scope}`));
  return new Promise((resolve, reject) => {
    // A sniff that throws is a finding too: its H98 autocomplete messages lack their English
    // text, so an autocomplete token wrong for its field type ends the run with a TypeError.
    const crashed = (error: unknown) => reject(new Error(`HTML_CodeSniffer stopped (an invalid autocomplete token?): ${String(error)}`));
    try {
      htmlcs.process(
      'WCAG2AA',
      root,
      () =>
        resolve(
          htmlcs
            .getMessages()
            .filter((message) => message.type === htmlcs.ERROR)
            .filter((message) => !(exclude && message.element instanceof Element && message.element.closest(exclude)))
            .map((message) => ({
              code: message.code,
              message: message.msg,
              element: 'outerHTML' in message.element ? message.element.outerHTML.slice(0, 160) : '#document',
            })),
        ),
      () => reject(new Error('HTML_CodeSniffer could not run')),
      'en',
    );
    } catch (error) {
      crashed(error);
    }
  });
}

/** One line per error, for an assertion message. */
export function describeHtmlcsErrors(errors: readonly HtmlcsError[]): string[] {
  return errors.map((error) => `${error.code}: ${error.message} at ${error.element}`);
}
