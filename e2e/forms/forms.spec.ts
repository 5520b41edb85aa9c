// Issue 6, the phone input, newsletter signup and glitch reporter in real Chromium against
// the real API, as custom elements on a partner's page (second origin, script-tag bundle,
// shadow DOM). What the API stored is read back through its test-only route; failures are
// produced by intercepting the one call, timeouts with Playwright's clock.
import { expect, test, type Page } from '../support/test';
import { formatMessage, messages } from '@horeca/core/messages';
import { PARTNER_URL } from '../support/env';
import { interceptFileChoosers, openFileChooserByKey, tabTo } from '../support/keyboard';
import { PNG, openFormsPage, storedFor, uniqueEmail } from './forms-page';
import { axeCheck } from '../support/axe';
import { reencodeImage } from '../../apps/api/src/uploads/reencode';

const NEWSLETTER = '**/api/newsletters';
const GLITCH = '**/api/frontend/glitch-errors';
const glitchFailure = formatMessage(messages.issueReport.failure, { email: 'help@partner.example' });

const dialog = (page: Page) => page.getByRole('dialog', { name: messages.issueReport.title });

async function fillReport(page: Page, email: string) {
  await page.getByRole('button', { name: messages.issueReport.bannerButton }).click();
  await dialog(page).getByRole('textbox', { name: /Email/ }).fill(email);
  await dialog(page).getByRole('textbox', { name: /What went wrong/ }).fill('The cart badge shows 0 after adding a knife.');
}

test.describe('phone input in a plain HTML form', () => {
  test('submits the international number, blocks an empty or invalid one, and is usable by keyboard only', async ({ page }) => {
    await openFormsPage(page);
    await tabTo(page, /Your name/);
    await page.keyboard.type('Amal Haddad');
    await page.keyboard.press('Enter');
    // Required and empty: the browser refuses to submit.
    await expect(page).toHaveURL(/forms\.html/);
    expect(await page.locator('horeca-phone-input').evaluate((element) => (element as unknown as { validity: ValidityState }).validity.valueMissing)).toBe(true);

    await tabTo(page, /Mobile number/);
    await page.keyboard.type('5312');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/forms\.html/);
    expect(await page.locator('horeca-phone-input').evaluate((element) => (element as unknown as { validationMessage: string }).validationMessage)).toBe(
      messages.phone.invalid.AE,
    );

    // The country list by keyboard: Shift+Tab to the country button (past the input), open, search, pick.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.type('doha');
    await expect(page.getByText('1 result(s) found')).toBeVisible();
    await page.keyboard.press('Enter');
    const input = page.getByRole('textbox', { name: /Mobile number/ });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
    await page.keyboard.type('30123456');
    await expect(input).toHaveValue('3012 3456');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/thanks\.html/);
    expect(new URL(page.url()).searchParams.get('mobile')).toBe('+97430123456');
    expect(new URL(page.url()).searchParams.get('full_name')).toBe('Amal Haddad');
  });

  test("a pasted '+971 50 123 4567' lands in the UAE and submits as +971501234567", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PARTNER_URL });
    await openFormsPage(page);
    await page.getByRole('textbox', { name: 'Your name' }).fill('Sara');
    await page.getByRole('button', { name: /^Country:/ }).click();
    await page.getByRole('option', { name: /Bahrain/ }).click();
    const input = page.getByRole('textbox', { name: /Mobile number/ });
    await page.evaluate(() => navigator.clipboard.writeText('+971 50 123 4567'));
    await input.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(input).toHaveValue('50 123 4567');
    await expect(page.getByRole('button', { name: /^Country: UAE \+971/ })).toBeVisible();
    await page.getByRole('button', { name: 'Request a call' }).click();
    await expect(page).toHaveURL(/thanks\.html/);
    expect(new URL(page.url()).searchParams.get('mobile')).toBe('+971501234567');
  });
});

test.describe('newsletter', () => {
  test('subscribes for real: the server message shows, the field clears and the API holds the email', async ({ page }) => {
    await openFormsPage(page);
    const email = uniqueEmail('news');
    const field = page.getByRole('textbox', { name: 'Email address' });
    await field.fill(email);
    await page.getByRole('button', { name: messages.newsletter.join }).click();
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(field).toHaveValue('');
    expect((await storedFor(page, email)).newsletter).toEqual({ email, status: 'subscribed' });
    expect(await page.evaluate(() => (window as unknown as { formLog: { name: string; tag: string }[] }).formLog.filter((entry) => entry.tag === 'horeca-newsletter'))).toEqual([
      { name: 'horeca:submitted', tag: 'horeca-newsletter', detail: { email, message: 'Thank you for subscribing!' } },
    ]);
  });

  test('refuses an empty email at the field without calling the API', async ({ page }) => {
    let calls = 0;
    await page.route(NEWSLETTER, (route) => {
      calls += 1;
      return route.continue();
    });
    await openFormsPage(page);
    await page.getByRole('button', { name: messages.newsletter.join }).click();
    await expect(page.getByText(messages.newsletter.emailRequired, { exact: true }).first()).toBeVisible();
    expect(calls).toBe(0);
  });

  test("a 500 shows 'Something went wrong!' for 4 s and keeps the email", async ({ page }) => {
    await page.clock.install();
    await page.route(NEWSLETTER, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html>Internal Server Error</html>' }));
    await openFormsPage(page);
    const field = page.getByRole('textbox', { name: 'Email address' });
    await field.fill('chef@example.com');
    await page.getByRole('button', { name: messages.newsletter.join }).click();
    await expect(page.getByText(messages.common.somethingWentWrong)).toBeVisible();
    await expect(field).toHaveValue('chef@example.com');
    await page.clock.fastForward(4_000);
    await expect(page.getByText(messages.common.somethingWentWrong)).toBeHidden();
  });

  test('a call that never answers gives up with the timeout message', async ({ page }) => {
    await page.clock.install();
    await page.route(NEWSLETTER, () => {
      // Never answered.
    });
    await openFormsPage(page);
    await page.getByRole('textbox', { name: 'Email address' }).fill('chef@example.com');
    await page.getByRole('button', { name: messages.newsletter.join }).click();
    await expect(page.getByRole('button', { name: messages.newsletter.joining })).toBeDisabled();
    await page.clock.fastForward(15_000);
    await expect(page.getByText(messages.claim.errors.timeout)).toBeVisible();
    await expect(page.getByRole('button', { name: messages.newsletter.join })).toBeEnabled();
  });
});

test.describe('glitch reporter', () => {
  test('keyboard only: a report with a screenshot and consent is stored with its file and context', async ({ page }) => {
    interceptFileChoosers(page);
    await openFormsPage(page);
    const email = uniqueEmail('glitch');
    await tabTo(page, /^Report a Glitch$/);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    // The form is its own chunk: a shopper types once it is shown and its first field has focus.
    await expect(dialog(page).getByRole('textbox', { name: /Email/ })).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('The cart badge shows 0 after adding a knife.');
    await expect(dialog(page).getByText('44/250')).toBeVisible();
    // The file chooser is the browser's own dialog: Playwright answers it when Enter opens it.
    // tabTo, not a bare Tab: Enter must land on the file field, and a miss should say where focus was.
    await tabTo(page, /^Screenshots/, 1);
    await (await openFileChooserByKey(page)).setFiles({ name: 'badge.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog(page).getByRole('img', { name: 'Screenshot badge.png' })).toBeVisible();
    await tabTo(page, /Attach the address of this page/);
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByText(messages.issueReport.success)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Beta' })).toBeHidden();

    const [report] = (await storedFor(page, email)).glitch_reports;
    expect(report).toMatchObject({
      email,
      description: 'The cart badge shows 0 after adding a knife.',
      device: 'Desktop',
      page_url: expect.stringContaining(`${PARTNER_URL}/forms.html`),
      storefront: 'ae',
      widget_version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      // The API keeps its re-encoded copy of the picture (apps/api/src/uploads/reencode.ts).
      files: [{ mime: 'image/png', size: (await reencodeImage(PNG, 'image/png')).length, original_name: 'badge.png' }],
    });

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Join & Save' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: messages.issueReport.bannerButton })).toHaveCount(0);
  });

  test('refuses a 6 MB screenshot and a text file renamed to .png with the spec messages', async ({ page }) => {
    await openFormsPage(page);
    await fillReport(page, uniqueEmail('files'));
    const big = Buffer.alloc(6 * 1024 * 1024);
    PNG.copy(big);
    await dialog(page)
      .getByLabel('Screenshots (optional)')
      .setInputFiles([
        { name: 'big.png', mimeType: 'image/png', buffer: big },
        { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some notes, not an image') },
        { name: 'fine.png', mimeType: 'image/png', buffer: PNG },
      ]);
    await expect(dialog(page).getByText(formatMessage(messages.issueReport.fileSize, { name: 'big.png' }))).toBeVisible();
    await expect(dialog(page).getByText(formatMessage(messages.issueReport.fileType, { name: 'notes.png' }))).toBeVisible();
    await expect(dialog(page).getByRole('img')).toHaveCount(1);
  });

  test("a 500 shows the spec's failure text with the support address and keeps the report", async ({ page }) => {
    await page.route(GLITCH, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await openFormsPage(page);
    await fillReport(page, 'chef@example.com');
    await dialog(page).getByRole('button', { name: 'Send Report' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(glitchFailure);
    await expect(dialog(page).getByRole('textbox', { name: /Email/ })).toHaveValue('chef@example.com');
    await expect(page.getByRole('region', { name: 'Beta' })).toBeVisible();
  });

  test("a call that never answers ends in the spec's failure text", async ({ page }) => {
    await page.clock.install();
    await page.route(GLITCH, () => {
      // Never answered.
    });
    await openFormsPage(page);
    await fillReport(page, 'chef@example.com');
    await dialog(page).getByRole('button', { name: 'Send Report' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await page.clock.fastForward(60_000);
    await expect(dialog(page).getByRole('alert')).toHaveText(glitchFailure);
  });
});

test.describe('accessibility', () => {
  test('axe finds nothing in the phone input with its country list open', async ({ page }) => {
    await openFormsPage(page);
    await page.getByRole('button', { name: /^Country:/ }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    const results = await axeCheck(page).include('horeca-phone-input').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('axe finds nothing in the newsletter with an error shown', async ({ page }) => {
    await openFormsPage(page);
    await page.getByRole('button', { name: messages.newsletter.join }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    const results = await axeCheck(page).include('horeca-newsletter').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('axe finds nothing in the glitch reporter, banner and open dialog with errors', async ({ page }) => {
    await openFormsPage(page);
    await page.getByRole('button', { name: messages.issueReport.bannerButton }).click();
    await dialog(page).getByRole('button', { name: 'Send Report' }).click();
    await expect(dialog(page).getByText(messages.issueReport.required).first()).toBeVisible();
    const results = await axeCheck(page).include('horeca-glitch-reporter').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
