// The one way e2e tests start an axe check. Two settings make every check several times
// cheaper (the sitemap's 5,600 links: about 165 s before, 30 s after; an ordinary page
// 3-9 s before, 1-3 s after) without changing which rules run on which elements:
// - Legacy mode: axe.run inside the page. The default runs axe.runPartial in every frame,
//   then ships each node's partial result to a new blank page for axe.finishRun (megabytes
//   on a long page). It exists for cross-origin iframes; no page under test has an iframe.
// - Violations only: passing and inapplicable rules report one example node instead of
//   every node, so little crosses back to the test. Tests read only the violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Boxes with `content-visibility: auto` (the footer, a grid's later rows) skip rendering
 * while off screen, and axe then reads their text against no painted background: the
 * footer's light-on-dark copyright line measured 1.24:1 on white, on a loaded machine only.
 * Before the check they are drawn, as a shopper who scrolls there sees them.
 */
class DrawnPageAxeBuilder extends AxeBuilder {
  constructor(private readonly checkedPage: Page) {
    super({ page: checkedPage });
  }

  override async analyze() {
    await this.checkedPage.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      }
    });
    return super.analyze();
  }
}

export function axeCheck(page: Page): AxeBuilder {
  // options() replaces the whole option object: it comes first so withTags() adds to it.
  return new DrawnPageAxeBuilder(page).options({ resultTypes: ['violations'] }).setLegacyMode();
}
