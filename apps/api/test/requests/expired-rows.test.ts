// Expired sign-in and reset tokens, day-old idempotency keys and month-old guest history were
// never deleted. The clean-up deletes them and keeps the rest, and several API processes may
// run it at the same moment (run this on PostgreSQL too: there the runs really overlap).
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/auth/tokens';
import { authTokens, idempotencyKeys, passwordResetTokens, recentProducts } from '../../src/db/schema/commerce';
import { deleteExpiredRows, RETENTION } from '../../src/maintenance/expired-rows';
import { makeCustomer } from '../commerce-fixtures';
import { useTestApi, type TestApi } from '../harness';

let api: TestApi;
useTestApi({ seedProducts: 300 }, (started) => (api = started));

const DAY = 24 * 60 * 60 * 1000;

describe('clean-up of expired rows', () => {
  it('deletes what expired, keeps what is live, and runs safely in several processes at once', async () => {
    const customer = await makeCustomer(api);
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const ahead = (ms: number) => new Date(now.getTime() + ms);
    await api.db.insert(authTokens).values([
      { customerId: customer.id, tokenHash: sha256('expired'), expiresAt: ago(1000) },
      { customerId: customer.id, tokenHash: sha256('revoked long ago'), expiresAt: ahead(DAY), revokedAt: ago(RETENTION.revokedTokensMs + 1000) },
      { customerId: customer.id, tokenHash: sha256('revoked just now'), expiresAt: ahead(DAY), revokedAt: ago(1000) },
    ]);
    await api.db.insert(passwordResetTokens).values([
      { customerId: customer.id, tokenHash: sha256('reset expired'), expiresAt: ago(1000) },
      { customerId: customer.id, tokenHash: sha256('reset used'), expiresAt: ahead(DAY), usedAt: ago(1000) },
      { customerId: customer.id, tokenHash: sha256('reset live'), expiresAt: ahead(DAY) },
    ]);
    await api.db.insert(idempotencyKeys).values([
      { customerId: customer.id, route: 'cart.add', key: 'old', requestHash: 'x', statusCode: 200, response: {}, createdAt: ago(RETENTION.idempotencyKeysMs + 1000) },
      { customerId: customer.id, route: 'cart.add', key: 'fresh', requestHash: 'x', statusCode: 200, response: {}, createdAt: ago(1000) },
    ]);
    await api.db.insert(recentProducts).values([
      { guestToken: 'gone-guest-123', productId: 1, viewedAt: ago(RETENTION.guestHistoryMs + 1000) },
      { guestToken: 'live-guest-123', productId: 1, viewedAt: ago(1000) },
      { customerId: customer.id, productId: 1, viewedAt: ago(RETENTION.guestHistoryMs + 1000) },
    ]);

    const runs = await Promise.all(Array.from({ length: 5 }, () => deleteExpiredRows(api.db, now)));
    const reports = runs.filter((report) => report !== null);
    expect(reports.length).toBeGreaterThanOrEqual(1);
    const total = (key: keyof (typeof reports)[number]) => reports.reduce((sum, report) => sum + report[key], 0);
    // Counted once in all: no run deleted what another had deleted, and nothing failed.
    expect(total('authTokens')).toBe(2);
    expect(total('passwordResetTokens')).toBe(2);
    expect(total('idempotencyKeys')).toBe(1);
    expect(total('guestHistory')).toBe(1);

    const tokens = (await api.db.select().from(authTokens)).filter((row) => row.customerId === customer.id).map((row) => row.tokenHash);
    expect(tokens.sort()).toEqual([sha256(customer.token), sha256('revoked just now')].sort());
    const resets = (await api.db.select().from(passwordResetTokens)).filter((row) => row.customerId === customer.id).map((row) => row.tokenHash);
    expect(resets).toEqual([sha256('reset live')]);
    const keys = (await api.db.select().from(idempotencyKeys)).filter((row) => row.customerId === customer.id).map((row) => row.key);
    expect(keys).toEqual(['fresh']);
    const history = (await api.db.select().from(recentProducts)).filter((row) => row.guestToken !== null || row.customerId === customer.id);
    expect(history.map((row) => row.guestToken ?? `customer ${row.customerId}`).sort()).toEqual([`customer ${customer.id}`, 'live-guest-123'].sort());
  });
});
