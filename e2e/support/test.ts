// Every spec's `test`: Playwright's, with `page.goto` and `page.reload` also waiting until the
// storefront has hydrated. Server-rendered pages are visible (and clickable) before their
// scripts have run; a click before hydration would do nothing, so tests act only after the
// storefront marks <html data-hydrated> (main.tsx). Pages without it (partner pages, API
// answers) are not waited on.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const HYDRATION_TIMEOUT_MS = 20_000;

/** Waits until the storefront page has hydrated (clicks before that do nothing). */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await untilHydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
});
