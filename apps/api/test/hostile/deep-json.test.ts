// Attack replay (issue 28): `{"email":"a@b.co","password":[[[…]]]}` 2,000 levels deep (4 KB, no
// sign-in) cost seconds of CPU and answered a 16 MB message printing the array; 2,200 levels
// answered 500 (the key-cleaning walk overflowed the stack); eight at once held /api/health for
// seconds. A body nested deeper than 32 levels is now refused with a 400 on its text, before it
// is parsed, and validation is type-strict: an array is never cast into a number, a boolean or
// printed into a message.
import { beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP } from '../../src/http/json-depth';
import { MUST_BE_BOOLEAN, MUST_BE_NUMBER, MUST_BE_TEXT } from '../../src/http/strict-types';
import { messageText } from '../../src/words/message-keys';
import { makeCustomer, sampleProducts } from '../commerce-fixtures';
import { useTestApi, type TestApi } from '../harness';

let api: TestApi;
useTestApi({ seedProducts: 300 }, (started) => (api = started));

const deepLogin = (levels: number) => `{"email":"a@b.co","password":${'['.repeat(levels)}${']'.repeat(levels)}}`;

async function postRaw(path: string, body: string) {
  const started = performance.now();
  const response = await fetch(api.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

describe('deeply nested JSON', () => {
  // The first request of a fresh server loads code; time the attack, not the warm-up.
  beforeAll(async () => void (await postRaw('/api/frontend/login', '{"email":"a@b.co","password":"wrong-password"}')));

  it.each([2200, 2000, 33])('refuses %i levels with a 400 before validation, at once and in a few bytes', async (levels) => {
    const answer = await postRaw('/api/frontend/login', deepLogin(levels));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ message: messageText(JSON_TOO_DEEP, 'en'), message_key: 'api.jsonTooDeep' });
    expect(answer.ms).toBeLessThan(1000); // was 2.8 s for 2,000 levels, and a 16 MB answer
  });

  it('still reads a body nested within the limit (its arrays then fail validation as arrays)', async () => {
    const answer = await postRaw('/api/frontend/login', deepLogin(31));
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.text)).toEqual({ message: messageText(MUST_BE_TEXT, 'en'), message_key: 'api.fieldText', errors: { password: [messageText(MUST_BE_TEXT, 'en')] } });
  });

  it('eight at once do not hold /api/health', async () => {
    const attacks = Array.from({ length: 8 }, () => postRaw('/api/frontend/login', deepLogin(2000)));
    const health: number[] = [];
    let attacking = true;
    const watch = (async () => {
      while (attacking) {
        const started = performance.now();
        expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);
        health.push(performance.now() - started);
      }
    })();
    const answers = await Promise.all(attacks);
    attacking = false;
    await watch;
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(400));
    expect(Math.max(...health)).toBeLessThan(1000); // was held for 7 s
  });
});

describe('type-strict validation', () => {
  it('never casts an array into a number or a boolean: [5] is not a product id', async () => {
    const shopper = await makeCustomer(api);
    const [product] = await sampleProducts(api, 1);
    const wrapped = await api.post('/api/frontend/cart/add', { product_id: [[product!.id]], quantity: [1] }, { token: shopper.token });
    expect(wrapped.status).toBe(422);
    expect(wrapped.body.errors).toEqual({ product_id: [messageText(MUST_BE_NUMBER, 'en')], quantity: [messageText(MUST_BE_NUMBER, 'en')] });
    const cart = await api.get('/api/frontend/cart', { token: shopper.token });
    expect(cart.body.data).toEqual([]);
    // Text is still read as a number, as forms and query strings send it.
    expect((await api.post('/api/frontend/cart/add', { product_id: String(product!.id), quantity: '1' }, { token: shopper.token })).status).toBe(200);
  });

  it('refuses an array for a boolean and an object for text, with one short message each', async () => {
    const answer = await api.post('/api/frontend/register', { name: { first: 'A' }, email: 'strict@example.com', mobile_number: '501234567', is_guest: [['true']] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({ name: [messageText(MUST_BE_TEXT, 'en')], is_guest: [messageText(MUST_BE_BOOLEAN, 'en')] });
    expect(answer.text.length).toBeLessThan(500);
  });
});
