// Issue 19, "Strict CSP on partner pages": e2e/partner/every-element.html served with a
// partner's strict policy (no 'unsafe-inline' for scripts or styles, Trusted Types enforced
// with no policy allowed; see strictPolicy in e2e/support/partner-server.mjs). Every element
// must keep its looks (screenshots against the same page without the policy) and its work
// (add to cart, search, the claim form), and the browser must report no violation at all.
import { expect, test, type Page } from '../support/test';
import { messages } from '@horeca/core/messages';
import { PNG, fillPreClaim, sampleGulfClaim } from '../claim/claim-page';
import { compareImages } from '../support/compare-images';
import { everyElementWidgets, settleEveryElement } from '../support/every-element-page';
import { clearPartnerStorage, openPartnerPage } from '../support/partner-page';
import { shootWidgets } from '../support/widget-shots';

// As every-element.spec.ts: tall enough for every widget, no slider moving between shots.
test.use({ viewport: { width: 1280, height: 1100 }, reducedMotion: 'reduce' });

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  where: string;
}

/** Every securitypolicyviolation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    // Reported at the element (composed, so it crosses shadow roots) or at the document.
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const target = event.composedPath()[0];
        seen.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          where: target instanceof Element ? target.localName : String(target),
        });
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

/** Each widget's screenshot against the plain page's: the same size, under 0.2% of pixels differ. */
async function expectPlainLooks(page: Page, plainShots: Map<string, Buffer>, shots: Map<string, Buffer>) {
  // Compared on a blank page of their own: the policy's connect-src refuses the data: URLs
  // the comparison decodes the pictures from.
  const canvas = await page.context().newPage();
  for (const [name] of everyElementWidgets) {
    const difference = await compareImages(canvas, plainShots.get(name) as Buffer, shots.get(name) as Buffer);
    expect.soft(difference.sameSize, `${name}: same size`).toBe(true);
    expect.soft(difference.ratio, `${name}: share of differing pixels`).toBeLessThan(0.002);
  }
  await canvas.close();
}

/** How many `<style>` elements the widgets' shadow roots hold, and how many adopted sheets. */
const shadowSheets = (page: Page) =>
  page.evaluate(() => {
    const roots = [...document.querySelectorAll('*')].flatMap((host) => (host.localName.startsWith('horeca-') && host.shadowRoot ? [host.shadowRoot] : []));
    return {
      styleElements: roots.reduce((sum, root) => sum + root.querySelectorAll('style').length, 0),
      adopted: roots.reduce((sum, root) => sum + root.adoptedStyleSheets.length, 0),
    };
  });

test('every element under a strict CSP with Trusted Types: no violation, the looks of the page without the policy, cart, search and claim work', async ({ page }) => {
  // Two page loads and three journeys: about 20 s alone, more on a shared box.
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  await clearPartnerStorage(page);
  const plain = await openPartnerPage(page, 'every-element.html', { plain: '' });
  await settleEveryElement(page);
  const plainShots = await shootWidgets(page, everyElementWidgets);

  const strict = await openPartnerPage(page, 'every-element.html', { plain: '', csp: '' });
  await settleEveryElement(page);
  const strictShots = await shootWidgets(page, everyElementWidgets);
  await expectPlainLooks(page, plainShots, strictShots);
  const sheets = await shadowSheets(page);
  expect(sheets.styleElements).toBe(0);
  expect(sheets.adopted).toBeGreaterThan(0);

  // Add to cart.
  const card = page.locator('horeca-product-card').first();
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('img', { name: 'Cart, 1 item' })).toBeVisible();

  // Search: suggestions from the API, shown in their styled list.
  const search = page.getByRole('combobox', { name: 'Search products, categories and brands' });
  await search.click();
  await search.pressSequentially('fry', { delay: 60 });
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option', { name: 'Deep Fryers' })).toBeVisible();
  await search.press('Escape');
  await expect(suggestions).toBeHidden();

  // The claim form, loaded on demand, filled and sent for real.
  await page.getByRole('button', { name: 'Claim My Price Match' }).click();
  const claim = page.getByRole('dialog', { name: 'Claim My Price Match' });
  // The page's element is on the default ae storefront: a Gulf mobile, as a Gulf buyer types it.
  await fillPreClaim(page, sampleGulfClaim(`csp-${Date.now()}@partner.example`));
  await claim.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(claim).toBeHidden();

  // The glitch reporter's preview of a picked screenshot (a blob: picture).
  await page.getByRole('button', { name: messages.issueReport.bannerButton }).click();
  const report = page.getByRole('dialog', { name: messages.issueReport.title });
  await report.getByLabel('Screenshots (optional)').setInputFiles({ name: 'menu.png', mimeType: 'image/png', buffer: PNG });
  await expect(report.getByRole('img', { name: /menu\.png/ })).toHaveJSProperty('complete', true);
  expect(await report.getByRole('img', { name: /menu\.png/ }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();

  const reported = await violations();
  const byDirective: Record<string, number> = {};
  for (const { directive, where } of reported) byDirective[`${directive} at <${where}>`] = (byDirective[`${directive} at <${where}>`] ?? 0) + 1;
  console.info(`[strict-csp] securitypolicyviolation events on the page with every element: ${reported.length}`, byDirective);
  expect(reported).toEqual([]);

  // The policy really is on: the page itself may not add an inline style ...
  const inlineStyleApplied = await page.evaluate(() => {
    const probe = Object.assign(document.createElement('style'), { textContent: 'body { --csp-probe: on; }' });
    document.head.append(probe);
    const applied = getComputedStyle(document.body).getPropertyValue('--csp-probe') === 'on';
    probe.remove();
    return applied;
  });
  expect(inlineStyleApplied).toBe(false);
  // ... nor write markup through innerHTML (Trusted Types) ...
  const innerHtml = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>markup</b>';
      return 'written';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(innerHtml).toBe('TypeError');
  // ... and both violations are heard: the count above cannot be zero for want of a listener.
  await expect
    .poll(async () => (await violations()).map(({ directive }) => directive).sort())
    .toEqual(['require-trusted-types-for', 'style-src-elem']);

  expect(plain.errors).toEqual([]);
  expect(strict.errors).toEqual([]);
});

test('a browser without constructable stylesheets: the widgets style their roots with <style> elements carrying the page\'s script nonce', async ({ page }) => {
  test.setTimeout(120_000);
  const plainPage = await page.context().newPage();
  await openPartnerPage(plainPage, 'every-element.html', { plain: '' });
  await settleEveryElement(plainPage);
  const plainShots = await shootWidgets(plainPage, everyElementWidgets);
  await plainPage.close();

  // As Safari before 16.4: no CSSStyleSheet.replaceSync, so no sheet to adopt.
  await page.addInitScript(() => delete (CSSStyleSheet.prototype as Partial<CSSStyleSheet>).replaceSync);
  const violations = await recordViolations(page);
  const strict = await openPartnerPage(page, 'every-element.html', { plain: '', csp: 'nonce' });
  await settleEveryElement(page);
  const shots = await shootWidgets(page, everyElementWidgets);
  await expectPlainLooks(page, plainShots, shots);
  const sheets = await shadowSheets(page);
  expect(sheets.adopted).toBe(0);
  expect(sheets.styleElements).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
  expect(strict.errors).toEqual([]);
});
