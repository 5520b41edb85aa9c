// The page policy every storefront route is served with (issue 17), checked in one place by the
// route walks: inline scripts by nonce (the plain shell) or by hash (a server-rendered page, the
// same bytes for every guest: issue 31), never 'unsafe-inline', no plugins, no <base> elsewhere, framing
// only by the store, and no `securitypolicyviolation` while a page loads, hydrates and settles.
import { expect, type Page, type Response } from '@playwright/test';

type Watched = Window & { cspViolations?: string[] };

/** Records every CSP violation of every document the page opens from now on. */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Watched).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
}

/** The policy header of a page's answer. */
export async function expectPagePolicy(response: Response | null, route: string) {
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  expect(policy, route).toMatch(/script-src 'self' ('nonce-[A-Za-z0-9+/]{24}'|'sha256-[A-Za-z0-9+/]{43}=')/);
  expect(policy, route).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"]) expect(policy, route).toContain(directive);
}

/** The violations the current document has raised so far (after `watchCspViolations`). */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Watched).cspViolations ?? ['the violation watcher is not installed']);
}
