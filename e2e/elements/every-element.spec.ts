// Issue 9, "a partner site": e2e/partner/every-element.html is a plain HTML page on a second
// loopback origin with all nine custom elements from the one script-tag bundle, hostile global
// CSS, a script that patches fetch and logs every horeca: event. One page load proves: the
// widgets show real API data, look as on the plain twin, fire the events custom-elements.json
// documents with the documented detail, submit the phone number with the partner's form, and
// the API serves this origin while refusing one it does not list. (It took over
// hostile-css.spec.ts: the same hostile sheet, the same computed-style checks, all nine
// elements instead of five.)
import { expect, test, type Page } from '../support/test';
import { messages } from '@horeca/core/messages';
import { fillPreClaim, sampleGulfClaim } from '../claim/claim-page';
import { compareImages } from '../support/compare-images';
import { detailProblems } from '../support/documented-detail';
import { API_URL, PARTNER_PORT, PARTNER_URL } from '../support/env';
import { declarations, documentedEventType } from '../support/manifest';
import { clearPartnerStorage, openPartnerPage } from '../support/partner-page';
import { shootWidgets } from '../support/widget-shots';
import { everyElementWidgets, settleEveryElement } from '../support/every-element-page';
import { axeCheck } from '../support/axe';

// Tall enough for every widget without scrolling; no autoplaying slider between two shots.
test.use({ viewport: { width: 1280, height: 1100 }, reducedMotion: 'reduce' });

const widgets = everyElementWidgets;

interface PartnerLog {
  fetches: { url: string; method: string }[];
  events: { name: string; tag: string; detail: unknown; cancelable: boolean }[];
  dispatched: string[];
}

const partnerLog = (page: Page) => page.evaluate(() => (window as unknown as { partnerLog: PartnerLog }).partnerLog);

/** What a shopper sees of the first card's controls, as computed by the browser. */
async function cardStyles(page: Page) {
  const card = page.locator('horeca-product-card').first();
  const style = (selector: string, properties: string[]) =>
    card.locator(selector).first().evaluate((element, names) => {
      const computed = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]));
    }, properties);
  return {
    addToCart: await style('[part="add-to-cart"]', ['background-color', 'color', 'border-top-style', 'font-family', 'letter-spacing', 'display', 'cursor']),
    name: await style('[part="name"]', ['font-family', 'font-size', 'letter-spacing', 'font-weight', 'color']),
    image: await style('img', ['filter', 'opacity']),
    wishlist: await style('[part="wishlist"]', ['background-color', 'border-top-style']),
  };
}

const settle = settleEveryElement;

test('the detail check refuses a detail that departs from its documented type', () => {
  const type = documentedEventType('horeca-product-card', 'horeca:add-to-cart') ?? '';
  expect(detailProblems({ productId: 1, quantity: 1, cartQuantity: 1, signedIn: false }, type)).toEqual([]);
  expect(detailProblems({ productId: '1', quantity: 1, signedIn: false, extra: 1 }, type)).toEqual([
    'detail.extra is not documented',
    'detail.productId is "1", not a number',
    'detail.cartQuantity is missing',
  ]);
  const status = documentedEventType('horeca-price-match-claim', 'horeca:claim-submitted') ?? '';
  expect(detailProblems({ id: 'c-1', status: 'received' }, status)).toEqual([]);
  expect(detailProblems({ id: 1, status: 'lost', message: 2 }, status)).toHaveLength(2);
});

test('every element on a hostile partner page: real data, the plain page looks, documented events, the phone number submitted, reads for any origin and writes for this one only', async ({ page }) => {
  // Two page loads and every element driven once: about 25 s alone, more on a shared box.
  test.setTimeout(120_000);
  await clearPartnerStorage(page);
  const plain = await openPartnerPage(page, 'every-element.html', { plain: '' });
  await settle(page);
  const plainShots = await shootWidgets(page, widgets);
  const plainStyles = await cardStyles(page);

  const partner = await openPartnerPage(page, 'every-element.html');
  await settle(page);
  // The hostile sheet really is on the page: the partner's own heading lost its styles.
  await expect(page.getByRole('heading', { name: "Chef Amal's kitchen notes" })).toHaveCSS('letter-spacing', '3px');
  const hostileShots = await shootWidgets(page, widgets);
  const hostileStyles = await cardStyles(page);
  expect(hostileStyles).toEqual(plainStyles);
  expect(hostileStyles.addToCart['background-color']).not.toBe('rgb(255, 0, 0)');
  expect(hostileStyles.image).toEqual({ filter: 'none', opacity: '1' });
  expect(hostileStyles.name['letter-spacing']).toBe('normal');
  // Hostile CSS takes nothing from the widgets' accessibility either (WCAG A/AA inside them).
  const axe = declarations.reduce((builder, { tagName }) => builder.include(tagName), axeCheck(page));
  const { violations } = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  for (const [name] of widgets) {
    const difference = await compareImages(page, plainShots.get(name) as Buffer, hostileShots.get(name) as Buffer);
    expect.soft(difference.sameSize, `${name}: same size`).toBe(true);
    expect.soft(difference.ratio, `${name}: share of differing pixels`).toBeLessThan(0.002);
  }

  // Real data from the API, fetched through the partner's patched fetch.
  const product = (await (await page.request.get(`${API_URL}/api/frontend/products/1`)).json()) as { data: { name: string } };
  const card = page.locator('horeca-product-card').first();
  await expect(card.getByRole('heading', { name: product.data.name })).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search products, categories and brands' });
  await search.click();
  await search.pressSequentially('fry', { delay: 60 });
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: 'Deep Fryers' })).toBeVisible();
  const fetched = (await partnerLog(page)).fetches.map(({ url }) => new URL(url, PARTNER_URL).pathname);
  expect(fetched).toEqual(expect.arrayContaining(['/api/frontend/products/1', '/api/frontend/products/2', '/api/frontend/categories/deep-fryers/products', '/api/frontend/search']));

  // Events: each element's documented ones, from what a shopper does.
  await search.press('Enter'); // horeca:navigate to the results page (the partner routes it)
  await search.press('Escape');
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await card.getByRole('button', { name: /^Add .* to wishlist$/ }).click();
  await card.getByRole('heading', { name: product.data.name }).getByRole('link').click();
  await page.locator('horeca-product-card').nth(1).getByRole('button', { name: messages.card.removeFromSaved }).click();
  await page.locator('horeca-product-carousel').getByRole('button', { name: 'Add To Cart' }).first().click();
  await expect(page.getByRole('img', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Wishlist, 1 item' })).toBeVisible();

  // The claim, the newsletter and the glitch report fail once (a 500), then go through for real.
  const email = `partner-${Date.now()}@partner.example`;
  const serverError = { status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' };
  await page.route('**/api/frontend/price-match-claims', (route) => route.fulfill(serverError), { times: 1 });
  await page.getByRole('button', { name: 'Claim My Price Match' }).click();
  const claim = page.getByRole('dialog', { name: 'Claim My Price Match' });
  await fillPreClaim(page, sampleGulfClaim(email));
  await claim.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(claim.getByRole('alert').first()).toBeVisible();
  await claim.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(claim).toBeHidden();
  await page.route('**/api/newsletters', (route) => route.fulfill(serverError), { times: 1 });
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: messages.newsletter.join }).click();
  await expect(page.getByText(messages.common.somethingWentWrong)).toBeVisible();
  await page.getByRole('button', { name: messages.newsletter.join }).click();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('');

  await page.route('**/api/frontend/glitch-errors', (route) => route.fulfill(serverError), { times: 1 });
  await page.getByRole('button', { name: messages.issueReport.bannerButton }).click();
  const report = page.getByRole('dialog', { name: messages.issueReport.title });
  await report.getByRole('textbox', { name: /Email/ }).fill(email);
  await report.getByRole('textbox', { name: /What went wrong/ }).fill('The search box overlaps the partner menu.');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(report.getByRole('alert')).toContainText('Oops');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(report.getByText(messages.issueReport.success)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();

  await page.getByRole('textbox', { name: 'Your name' }).fill('Amal Haddad');
  await page.getByRole('textbox', { name: /Mobile number/ }).pressSequentially('501234567');

  const log = await partnerLog(page);
  // Every event reached the partner's document listener (bubbling and composed) ...
  expect(log.events.map(({ name }) => name)).toEqual(log.dispatched);
  // ... is one its element documents, with the documented detail.
  for (const event of log.events) {
    const type = documentedEventType(event.tag, event.name);
    expect.soft(type, `${event.tag} documents ${event.name}`).toBeDefined();
    expect.soft(detailProblems(event.detail, type ?? '{}'), `${event.tag} ${event.name} detail`).toEqual([]);
  }
  const seen = new Set(log.events.map(({ tag, name }) => `${tag} ${name}`));
  expect([...seen].sort()).toEqual(
    [
      'horeca-glitch-reporter horeca:failed',
      'horeca-glitch-reporter horeca:submitted',
      'horeca-newsletter horeca:failed',
      'horeca-newsletter horeca:submitted',
      'horeca-phone-input horeca:change',
      'horeca-price-match-claim horeca:claim-failed',
      'horeca-price-match-claim horeca:claim-submitted',
      'horeca-price-match-claim horeca:open-change',
      'horeca-product-card horeca:add-to-cart',
      'horeca-product-card horeca:navigate',
      'horeca-product-card horeca:remove-from-saved',
      'horeca-product-card horeca:wishlist-change',
      'horeca-product-carousel horeca:add-to-cart',
      'horeca-search horeca:navigate',
      'horeca-search horeca:open-change',
    ].sort(),
  );
  const detailOf = (tag: string, name: string) => log.events.filter((event) => event.tag === tag && event.name === name).map(({ detail }) => detail);
  expect(detailOf('horeca-product-card', 'horeca:add-to-cart')).toEqual([{ productId: 1, quantity: 1, cartQuantity: 1, signedIn: false }]);
  expect(detailOf('horeca-price-match-claim', 'horeca:open-change')).toEqual([{ open: true }, { open: false }]);
  expect(detailOf('horeca-price-match-claim', 'horeca:claim-failed')).toHaveLength(1);
  expect(detailOf('horeca-price-match-claim', 'horeca:claim-submitted')).toEqual([expect.objectContaining({ status: 'received' })]);
  expect(detailOf('horeca-newsletter', 'horeca:failed')).toEqual([{ email, message: messages.common.somethingWentWrong, status: 500 }]);
  expect(detailOf('horeca-glitch-reporter', 'horeca:submitted')).toEqual([{ email, device: 'Desktop', screenshots: 0, withContext: false }]);
  expect(detailOf('horeca-phone-input', 'horeca:change').at(-1)).toMatchObject({ value: '+971501234567', valid: true, country: 'AE' });
  expect(log.events.filter(({ name }) => name === 'horeca:navigate').every(({ cancelable }) => cancelable)).toBe(true);
  await expect(page).toHaveURL(/every-element\.html/); // the partner routed both navigations itself

  // The partner's plain form submits the international number under the element's name.
  await page.getByRole('button', { name: 'Request a call' }).click();
  await expect(page).toHaveURL(/thanks\.html/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ full_name: 'Amal Haddad', mobile: '+971501234567' });
  expect(plain.errors).toEqual([]);
  expect(partner.errors).toEqual([]);

  // CORS (docs/elements.md): a public read answers any origin, never with credentials; a write is
  // let through for the listed partner origin and no other. A browser on a third origin (the same
  // server as http://localhost) reads the catalogue but its write is refused.
  const read = async (origin: string) => (await page.request.get(`${API_URL}/api/frontend/products/1`, { headers: { Origin: origin } })).headers();
  expect((await read(`http://localhost:${PARTNER_PORT}`))['access-control-allow-origin']).toBe('*');
  expect((await read(PARTNER_URL))['access-control-allow-credentials']).toBeUndefined();
  const writeAllowed = async (origin: string) =>
    (
      await page.request.fetch(`${API_URL}/api/newsletters`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      })
    ).headers()['access-control-allow-origin'];
  expect(await writeAllowed(PARTNER_URL)).toBe(PARTNER_URL);
  expect(await writeAllowed(`http://localhost:${PARTNER_PORT}`)).toBeUndefined();
  await page.goto(`http://localhost:${PARTNER_PORT}/thanks.html`);
  const thirdOrigin = await page.evaluate(async (api) => {
    const attempt = async (run: () => Promise<Response>) => {
      try {
        return `answered ${(await run()).status}`;
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    };
    return {
      read: await attempt(() => fetch(`${api}/api/frontend/products/1`)),
      write: await attempt(() => fetch(`${api}/api/newsletters`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"third@example.com"}' })),
    };
  }, API_URL);
  expect(thirdOrigin).toEqual({ read: 'answered 200', write: 'refused: TypeError' });
});

test('the page names every element the manifest documents', async ({ request }) => {
  const html = await (await request.get(`${PARTNER_URL}/every-element.html`)).text();
  expect(declarations.map(({ tagName }) => tagName).filter((tag) => !html.includes(`<${tag} `))).toEqual([]);
});
