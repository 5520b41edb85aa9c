// Attack replay (issue 28), a stranger's text and link in the store's own mail: a guest
// registration with the victim's email and a name of line breaks, "SECURITY NOTICE …
// https://evil.example/verify" and 60,000 characters was stored, and the password-reset mail to
// the victim began with that text, the URL made a clickable link by the HTML part. Now every
// schema that takes a person's or company's name refuses it (core's one name rule: trimmed, at
// most 100 characters, one line, no control or bidi characters); a name stored before the rule
// reaches a mail, a review or a sign-in only as one plain line of at most 100 characters; and
// the HTML part links only the store's own link, never an address found in the text.
import { eq } from 'drizzle-orm';
import { NAME_MAX_LENGTH } from '@horeca/core/fields';
import { messages } from '@horeca/core/messages';
import { customers, orders } from '../../src/db/schema/commerce';
import { resetAbuseLimits } from '../../src/rate-limit/limits';
import { addressPlace, blob, googleSigner, makeCustomer, placeOrder, PNG, sampleProducts } from '../commerce-fixtures';
import { startTestApi, type TestApi } from '../harness';
import { useApiWithSmtpSink } from '../mail-api';
import { readMail } from '../mail-read';
import type { SmtpSink } from '../smtp-sink';
import { claimForm } from './claim-form';

const NOTICE = 'SECURITY NOTICE: your account is locked. Verify at https://evil.example/verify within 24 hours';
/** The payload: line breaks, the notice with its link, and 60,000 characters. */
const ATTACK_NAME = `\n\n\n${NOTICE}\n\n\n${'.'.repeat(60_000)}`;
/** Under the multipart forms' 4 KB field limit: line breaks and the link only. */
const SHORT_ATTACK = `Amal\n\n${NOTICE}`;
const TOO_LONG = `A name can be at most ${NAME_MAX_LENGTH} characters.`;

let api: TestApi;
let sink: SmtpSink;
useApiWithSmtpSink((started) => ({ api, sink } = started));
beforeEach(() => resetAbuseLimits(api.db));

const mobile = { mobile_number: '971501234567', country_code: '+971' };

describe('a name is one plain line at every schema that takes one', () => {
  it("refuses the issue's guest registration with the victim's email, and stores nothing", async () => {
    const victim = `victim.${Date.now()}@example.com`;
    const answer = await api.post('/api/frontend/register', { name: ATTACK_NAME, email: victim, is_guest: true, ...mobile });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ name: [TOO_LONG, messages.text.nameCharacters] });
    expect(await api.db.select().from(customers).where(eq(customers.email, victim))).toEqual([]);
    const short = await api.post('/api/frontend/register', { name: SHORT_ATTACK, email: victim, is_guest: true, ...mobile });
    expect(short.body.errors).toEqual({ name: [messages.text.nameCharacters] });
    const bidi = await api.post('/api/frontend/register', { name: 'Amal \u202eyfirev/elpmaxe.live//:sptth', email: victim, password: 'Passw0rd-1', ...mobile });
    expect(bidi.body.errors).toEqual({ name: [messages.text.nameCharacters] });
    expect(await api.db.select().from(customers).where(eq(customers.email, victim))).toEqual([]);
  });

  it('refuses it in the profile, a saved or checkout address, a business application, a claim and a lead', async () => {
    const shopper = await makeCustomer(api);
    const place = await addressPlace(api);
    const address = { type: 'shipping', address: 'Villa 3, Street 9', ...place, zip_code: '00000', phone: '+971501234567' };
    const cases: [string, Promise<{ status: number; body: { errors?: Record<string, string[]> } }>, string][] = [
      ['profile', api.put('/api/frontend/account/profile', { name: SHORT_ATTACK, ...mobile }, { token: shopper.token }), 'name'],
      ['saved address', api.post('/api/frontend/customer-address', { ...address, name: SHORT_ATTACK }, { token: shopper.token }), 'name'],
      ['business application', api.post('/api/frontend/account/business-request', { type: 'Restaurant', company_name: SHORT_ATTACK, trn: '100000000000003' }, { token: shopper.token }), 'company_name'],
      ['claim, person', api.post('/api/frontend/price-match-claims', claimForm({ customer_name: SHORT_ATTACK, competitor_screenshot: blob(PNG, 'image/png') })), 'customer_name'],
      ['claim, company', api.post('/api/frontend/price-match-claims', claimForm({ customer_business_name: SHORT_ATTACK, competitor_screenshot: blob(PNG, 'image/png') })), 'customer_business_name'],
      ['lead', api.post('/api/store-lead?utm_source=mail', { name: SHORT_ATTACK, email: null }), 'name'],
    ];
    for (const [what, pending, field] of cases) {
      const answer = await pending;
      expect(answer.status, what).toBe(422);
      expect(answer.body.errors?.[field], what).toContain(messages.text.nameCharacters);
    }
    const [product] = await sampleProducts(api, 1);
    await api.post('/api/frontend/cart/add', { product_id: product!.id, quantity: 1 }, { token: shopper.token });
    const checkout = await api.post('/api/frontend/checkout/place-order', { address: { ...address, name: ATTACK_NAME.slice(0, 2000) }, payment_method: 'cash_on_delivery' }, { token: shopper.token });
    expect(checkout.status).toBe(422);
    expect(checkout.body.errors['address.name']).toEqual([TOO_LONG, messages.text.nameCharacters]);
    expect(await api.db.select().from(orders).where(eq(orders.customerId, shopper.id))).toEqual([]);
  });

  it('still takes real names: Arabic, accents, an apostrophe, a company with an ampersand', async () => {
    for (const name of ['أمل حداد', "Zoë O'Brien", 'Al-Fakher & Sons (Dubai) L.L.C.']) {
      const answer = await api.post('/api/frontend/register', { name, email: `real.${Math.random().toString(36).slice(2)}@example.com`, is_guest: true, ...mobile });
      expect(answer.status, name).toBe(201);
      expect(answer.body.customer.name).toBe(name);
    }
  });
});

describe("the store's mail carries no stranger's text beyond a plain one-line name", () => {
  async function deliveredTo(email: string) {
    await expect.poll(() => sink.received.filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    return sink.received.filter((mail) => mail.to.includes(email)).map((mail) => readMail(mail.raw));
  }

  it('a name stored before the rule: the reset mail greets with one plain line, and links only the reset link', async () => {
    // As today's main stored it: the whole payload, straight into the row.
    const victim = await makeCustomer(api, { name: ATTACK_NAME });
    expect((await api.post('/api/frontend/forgot-password', { email: victim.email })).status).toBe(200);
    const [mail] = await deliveredTo(victim.email);
    const [greeting, blank, instruction, link, ...rest] = mail!.text.split('\n');
    expect(greeting!.startsWith('Hello SECURITY NOTICE: your account is locked.')).toBe(true);
    expect(Array.from(greeting!).length).toBeLessThanOrEqual('Hello ,'.length + NAME_MAX_LENGTH);
    expect([blank, instruction]).toEqual(['', 'Use this link within one hour to choose a new password:']);
    expect(link).toMatch(/^https?:\/\/\S+\/reset-password\?token=[\w-]+&email=/);
    expect(rest).toEqual(['', 'If you did not ask for this, ignore this mail.']);
    expect(mail!.text.length).toBeLessThan(600);
    // The HTML part: the reset link is the one link; the stranger's address stays text.
    const hrefs = [...mail!.html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!.replace(/&#38;/g, '&'));
    expect(hrefs).toEqual([link]);
    expect(mail!.html).toContain('https://evil.example/verify');
    expect(mail!.html).not.toMatch(/href="https:\/\/evil/);
  });

  it('a name with an address in it, within the rule, is never made a link', async () => {
    const customer = await makeCustomer(api, { name: 'Verify at https://evil.example/verify' });
    await api.post('/api/frontend/forgot-password', { email: customer.email });
    const [mail] = await deliveredTo(customer.email);
    expect(mail!.text.split('\n')[0]).toBe('Hello Verify at https://evil.example/verify,');
    expect([...mail!.html.matchAll(/<a href="([^"]*)"/g)]).toHaveLength(1);
    expect(mail!.html).not.toMatch(/href="https:\/\/evil/);
  });
});

describe('names from before the rule and from sign-in providers', () => {
  it("a review's author is published as one plain line", async () => {
    const reviewer = await makeCustomer(api, { name: ATTACK_NAME });
    const [product] = await sampleProducts(api, 1);
    const order = await placeOrder(api, reviewer, [product!.id]);
    await api.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const written = await api.post('/api/frontend/reviews', { product_id: product!.id, rating: 5, title: 'Solid pan', body: 'Heats evenly and cleans up well.' }, { token: reviewer.token });
    expect(written.status).toBe(201);
    const author = written.body.data.author as string;
    expect(author.startsWith('SECURITY NOTICE: your account is locked.')).toBe(true);
    expect(author).not.toMatch(/\n/);
    expect(Array.from(author).length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
  });
});

describe('a Google profile name', () => {
  it('is stored as one plain line, and the sign-in still works', async () => {
    const google = await googleSigner();
    const server = await startTestApi({ seedProducts: 300, config: google.config });
    try {
      // Within the route's 64 KB body: the notice, its line breaks and 3,000 characters.
      const credential = await google.sign({ email: 'hostile.google@example.com', name: ATTACK_NAME.slice(0, 3000), sub: 'google-hostile' });
      const answer = await server.post('/api/frontend/auth/google', { credential });
      expect(answer.status).toBe(200);
      const [row] = await server.db.select({ name: customers.name }).from(customers).where(eq(customers.email, 'hostile.google@example.com'));
      expect(row!.name.startsWith('SECURITY NOTICE')).toBe(true);
      expect(row!.name).not.toMatch(/\n/);
      expect(Array.from(row!.name).length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
    } finally {
      await server.close();
    }
  }, 120_000);
});
