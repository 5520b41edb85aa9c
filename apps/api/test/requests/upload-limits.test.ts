// Attack replay: uploads cost disk and CPU (every picture is decoded and re-encoded), and had
// no limit of their own: a customer or a script could send them without end. Each upload now
// counts against its address and, signed in, its customer (429 with Retry-After past either).
import { describe, expect, it } from 'vitest';
import { DEFAULT_ABUSE_LIMITS } from '../../src/rate-limit/limits';
import { apiMessages } from '../../src/words/en';
import { blob, makeCustomer, PNG, type TestCustomer } from '../commerce-fixtures';
import { useTestApi, type TestApi } from '../harness';

let api: TestApi;
useTestApi({ seedProducts: 300 }, (started) => (api = started));

function uploadDocument(customer: TestCustomer) {
  const form = new FormData();
  form.append('kind', 'other');
  form.append('title', 'Menu card');
  form.append('file', blob(PNG, 'image/png'), 'menu.png');
  return api.post('/api/frontend/account/documents', form, { token: customer.token });
}

describe('upload limits', () => {
  it('stop a customer past its hourly uploads, then the address past its own', async () => {
    const perCustomer = DEFAULT_ABUSE_LIMITS.uploadsByCustomer.limit;
    const perAddress = DEFAULT_ABUSE_LIMITS.uploadsByAddress.limit;
    expect(perAddress).toBeGreaterThan(perCustomer);

    const first = await makeCustomer(api);
    for (let i = 0; i < perCustomer; i += 1) expect((await uploadDocument(first)).status).toBe(201);
    const refused = await uploadDocument(first);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: apiMessages.tooManyAttempts, message_key: 'api.tooManyAttempts' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Other customers from the same address go on until the address's own limit.
    let sentFromAddress = perCustomer + 1;
    let answer = 201;
    while (answer === 201 && sentFromAddress <= perAddress + 1) {
      const next = await makeCustomer(api);
      for (let i = 0; i < perCustomer && answer === 201; i += 1) {
        answer = (await uploadDocument(next)).status;
        sentFromAddress += 1;
      }
    }
    expect(answer).toBe(429);
    expect(sentFromAddress).toBe(perAddress + 1);
  });
});
