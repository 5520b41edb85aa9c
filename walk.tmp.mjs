import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const base = 'http://localhost:4330';
const errors = [];
for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 412, height: 900 }]]) {
  const page = await browser.newPage({ viewport });
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${name} ${m.text()}`); });
  await page.goto(`${base}/ar/login`, { waitUntil: 'networkidle' });
  const form = page.getByRole('form').first();
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).first().click().catch((e) => errors.push('click ' + e.message));
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/walk/${name}-ar-login.png`, fullPage: false });
  await page.goto(`${base}/ar/sign-up`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/walk/${name}-ar-signup.png`, fullPage: false });
  await page.close();
}
console.log(errors.join('\n'));
await browser.close();
