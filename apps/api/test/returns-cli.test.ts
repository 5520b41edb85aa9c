// `npm run returns -w @horeca/api -- ...` as staff run it: its own process, opening the store's
// database itself, printing its lines and exiting with its code. On PostgreSQL it moves a real
// return of the running API's database and the shopper is mailed; on PGlite (one process per
// folder) it runs on a database of its own, where no return exists yet.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orders, returns } from '../src/db/schema/commerce';
import { makeCustomer, placeOrder, sampleProducts } from './commerce-fixtures';
import { useTestApi, type TestApi } from './harness';

let api: TestApi;
useTestApi({ seedProducts: 300 }, (started) => (api = started));

const apiRoot = path.resolve(import.meta.dirname, '..');

/** Runs the command's entry point (package.json's `returns` script) with `env`. */
function runReturns(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/returns-main.ts', ...args], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the returns command in its own process', () => {
  it.runIf(Boolean(process.env.DATABASE_URL))('moves a return of the running API on PostgreSQL and mails the shopper', { timeout: 120_000 }, async () => {
    const customer = await makeCustomer(api);
    const [product] = await sampleProducts(api, 1);
    const order = await placeOrder(api, customer, [product!.id]);
    await api.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    const line = order.order_products[0]!;
    const form = new FormData();
    for (const [key, value] of Object.entries({ order_id: String(order.id), product_id: String(line.product_id), quantity: '1', reason: 'Damaged or defective', description: '' })) form.append(key, value);
    const { id } = (await api.post(`/api/frontend/order-products/${line.id}/return`, form, { token: customer.token })).body.data;

    const run = await runReturns(['approve', String(id)], { DATABASE_URL: api.config.databaseUrl! });
    expect(run.stderr).toBe('');
    expect(run).toMatchObject({ code: 0, stdout: `Return #${id}: requested -> approved. The shopper is mailed (en).\n` });
    const [row] = await api.db.select({ status: returns.status }).from(returns).where(eq(returns.id, id));
    expect(row!.status).toBe('approved');
    const mails = await api.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mails.map((mail) => mail.subject)).toContain(`Your return #${id} is approved`);
    const again = await runReturns(['approve', String(id)], { DATABASE_URL: api.config.databaseUrl! });
    expect(again).toMatchObject({ code: 1, stderr: `Return #${id} is approved; approve moves a return that is requested. Nothing changed.\n` });
  });

  it('names a missing return on stderr and exits 1, on a database of its own', { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-returns-cli-'));
    try {
      const env: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: api.config.databaseUrl! } : { DATA_DIR: dataDir };
      // One start only: a fresh PGlite folder is created and migrated first (tens of seconds here).
      const missing = await runReturns(['receive', '2147483647'], env);
      expect(missing).toMatchObject({ code: 1, stdout: '', stderr: 'No return #2147483647.\n' });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
