// Stopping the page's clock for a check whose timing a loaded machine could otherwise spoil
// (the search's 300 ms debounce, a guest's 2 s count control). The spec must have called
// `page.clock.install()` before loading the page; time runs as usual until this is called.
import type { Page } from '@playwright/test';

/** Stops the page's clock a moment from now: the page's time moves on while the call travels. */
export async function stopPageClock(page: Page): Promise<void> {
  for (let leadMs = 50; ; leadMs *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + leadMs);
      return;
    } catch (error) {
      // 'Cannot fast-forward to the past': the call took longer than the lead.
      if (leadMs >= 3_200) throw error;
    }
  }
}
