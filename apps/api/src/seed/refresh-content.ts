// Content that changes with the code (the FAQ, the products' key sections) reaches a database
// seeded before the change at start: `apply` runs when the fingerprint stored under `key`
// differs from the current one. Several API processes may start at once: a transaction-scoped
// advisory lock lets one apply while the others wait, then find the fingerprint current.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema/catalogue';

export function contentFingerprint(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `apply` once per fingerprint; answers whether it ran. */
export async function refreshContent(db: Db, key: string, fingerprint: string, apply: (tx: Transaction) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`horeca:${key}-refresh`}))`);
    const stored = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
    if ((stored[0]?.value as { fingerprint?: string } | undefined)?.fingerprint === fingerprint) return false;
    await apply(tx);
    await tx
      .insert(appMeta)
      .values({ key, value: { fingerprint } })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: { fingerprint } } });
    return true;
  });
}
